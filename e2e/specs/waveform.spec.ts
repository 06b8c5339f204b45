import type { SuccessData } from '@djshop/api';
import type { Page } from '@playwright/test';
import { runAxe, WCAG_A_AA } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/index.ts';

type Goods = SuccessData<'getDjSingles'>['data'][number];
type Detail = SuccessData<'getGoodsDetail'>;

function audioState(page: Page) {
  return page.locator('audio.player-audio').evaluate((element: HTMLAudioElement) => ({
    paused: element.paused,
    time: element.currentTime,
    /** The stretches the element has played, in seconds of the file, leaving out empty ones. */
    played: Array.from({ length: element.played.length }, (_, i) => [element.played.start(i), element.played.end(i)])
      .filter(([from = 0, to = 0]) => to - from > 0.05)
      .map(([from = 0]) => from),
  }));
}

test("a track's waveform is drawn from the provider's peaks, and a tap and the keys seek its preview", async ({
  page,
  request,
  app,
}) => {
  const listing = await (await request.get('/api/h5.index/djSingle', { params: { limit: 20 } })).json();
  const goods = (listing.data.data as Goods[]).find((item) => item.preview_url);
  expect(goods, 'a DJ single with a preview').toBeDefined();
  if (!goods) return;
  // The listing carries no waveform; the detail answer does.
  expect(JSON.stringify(listing)).not.toContain('"waveform"');
  const detail = await (await request.get('/api/h5.goods/detail', { params: { id: goods.id, type: 'music' } })).json();
  const waveform = (detail.data as Detail).waveform;
  expect(waveform, 'the provider gives the track a waveform').toBeDefined();
  if (!waveform) return;

  await app.open(`/pages/index/singleDetail?id=${goods.id}&type=music`);
  const slider = page.getByRole('slider', { name: 'Preview waveform, position' });
  await expect(slider).toBeVisible();
  await expect(slider).toHaveAttribute('aria-valuemax', String(Math.round(waveform.seconds)));
  await expect(slider).toHaveAttribute('aria-valuenow', '0');

  // What is drawn is the provider's peaks: one bar per level, as high as its level (two paths, the played
  // copy over the rest, the same bars).
  const paths = await slider.locator('path').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('d') ?? ''));
  expect(paths).toHaveLength(2);
  expect(paths[1]).toBe(paths[0]);
  const heights = [...(paths[0] ?? '').matchAll(/v([0-9.]+)/g)].map((m) => Number(m[1]));
  expect(heights).toHaveLength(waveform.peaks.length);
  expect(heights).toEqual(waveform.peaks.map((peak) => Number((2 * Math.max(0.5, (peak / 255) * 48)).toFixed(1))));
  // Drawn with a shape, not a flat bar: its tallest bar well above its shortest.
  expect(Math.max(...heights)).toBeGreaterThan(2 * Math.min(...heights));

  // A finger's tap three quarters along starts the preview three quarters into its file.
  const box = await slider.boundingBox();
  if (!box) throw new Error('the waveform has no box');
  const target = 0.75 * waveform.seconds;
  const tappedAt = Date.now();
  await slider.tap({ position: { x: 0.75 * box.width, y: box.height / 2 } });
  await expect
    .poll(async () => (await audioState(page)).played.length, { message: 'the tap starts the preview' })
    .toBeGreaterThan(0);
  expect((await audioState(page)).paused).toBe(false);
  const state = await audioState(page);
  const since = (Date.now() - tappedAt) / 1000;
  // It started there (rather than playing its way there), and is there now, give or take the time since.
  expect(state.played[0], `where it started playing, of ${JSON.stringify(state.played)}`).toBeGreaterThan(target - 0.5);
  expect(state.played[0]).toBeLessThan(target + 0.5);
  expect(state.time).toBeGreaterThan(target - 0.5);
  expect(state.time).toBeLessThan(target + 0.5 + since);
  await expect
    .poll(async () => Number(await slider.getAttribute('aria-valuenow')))
    .toBeGreaterThanOrEqual(Math.floor(target));

  // The keys: End goes to the end of the preview, an arrow back five seconds from there and plays on, Home
  // to the start.
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', String(Math.floor(waveform.seconds)));
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(waveform.seconds - 0.5);
  await page.keyboard.press('ArrowLeft');
  const back = waveform.seconds - 5;
  await expect.poll(async () => (await audioState(page)).paused, { message: 'an arrow plays on' }).toBe(false);
  const afterArrow = await audioState(page);
  expect(afterArrow.time).toBeGreaterThan(back - 0.5);
  expect(afterArrow.time).toBeLessThan(back + 2.5);
  const valueNow = Number(await slider.getAttribute('aria-valuenow'));
  expect(valueNow).toBeGreaterThanOrEqual(Math.floor(back));
  expect(valueNow).toBeLessThanOrEqual(Math.ceil(back) + 2);
  await expect(slider).toHaveAttribute('aria-valuetext', /^0:2[5-9] of 0:30$/);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await audioState(page)).time).toBeLessThan(2);
  await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeLessThan(2);

  const { violations } = await runAxe(page, { include: ['.preview'], tags: WCAG_A_AA });
  expect(violations.map((v) => v.id)).toEqual([]);
});
