import { pngFile, wavFile } from '../fixtures/files.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { providerSubmissions, providerWriterInfo, providerWriterSongs } from '../fixtures/provider.ts';
import { PATHS } from '../pages/shop-app.ts';

const SONG_UPLOAD = PATHS.songUpload;
const ALBUM_UPLOAD = PATHS.albumUpload;
const UPLOAD_CALL = '/api/common/upload';
const SONG_CALL = '/api/h5.writer/music_apply';

test('the approved musician uploads a song: a failed upload retried with progress, a reload keeps the draft', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-musician');
  await app.open(SONG_UPLOAD);
  const submit = page.getByRole('button', { name: 'Submit for review' });
  const expectMessage = async (message: string) => {
    await submit.click();
    await app.expectToastShown(message);
  };

  await expectMessage('Please enter the title');
  await page.getByLabel('Title').fill('Warm-up Groove 暖场');
  await expectMessage('Please select a genre');
  await page.getByText('Tech House', { exact: true }).click();
  await page.getByText('Deep House', { exact: true }).click();
  await expectMessage('Please enter the price');
  await page.getByLabel('Price (¥)').fill('29.9');
  await expectMessage('Please upload a cover');
  await page.getByLabel('Add Cover (image, at most 1M)').setInputFiles(pngFile('cover.png'));
  await expect(page.getByRole('group', { name: 'Cover (image, at most 1M)' }).getByText('Uploaded')).toBeVisible();
  await expectMessage('The BPM must be between 40 and 250');
  await page.getByLabel('BPM').fill('126');
  await page.getByLabel('Key').fill('8A');
  await expectMessage('A music file must be uploaded');
  expect(await mock.callsTo(SONG_CALL)).toHaveLength(0);

  // The first try of the audio meets a failing gateway; the retry is held until its progress has been seen.
  await mock.scenario({ path: UPLOAD_CALL, method: 'POST', times: 1, httpStatus: 502, html: '<h1>Bad Gateway</h1>' });
  await mock.scenario({ path: UPLOAD_CALL, method: 'POST', times: 1, hold: true });
  const audio = page.getByRole('group', { name: 'Music file' });
  await page.getByLabel('Add Music file').setInputFiles(wavFile('warm-up.wav', 48_000));
  const retry = audio.getByRole('button', { name: 'Upload warm-up.wav again' });
  await expect(retry).toBeVisible();
  await expect(audio.getByRole('status')).toHaveText('Bad Gateway');
  await retry.click();
  await expect(audio.getByRole('progressbar', { name: 'Upload progress of warm-up.wav' })).toBeVisible();
  await submit.click();
  await app.expectToastShown('Please wait until the file has uploaded');
  await mock.release(UPLOAD_CALL);
  await expect(audio.getByText('Uploaded')).toBeVisible();
  await expect(audio.getByRole('progressbar')).toHaveCount(0);

  // Leaving by accident loses nothing: the draft comes back with the uploaded files.
  await page.getByLabel('Description').fill('夜店暖场 126 BPM');
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('Warm-up Groove 暖场');
  await expect(page.getByLabel('Price (¥)')).toHaveValue('29.9');
  await expect(page.getByLabel('BPM')).toHaveValue('126');
  await expect(page.getByLabel('Description')).toHaveValue('夜店暖场 126 BPM');
  await expect(page.getByRole('checkbox', { name: 'Tech House' })).toBeChecked();
  await expect(audio.getByText('warm-up.wav')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Cover (image, at most 1M)' }).getByRole('img')).toHaveCount(1);

  await submit.click();
  await app.expectRoute(`${PATHS.musicianCentre}?tab=submissions`);
  const row = page.getByRole('article', { name: 'Warm-up Groove 暖场' });
  await expect(row).toContainText('Under review');

  const [latest] = (await providerSubmissions(request, token)).data;
  expect(latest).toMatchObject({ kind: 'song', title: 'Warm-up Groove 暖场', status: 'reviewing' });
  const [sent] = await mock.callsTo(SONG_CALL);
  expect(sent?.body).toMatchObject({ genre: ['Tech House', 'Deep House'], price: '29.90', bpm: 126, key: '8A' });
  expect((sent?.body as { file?: string } | undefined)?.file).toMatch(/^\/uploads\/.+\.wav$/);
  expect(await app.stored('djshop.draft.songUpload')).toBeNull();
});

