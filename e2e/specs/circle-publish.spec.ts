import { CIRCLE_DRAFT_KEY, COMMUNITY, myArticles, PNG } from '../fixtures/community.ts';
import { expect, login, test } from '../fixtures/index.ts';

const PUBLISH_CALL = '/api/h5.circle/publish';

test('circle: every failure message of publishing, no second submission, and the provider’s own refusal', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const before = await myArticles(request, token);
  await app.open(COMMUNITY.publish);
  const title = page.getByLabel('Title', { exact: true });
  const content = page.getByLabel('Content', { exact: true });
  const publish = page.getByRole('button', { name: 'Publish' });

  await publish.click();
  await expect(page.getByRole('alert')).toHaveText(['Please enter a title', 'Please enter the content']);

  // Only tags: the provider would strip them to nothing, so it is no title.
  await title.fill('<b></b>');
  await content.fill('Tonight at ten');
  await publish.click();
  await expect(page.getByRole('alert')).toHaveText(['Please enter a title']);

  // 49 characters typed, but '&' is stored as '&amp;': 53 characters as the provider counts them.
  await title.fill(`${'a'.repeat(48)}&`);
  await expect(page.getByText('53 / 50')).toBeVisible();
  await content.fill(`${'b'.repeat(1996)}&&`);
  await publish.click();
  await expect(page.getByRole('alert')).toHaveText([
    'The title is at most 50 characters',
    'The content is at most 2000 characters',
  ]);
  expect(await mock.callsTo(PUBLISH_CALL)).toHaveLength(0);

  // The provider's refusals reach the person as its message, and the draft stays.
  await title.fill('Night set recap');
  await content.fill('Tonight at ten');
  await mock.scenario({ path: PUBLISH_CALL, times: 1, code: 0, msg: 'At most 9 images' });
  await publish.click();
  await app.expectToastShown('At most 9 images');
  await expect(title).toHaveValue('Night set recap');

  // A second tap while the first is on its way publishes nothing more.
  await mock.scenario({ path: PUBLISH_CALL, times: 1, hold: true });
  await publish.dispatchEvent('click');
  await expect(publish).toBeDisabled();
  await publish.dispatchEvent('click');
  await page.locator('form').dispatchEvent('submit');
  await mock.release(PUBLISH_CALL);
  await app.expectRoute(COMMUNITY.circle);
  const calls = await mock.callsTo(PUBLISH_CALL);
  expect(calls.length, 'publish calls: the refused one and one more').toBe(2);
  const after = await myArticles(request, token);
  expect(after.total).toBe(before.total + 1);
  expect(after.data[0]?.title).toBe('Night set recap');
  expect(await app.stored(CIRCLE_DRAFT_KEY)).toBeNull();
});

test('circle: a draft with two images survives a reload, the preview shows it as it will appear, then it is first in the circle and in mine', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  await app.open(COMMUNITY.publish);
  const typedTitle = 'Warm-up <i>set</i> & "friends"';
  const typedContent = 'Line one\nI wrote &lt;b&gt; literally, and 1 < 2.';
  await page.getByLabel('Title', { exact: true }).fill(typedTitle);
  await page.getByLabel('Content', { exact: true }).fill(typedContent);
  await page.locator('input[type=file]').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: PNG },
    { name: 'two.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded' })).toHaveCount(2);

  // Kept on the device: a reload brings everything back.
  await expect.poll(async () => JSON.parse((await app.stored(CIRCLE_DRAFT_KEY)) ?? '{}').images?.length).toBe(2);
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(typedTitle);
  await expect(page.getByLabel('Content', { exact: true })).toHaveValue(typedContent);
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded' })).toHaveCount(2);

  await page.getByRole('button', { name: 'Preview' }).click();
  await app.expectRoute(COMMUNITY.preview);
  const preview = page.locator('article');
  // The provider strips tags and keeps the rest: the preview already shows that.
  await expect(preview.getByRole('heading')).toHaveText('Warm-up set & "friends"');
  await expect(preview.locator('.circle-article__content')).toHaveText(typedContent);
  await expect(preview.getByRole('button', { name: /^Open image/ })).toHaveCount(2);
  await expect(preview).toContainText('Demo User');
  const previewed = {
    title: await preview.getByRole('heading').textContent(),
    content: await preview.locator('.circle-article__content').textContent(),
  };
  expect(await mock.callsTo(PUBLISH_CALL)).toHaveLength(0);

  await page.getByRole('button', { name: 'Back to editing' }).click();
  await app.expectRoute(COMMUNITY.publish);
  await page.getByRole('button', { name: 'Publish' }).click();
  await app.expectToastShown('Published');
  await app.expectRoute(COMMUNITY.circle);

  const mine = await myArticles(request, token);
  const published = mine.data[0];
  expect(published?.images).toHaveLength(2);
  for (const src of published?.images ?? []) expect((await request.get(src)).ok(), src).toBe(true);
  const first = page.getByRole('list', { name: 'Newest' }).getByRole('listitem').first();
  await expect(first).toContainText('Warm-up set & "friends"');

  await app.open(COMMUNITY.my);
  await expect(page.getByRole('listitem').first()).toContainText('Warm-up set & "friends"');

  // The published article looks exactly as previewed.
  await app.open(COMMUNITY.detail(published?.id ?? 0));
  const shown = page.locator('article');
  await expect(shown.getByRole('heading')).toHaveText(previewed.title ?? '');
  await expect(shown.locator('.circle-article__content')).toHaveText(previewed.content ?? '');
  await expect(shown.getByRole('button', { name: /^Open image/ })).toHaveCount(2);
});

test('circle: discarding the draft asks first, then forgets it', async ({ app, page, mock }) => {
  await login(page, mock, 'demo-user');
  await app.open(COMMUNITY.publish);
  await page.getByLabel('Title', { exact: true }).fill('Half an idea');
  await expect.poll(() => app.stored(CIRCLE_DRAFT_KEY)).toContain('Half an idea');
  await page.getByRole('button', { name: 'Discard' }).click();
  await app.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Half an idea');
  await page.getByRole('button', { name: 'Discard' }).click();
  await app.dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect.poll(() => app.stored(CIRCLE_DRAFT_KEY)).toBeNull();
});
