import type { SuccessData } from '@djshop/api';
import type { Page } from '@playwright/test';
import { expect, login, test } from '../fixtures/index.ts';

type Goods = SuccessData<'getDjSingles'>['data'][number];

const audio = (page: Page) => page.locator('audio.player-audio');

function audioState(page: Page) {
  return audio(page).evaluate((element: HTMLAudioElement) => ({
    paused: element.paused,
    time: element.currentTime,
    src: element.currentSrc,
  }));
}

/**
 * Keeps, from the page's first script, where the player's element was each time it said it was playing or
 * moved on (its `playing` and `timeupdate` events, outside a seek): a moment played from 0 before the offset
 * shows there. Not `played`: Chromium counts the stretch from 0 to a start position set before the metadata as
 * played, though the element seeks there before it plays a sample.
 */
async function recordPlayerPositions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: number[] = [];
    (window as unknown as { __playerHeard: number[] }).__playerHeard = heard;
    for (const type of ['playing', 'timeupdate']) {
      document.addEventListener(
        type,
        (event) => {
          const target = event.target;
          if (target instanceof HTMLAudioElement && target.classList.contains('player-audio') && !target.seeking) {
            heard.push(target.currentTime);
          }
        },
        true,
      );
    }
  });
}

function playerPositions(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __playerHeard: number[] }).__playerHeard);
}

async function expectPlaying(page: Page) {
  await expect.poll(async () => (await audioState(page)).paused, { message: 'the preview plays' }).toBe(false);
}

function lockScreenTitle(page: Page) {
  return page.evaluate(() => navigator.mediaSession.metadata?.title ?? null);
}

test('a preview started on its detail page plays from its offset, shows on the lock screen and is recorded', async ({
  page,
  request,
  mock,
  app,
}) => {
  const token = await login(page, mock, 'demo-user');
  await recordPlayerPositions(page);
  const listing = await (await request.get('/api/h5.index/djSingle', { params: { limit: 100 } })).json();
  // The mock's previews are 30 s clips: a track whose offset falls inside the clip shows the offset at work.
  const goods = (listing.data.data as Goods[]).find(
    (item) => item.preview_url && item.preview_start >= 2 && item.preview_start <= 8,
  );
  expect(goods, 'a DJ single whose preview starts a few seconds in').toBeDefined();
  if (!goods) return;

  await app.open(`/pages/index/singleDetail?id=${goods.id}&type=music`);
  await expect(page.getByRole('heading', { level: 2, name: goods.title })).toBeVisible();
  await page.getByRole('button', { name: 'Play preview', exact: true }).click();

  await expectPlaying(page);
  // It starts at the offset rather than playing its way there from the beginning: it has played past the
  // offset, and it was never heard anywhere before it (a seek lands on a sample, a hair from the offset).
  const start = goods.preview_start;
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(start);
  const heard = await playerPositions(page);
  expect(heard.length, 'the element said where it played').toBeGreaterThan(0);
  expect(
    heard.filter((at) => at < start - 0.05),
    `positions before the offset, of ${JSON.stringify(heard)}`,
  ).toEqual([]);
  await expect.poll(() => lockScreenTitle(page)).toBe(goods.title);
  await expect(page.getByRole('region', { name: 'Player' })).toContainText(goods.title);

  // The provider recorded the play in the user's history.
  await expect
    .poll(async () => {
      const history = await (await request.get('/api/h5.user/historyList', { headers: { token } })).json();
      return history.data.data[0]?.goods.id;
    })
    .toBe(goods.id);
});

test('the mini player keeps playing across a tab switch, a push and back, and its controls work', async ({
  page,
  app,
}) => {
  await app.open('/pages/tabbar/home/index');
  const strip = page.getByRole('region', { name: 'Top sales' });
  const rows = strip.getByRole('article');
  await expect(rows.first()).toBeVisible();
  const first = (await rows.nth(0).getAttribute('aria-label')) ?? '';
  const second = (await rows.nth(1).getAttribute('aria-label')) ?? '';
  await rows
    .nth(0)
    .getByRole('button', { name: `Play preview of ${first}` })
    .click();
  await expectPlaying(page);
  const { src } = await audioState(page);
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toContainText(first);

  await app.tab('Category').click();
  await app.expectRoute('/pages/tabbar/type/index');
  await expectPlaying(page);
  await expect(player).toContainText(first);

  await page.locator('.goods-row__link:visible').first().click();
  await expect.poll(() => app.route()).toMatch(/^\/pages\/index\/singleDetail\?id=\d+&type=(music|special)$/);
  await expectPlaying(page);
  expect((await audioState(page)).src).toBe(src);

  await page.getByRole('button', { name: 'Back' }).click();
  await app.expectRoute('/pages/tabbar/type/index');
  await expectPlaying(page);

  await player.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expectPlaying(page);

  // Next walks through the list the track was started from: Home's top strip.
  await player.getByRole('button', { name: 'Next track' }).click();
  await expect(player).toContainText(second);
  await expectPlaying(page);
  await expect.poll(() => lockScreenTitle(page)).toBe(second);

  await player.getByRole('button', { name: 'Close the player' }).click();
  await expect(player).toBeHidden();
  expect((await audioState(page)).paused).toBe(true);
});

test('a rich description with a script in it runs no script', async ({ page, app, request }) => {
  const listing = await (await request.get('/api/h5.index/djSingle', { params: { limit: 1 } })).json();
  const goods = listing.data.data[0] as Goods;
  // The back office's HTML as an attacker would write it, in the provider's own answer.
  await page.route('**/api/h5.goods/detail?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.description =
      '<p>Fine print</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">link</a>';
    await route.fulfill({ response, json: body });
  });
  await app.open(`/pages/index/singleDetail?id=${goods.id}&type=music`);
  const description = page.getByRole('region', { name: 'Description' });
  // Below the first screen, the HTML (and its sanitiser's code) comes as the section nears the viewport.
  await description.scrollIntoViewIfNeeded();
  await expect(description).toContainText('Fine print');
  await description.getByText('link', { exact: true }).click();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(description.locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0);
});