test('a refused song submit keeps every field and file; a second tap is not a second submission', async ({
  app,
  page,
  mock,
}) => {
  await login(page, mock, 'demo-musician');
  await app.open(SONG_UPLOAD);
  await page.getByLabel('Title').fill('Kept Track');
  await page.getByText('Techno', { exact: true }).click();
  await page.getByLabel('Price (¥)').fill('0');
  await page.getByLabel('Add Cover (image, at most 1M)').setInputFiles(pngFile('cover.png'));
  await page.getByLabel('BPM').fill('130');
  await page.getByLabel('Key').fill('F#m');
  await page.getByLabel('Add Music file').setInputFiles(wavFile('kept.wav'));
  await expect(page.getByText('Uploaded')).toHaveCount(2);

  await mock.scenario({ path: SONG_CALL, times: 1, code: 0, msg: 'Server busy, try later', hold: true });
  const submit = page.getByRole('button', { name: 'Submit for review' });
  await submit.click();
  // The button waits under its own name, busy, so it cannot be sent twice.
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await mock.release(SONG_CALL);
  await app.expectToastShown('Server busy, try later');
  expect(await mock.callsTo(SONG_CALL)).toHaveLength(1);
  await expect(page.getByLabel('Title')).toHaveValue('Kept Track');
  await expect(page.getByText('kept.wav')).toBeVisible();
  await expect(page.getByText('Uploaded')).toHaveCount(2);
  await app.expectRoute(SONG_UPLOAD);
});

test('the approved musician creates an album from their published songs', async ({ app, page, mock, request }) => {
  const token = await login(page, mock, 'demo-musician');
  const writer = (await providerWriterInfo(request, token)).writer;
  expect(writer).not.toBeNull();
  const songs = (await providerWriterSongs(request, writer?.id ?? 0)).data;
  expect(songs.length).toBeGreaterThanOrEqual(2);
  const [first, second] = songs as [(typeof songs)[number], (typeof songs)[number]];

  await app.open(ALBUM_UPLOAD);
  const submit = page.getByRole('button', { name: 'Submit for review' });
  const expectMessage = async (message: string) => {
    await submit.click();
    await app.expectToastShown(message);
  };
  await expectMessage('Please enter the album name');
  await page.getByLabel('Name').fill('Groove Collection 2026');
  await expectMessage('Please upload a cover');
  await page.getByLabel('Add Cover (image, at most 1M)').setInputFiles(pngFile('album.png'));
  await expect(page.getByText('Uploaded')).toBeVisible();
  await expectMessage('Please select a column');
  await page.getByText('Album', { exact: true }).click();
  await expectMessage('Please enter the price');
  await page.getByLabel('Price (¥)').fill('99');
  await expectMessage('Please select the works');
  await page.getByRole('checkbox', { name: first.title }).check();
  await page.getByRole('checkbox', { name: second.title }).check();
  await submit.click();

  await app.expectRoute(`${PATHS.musicianCentre}?tab=submissions`);
  await expect(page.getByRole('article', { name: 'Groove Collection 2026' })).toContainText('Under review');
  const [latest] = (await providerSubmissions(request, token)).data;
  expect(latest).toMatchObject({ kind: 'album', title: 'Groove Collection 2026', status: 'reviewing' });
  const [sent] = await mock.callsTo('/api/h5.writer/album_apply');
  expect(sent?.body).toMatchObject({ column: 141, price: '99.00', works: [first.id, second.id] });
});
