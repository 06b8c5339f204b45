import type { SuccessData } from '@djshop/api';
import { harmonicMatch, matchWorks } from '../../web/src/lib/camelot.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { mixableSingle } from '../fixtures/provider.ts';
import { PATHS } from '../pages/shop-app.ts';

type Goods = SuccessData<'getDjSingles'>['data'][number];
type Detail = SuccessData<'getGoodsDetail'>;

test('"mixes well with" lists only tracks that mix once their tempo is matched (key lock on, the default)', async ({
  page,
  app,
  request,
}) => {
  const track = await mixableSingle(request);

  await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
  const mixes = page.getByRole('list', { name: 'Mixes well with' });
  await expect(mixes.getByRole('article').first()).toBeVisible();
  const ids = await mixes
    .locator('.goods-row__link')
    .evaluateAll((links) =>
      links.map((link) => new URLSearchParams(link.getAttribute('href')?.split('?')[1]).get('id')),
    );
  expect(ids.length).toBeGreaterThan(0);
  // Each suggestion, as the provider describes it, mixes with the track.
  for (const id of ids) {
    const other = (
      await (await request.get('/api/h5.goods/detail', { params: { id: id ?? '', type: 'music' } })).json()
    ).data as Detail;
    const match = harmonicMatch(track, other, 0.06);
    expect(
      match && matchWorks(match, true),
      `${other.title}: ${other.bpm} BPM ${other.key} with ${track.bpm} BPM ${track.key}`,
    ).toBe(true);
  }
  expect(ids).not.toContain(String(track.id));
});

test("a special's track list is playable, track after track", async ({ page, app, request }) => {
  const packs = await (await request.get('/api/h5.goods/search', { params: { goods_type: 'pack', limit: 20 } })).json();
  let special: Detail | undefined;
  for (const pack of packs.data.data as Goods[]) {
    const detail = (
      await (await request.get('/api/h5.goods/detail', { params: { id: pack.id, type: 'special' } })).json()
    ).data as Detail;
    if (detail.tracks.filter((item) => item.preview_url).length >= 2) {
      special = detail;
      break;
    }
  }
  expect(special, 'a special with two playable tracks').toBeDefined();
  if (!special) return;
  const playable = special.tracks.filter((item) => item.preview_url);

  await app.open(`${PATHS.singleDetail}?id=${special.id}&type=special`);
  const tracks = page.getByRole('list', { name: `Tracks (${special.tracks.length})` });
  await expect(tracks.getByRole('article')).toHaveCount(special.tracks.length);
  await tracks.getByRole('button', { name: `Play preview of ${playable[0]?.title}` }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toContainText(playable[0]?.title ?? '');
  await player.getByRole('button', { name: 'Next track' }).click();
  await expect(player).toContainText(playable[1]?.title ?? '');
});

test('group-buy goods: the detail shows the group price and open groups, and starting a group reaches the provider', async ({
  page,
  app,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const groups = await (await request.get('/api/h5.group/lists', { params: { limit: 20 } })).json();
  const offer = (groups.data.data as { goods: Goods; group_size: number }[]).find(
    (item) => item.goods.goods_type !== 'physical',
  );
  expect(offer, 'a digital group-buy offer').toBeDefined();
  if (!offer) return;
  const before = (await (await request.get('/api/h5.group/goodsDetail', { params: { id: offer.goods.id } })).json())
    .data;

  await app.open(`${PATHS.goodsDetail}?id=${offer.goods.id}`);
  await expect(page.getByText(`${offer.group_size}-person group`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Open groups (${before.open_groups.length})` })).toBeVisible();
  await page.getByRole('button', { name: /^Start a group at/ }).click();

  // The provider holds the user's new group order, waiting for its members.
  await expect
    .poll(async () => {
      const mine = await (await request.get('/api/h5.group/myOrders', { headers: { token } })).json();
      return (mine.data.data as { goods: Goods; status: string }[]).some(
        (order) => order.goods.id === offer.goods.id && order.status === 'to_be_grouped',
      );
    })
    .toBe(true);
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the detail page's action bar keeps every label apart and whole, in English and Chinese", async ({
    page,
    app,
    request,
  }) => {
    const listing = await (await request.get('/api/h5.index/djSingle', { params: { limit: 5 } })).json();
    const track = (listing.data.data as Goods[])[0];
    if (!track) throw new Error('the seed has DJ singles');
    for (const lang of ['en', 'zh-Hans']) {
      await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`, `?lang=${lang}`);
      const bar = page.getByRole('navigation').filter({ has: page.locator('.action-bar__main') });
      await expect(bar.locator('.action-bar__main').first()).toBeVisible();
      const items = await bar
        .locator(':scope > a, :scope > button, :scope > * > a, :scope > * > button')
        .evaluateAll((elements) =>
          elements
            .filter((e) => e.checkVisibility())
            .map((e) => {
              const box = e.getBoundingClientRect();
              return {
                name: e.textContent?.trim(),
                left: box.left,
                right: box.right,
                clipped: e.scrollWidth > e.clientWidth + 1,
              };
            }),
        );
      expect(items.length, lang).toBeGreaterThanOrEqual(4);
      for (const [i, item] of items.entries()) {
        expect(item.clipped, `${lang}: ${item.name} fits its box`).toBe(false);
        expect(item.right, `${lang}: ${item.name} within the screen`).toBeLessThanOrEqual(360);
        const next = items[i + 1];
        if (next) expect(item.right, `${lang}: ${item.name} before ${next.name}`).toBeLessThanOrEqual(next.left);
      }
    }
  });
});
