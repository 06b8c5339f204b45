import { pngFile } from '../fixtures/files.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { providerWriterInfo } from '../fixtures/provider.ts';
import { PATHS } from '../pages/shop-app.ts';

test('the musician edits their public profile and buyers see it on their home page', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-musician');
  const before = (await providerWriterInfo(request, token)).writer;
  expect(before).not.toBeNull();
  await app.open(PATHS.writerInfo);
  await expect(page.getByRole('heading', { name: before?.nickname, level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Edit my profile' }).click();
  await app.expectRoute(PATHS.userWriterInfo);

  await page.getByLabel('Stage name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await app.expectToastShown('Please enter your stage name');
  await page.getByLabel('Stage name').fill('DJ Awei Reloaded');
  await page.getByRole('textbox', { name: 'Style' }).fill('Deep Techno');
  await page
    .getByRole('group', { name: 'Avatar' })
    .getByRole('button', { name: /^Remove / })
    .click();
  await page.getByRole('button', { name: 'Save' }).click();
  await app.expectToastShown('Please upload an avatar');
  await page.getByLabel('Add Avatar').setInputFiles(pngFile('avatar.png'));
  await expect(page.getByRole('group', { name: 'Avatar' }).getByText('Uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await app.expectRoute(PATHS.writerInfo);
  await expect(page.getByRole('heading', { name: 'DJ Awei Reloaded', level: 2 })).toBeVisible();

  const after = (await providerWriterInfo(request, token)).writer;
  expect(after).toMatchObject({ nickname: 'DJ Awei Reloaded', style: 'Deep Techno' });
  expect(after?.avatar).toMatch(/^\/uploads\//);
  await app.open(`${PATHS.makersHome}?id=${after?.id}`);
  await expect(page.getByRole('heading', { name: 'DJ Awei Reloaded', level: 2 })).toBeVisible();
  await expect(page.getByText('Deep Techno')).toBeVisible();
});
