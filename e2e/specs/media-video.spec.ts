import { expect, test } from '../fixtures/index.ts';

interface Listed {
  id: number;
  vip_free: boolean;
}

// The mock's generated teaching videos (mock-server/src/media/video.ts) must be playable by the browser the
// app runs in, not only well-formed: Debian's Chromium decodes them, seeks by byte ranges and plays to the end.
test('a teaching video from the video detail loads, seeks by byte ranges and plays to the end', async ({
  page,
  request,
  mock,
}) => {
  const token = await mock.session('demo-vip');
  const listing = await (await request.get('/api/h5.index/teaching', { params: { limit: 50 } })).json();
  const course = (listing.data.data as Listed[]).find((g) => g.vip_free);
  expect(course, 'a VIP-free course in the seed').toBeDefined();
  const detail = await (
    await request.get('/api/h5.goods/videoDetail', { params: { id: course?.id ?? 0 }, headers: { token } })
  ).json();
  const src: string = detail.data.episodes[1].video_url;
  expect(src).toMatch(/^\/media\/video\/\d+-2\.mp4$/);

  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === src) statuses.push(response.status());
  });
  // A document of the mock's origin, so the video and the canvas that reads it back are same-origin.
  await page.goto('/version.json');
  await page.setContent(`<video muted playsinline preload="auto" src="${src}"></video>`);
  const video = page.locator('video');

  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  expect(await video.evaluate((v: HTMLVideoElement) => [v.duration, v.videoWidth, v.videoHeight])).toEqual([
    6, 160, 96,
  ]);
  expect(await video.evaluate((v: HTMLVideoElement) => v.seekable.end(0))).toBe(6);

  // The playhead block moves one 16-pixel column a frame at 10 frames a second: at 4.55 s it is in column 5.
  // 'seeked' can come before the new frame is ready to draw on a busy machine, so the frame is read until
  // it shows.
  await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        v.addEventListener('seeked', () => resolve(), { once: true });
        v.currentTime = 4.55;
      }),
  );
  const playheadColumn = () =>
    video.evaluate((v: HTMLVideoElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      ctx?.drawImage(v, 0, 0);
      const light = Array.from({ length: 10 }, (_, column) => {
        const [r = 0, g = 0, b = 0] = ctx?.getImageData(column * 16 + 8, 88, 1, 1).data ?? [];
        return r + g + b;
      });
      return Math.max(...light) > 0 ? light.indexOf(Math.max(...light)) : -1;
    });
  await expect.poll(playheadColumn).toBe(5);
  expect(statuses).toContain(206);

  const ended = await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<[boolean, number]>((resolve, reject) => {
        v.addEventListener('ended', () => resolve([v.ended, v.currentTime]), { once: true });
        v.addEventListener('error', () => reject(new Error(v.error?.message)), { once: true });
        v.play().catch(reject);
      }),
  );
  expect(ended).toEqual([true, 6]);
});
