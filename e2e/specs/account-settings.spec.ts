import { providerGenres, providerService, providerUser } from '../fixtures/account.ts';
import { DEMO_PASSWORD, expect, login, STORAGE, test } from '../fixtures/index.ts';
import { LoginPage } from '../pages/login-page.ts';
import { PATHS } from '../pages/shop-app.ts';

test('the genres picked are saved, kept after a reload and listed first in the Category filter', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const before = await providerGenres(request, token);
  const unpicked = before.genres.filter((genre) => !genre.selected).map((genre) => genre.name);
  const [first, second] = unpicked;
  expect(second, 'two genres not chosen yet').toBeDefined();
  const chosen = [...before.genres.filter((genre) => genre.selected).map((genre) => genre.name), first, second];

  await app.open(PATHS.customMusicGenre);
  await page.getByRole('button', { name: first, exact: true }).click();
  await page.getByRole('button', { name: second, exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await app.expectToastShown('Genres saved');
  const after = await providerGenres(request, token);
  expect(
    after.genres
      .filter((genre) => genre.selected)
      .map((genre) => genre.name)
      .sort(),
  ).toEqual([...chosen].sort());

  await page.reload();
  for (const name of chosen) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }

  await app.open(PATHS.category);
  // Category's filters are in a sheet behind its Filters button.
  await page.getByRole('main').getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  // A closed select's option groups are not in the accessibility tree; the markup is what the user opens.
  const mine = sheet.getByLabel('Genre').locator('optgroup[label="My genres"] option');
  await expect(mine).toHaveCount(chosen.length);
  expect((await mine.allTextContents()).sort()).toEqual([...chosen].sort());
});

test('the service WeChat id is copied to the clipboard', async ({ app, page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const service = await providerService(request);
  await app.open(PATHS.service);
  await page.getByRole('button', { name: `Copy the WeChat id ${service.wechat}` }).click();
  await app.expectToastShown('Content copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(service.wechat);
  await expect(page.getByRole('link', { name: service.mobile })).toHaveAttribute(
    'href',
    `tel:${service.mobile.replace(/[^\d+]/g, '')}`,
  );
});

test('log out ends the session with the provider, keeps the language and device records, and back in', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const user = await providerUser(request, token);
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('e2e.records')) return;
    window.sessionStorage.setItem('e2e.records', '1');
    window.localStorage.setItem('djshop.popupClosed.7', '1763700000000');
  });
  await app.open(PATHS.user);
  // The choice is stored once made (a first visit follows the browser's language without storing it).
  await page.getByRole('radio', { name: '简体中文' }).check();
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByText(user.nickname)).toBeVisible();
  const version = await app.stored(STORAGE.versionTimestamp);
  expect(version).not.toBeNull();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in or sign up' })).toBeVisible();
  expect(await mock.callsTo('/api/h5.user/logout')).toHaveLength(1);
  const check = await request.get('/api/h5.user/userInfo', { headers: { token } });
  expect(check.status()).toBe(401);
  expect(await app.stored(STORAGE.token)).toBeNull();
  expect(await app.stored(STORAGE.locale)).toBe('en');
  expect(await app.stored(STORAGE.versionTimestamp)).toBe(version);
  expect(await app.stored('djshop.popupClosed.7')).toBe('1763700000000');
  // A visitor sees no entry that only a member may use.
  await expect(page.getByRole('link', { name: 'My collection' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Customer service' })).toBeVisible();

  await page.getByRole('link', { name: 'Log in or sign up' }).click();
  await new LoginPage(page).withPassword('demo-user', DEMO_PASSWORD);
  await app.expectRoute(PATHS.user);
  await expect(page.getByText(user.nickname)).toBeVisible();
  const fresh = await app.stored(STORAGE.token);
  expect(fresh).not.toBeNull();
  expect(fresh).not.toBe(token);
  expect((await providerUser(request, fresh ?? '')).id).toBe(user.id);
});
