import { providerUser } from '../fixtures/account.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

const USER_INFO = PATHS.userInfo;
const UPLOAD = '/api/common/upload';

/** A real PNG (the provider judges the type by its bytes), padded to `size` bytes after its end chunk. */
function png(size = 0): Buffer {
  const image = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return size > image.length ? Buffer.concat([image, Buffer.alloc(size - image.length)]) : image;
}

test('the profile saves a new nickname and avatar, and the provider holds them', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const before = await providerUser(request, token);
  await app.open(USER_INFO);
  const nickname = page.getByLabel('Nickname');
  await expect(nickname).toHaveValue(before.nickname);

  // Saving what the provider already holds sends nothing.
  await page.getByRole('button', { name: 'Save' }).click();
  await app.expectToastShown('Nothing has changed');
  expect(await mock.callsTo('/api/h5.user/editinfo')).toHaveLength(0);

  await page.getByRole('button', { name: /^Remove / }).click();
  await page.getByLabel('Add Avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByRole('group', { name: 'Avatar' }).getByText('Uploaded')).toBeVisible();
  await nickname.fill('DJ 新名字 New Name');
  await page.getByRole('radio', { name: 'Secret' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await app.expectToastShown('Profile saved');

  const after = await providerUser(request, token);
  expect(after.nickname).toBe('DJ 新名字 New Name');
  expect(after.gender).toBe('secret');
  expect(after.avatar).not.toBe(before.avatar);
  expect(after.avatar).toMatch(/^\/uploads\//);
  // Only what changed went to the provider, with the avatar it requires.
  const [sent] = await mock.callsTo('/api/h5.user/editinfo');
  expect(sent?.body).toEqual({ avatar: after.avatar, nickname: 'DJ 新名字 New Name', gender: 'secret' });
  // The user centre shows the provider's answer.
  await app.open(PATHS.user);
  await expect(page.getByText('DJ 新名字 New Name')).toBeVisible();
});

test('an avatar over 1M is refused with the spec message and nothing is uploaded or saved', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const before = await providerUser(request, token);
  await app.open(USER_INFO);
  await page.getByRole('button', { name: /^Remove / }).click();
  await page.getByLabel('Add Avatar').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(1_048_577) });
  await app.expectToastShown('Image size cannot exceed 1M');
  expect(await mock.callsTo(UPLOAD)).toHaveLength(0);

  // With no avatar the profile cannot be saved.
  await page.getByRole('button', { name: 'Save' }).click();
  await app.expectToastShown('Avatar required');
  expect(await mock.callsTo('/api/h5.user/editinfo')).toHaveLength(0);
  expect((await providerUser(request, token)).avatar).toBe(before.avatar);
});

test('unsaved profile text survives a reload, and saving sends it and forgets the draft', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  await app.open(USER_INFO);
  const bio = page.getByLabel('About me');
  await bio.fill('Techno & House every weekend');
  await page.reload();
  await expect(bio).toHaveValue('Techno & House every weekend');

  await page.getByRole('button', { name: 'Save' }).click();
  await app.expectToastShown('Profile saved');
  expect(await app.stored('djshop.profileDraft')).toBeNull();
  // The provider keeps text escaped; the page shows it as typed.
  expect((await providerUser(request, token)).bio).toBe('Techno &amp; House every weekend');
  await page.reload();
  await expect(bio).toHaveValue('Techno & House every weekend');
});
