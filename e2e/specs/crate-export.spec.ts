import { readFile } from 'node:fs/promises';
import type { SuccessData } from '@djshop/api';
import type { APIRequestContext, Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { seedCrate } from '../fixtures/crate.ts';
import { expect, login, test } from '../fixtures/index.ts';

type Goods = SuccessData<'getDjSingles'>['data'][number];
type Detail = SuccessData<'getGoodsDetail'>;

// The crate taken to the decks: both files name the crate's tracks in its order, with tempo and key; the
// user's own tracks by the file name their download gets, the others with a link to buy them.

async function singles(request: APIRequestContext): Promise<Goods[]> {
  const body = await (await request.get('/api/h5.index/djSingle', { params: { limit: 100 } })).json();
  return (body.data.data as Goods[]).filter((item) => item.preview_url && item.key && item.bpm && !item.is_free);
}

async function detail(request: APIRequestContext, id: number, token: string): Promise<Detail> {
  const body = await (
    await request.get('/api/h5.goods/detail', { params: { id, type: 'music' }, headers: { token } })
  ).json();
  return body.data as Detail;
}

/** The file a download of this item gets, from the provider's own signed link (its `filename`) and path. */
async function downloadedName(request: APIRequestContext, item: Detail, token: string): Promise<string> {
  const body = await (
    await request.get('/api/h5.downloadurl', {
      params: { id: item.id, type: 'music', title: item.title },
      headers: { token },
    })
  ).json();
  const link = new URL(body.data as string, 'http://provider.test');
  const extension = link.pathname.split('.').at(-1);
  return `${link.searchParams.get('filename')}.${extension}`;
}

async function exportAs(page: Page, label: RegExp): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: 'Export for DJ software' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toContainText('DJ software');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sheet.getByRole('button', { name: label }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test('the crate exports as an M3U8 playlist and a rekordbox XML, in order, with tempo, key and file names', async ({
  page,
  app,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const candidates = (await singles(request)).slice(0, 40);
  const details = await Promise.all(candidates.map((item) => detail(request, item.id, token)));
  const owned = details.filter((item) => item.bought);
  const notOwned = details.filter((item) => !item.bought && !item.vip_free);
  const [mine] = owned;
  const [other, third] = notOwned;
  if (!mine || !other || !third) throw new Error('the demo user owns a single and not two others');
  const order = [other, mine, third];
  await seedCrate(
    page,
    order.map((item) => candidates.find((goods) => goods.id === item.id) as Goods),
  );
  await app.open('/pages/crate/index');

  const m3u = await exportAs(page, /M3U8/);
  expect(m3u.name).toMatch(/^Crate \d{4}-\d{2}-\d{2}\.m3u8$/);
  const lines = m3u.text.trimEnd().split('\n');
  expect(lines[0]).toBe('#EXTM3U');
  // Each track in the crate's order: a comment with its buy link when not owned, its file when owned.
  const entries = lines.filter((line) => line.startsWith('#EXTINF') || line.startsWith('# '));
  expect(entries).toHaveLength(3);
  expect(entries[0]).toContain(other.title);
  expect(entries[0]).toContain(`${other.bpm} BPM`);
  expect(entries[0]).toContain(`singleDetail?id=${other.id}`);
  expect(entries[1]).toContain(mine.title);
  expect(entries[2]).toContain(third.title);
  const mineFile = await downloadedName(request, mine, token);
  expect(lines).toContain(mineFile);
  expect(lines.filter((line) => !line.startsWith('#'))).toEqual([mineFile]);
  await expect(app.toast).toContainText('Exported 3 tracks; 2 not yours yet');

  const xml = await exportAs(page, /rekordbox/);
  expect(xml.name).toMatch(/^Crate \d{4}-\d{2}-\d{2}\.xml$/);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) return null;
    const tracks = [...doc.querySelectorAll('COLLECTION > TRACK')].map((track) => ({
      id: Number(track.getAttribute('TrackID')),
      name: track.getAttribute('Name'),
      bpm: Number(track.getAttribute('AverageBpm')),
      key: track.getAttribute('Tonality'),
      location: track.getAttribute('Location'),
    }));
    const playlist = doc.querySelector('PLAYLISTS > NODE > NODE[Type="1"]');
    return {
      root: doc.documentElement.tagName,
      tracks,
      playlist: playlist?.getAttribute('Name'),
      order: [...(playlist?.querySelectorAll('TRACK') ?? [])].map((track) => Number(track.getAttribute('Key'))),
    };
  }, xml.text);
  expect(parsed?.root).toBe('DJ_PLAYLISTS');
  expect(parsed?.playlist).toBe('Crate');
  expect(parsed?.order).toEqual(order.map((item) => item.id));
  expect(parsed?.tracks.map((track) => track.name)).toEqual(order.map((item) => item.title));
  expect(parsed?.tracks.map((track) => track.bpm)).toEqual(order.map((item) => item.bpm));
  for (const track of parsed?.tracks ?? []) expect(track.key).toMatch(/^[A-G][b#]?m?$/);
  expect(parsed?.tracks[1]?.location && decodeURIComponent(parsed.tracks[1].location)).toBe(
    `file://localhost/${mineFile}`,
  );
  expect(parsed?.tracks[0]?.location).toBeNull();
});

test.describe('inside WeChat', () => {
  test.use({
    userAgent: `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.47(0x28002f35) NetType/WIFI Language/zh_CN`,
  });

  test('the export offers the crate link to open in a browser instead of a refused download', async ({
    page,
    app,
    request,
  }) => {
    const [first, second] = await singles(request);
    if (!first || !second) throw new Error('two singles');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedCrate(page, [first, second]);
    await app.open('/pages/crate/index');
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await page.getByRole('button', { name: 'Export for DJ software' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /M3U8/ }).click();
    const guidance = page.getByRole('dialog', { name: 'Open in your browser to export' });
    await expect(guidance).toBeVisible();
    await guidance.getByRole('button', { name: 'Copy link' }).click();
    await expect(app.toast).toContainText('Link copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`#/pages/crate/shared?ids=${first.id}.${second.id}`);
    expect(downloaded).toBe(false);
  });
});
