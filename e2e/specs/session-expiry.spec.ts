import { DEMO_PASSWORD, expect, login, STORAGE, test } from '../fixtures/index.ts';
import { LoginPage } from '../pages/login-page.ts';
import { PATHS } from '../pages/shop-app.ts';

// Every page load asks for the global config; scripting its answer ends the session wherever the user is.
const CONFIG_CALL = '/api/h5.Index/setSystemInfo';

for (const code of [401, 3, 30001]) {
  test(`code ${code} ends the session, and logging in returns to the remembered page`, async ({ app, page, mock }) => {
    const oldToken = await login(page, mock, 'demo-user');
    await mock.scenario({ path: CONFIG_CALL, times: 1, code, msg: 'Please login first' });

    await app.open(PATHS.helpCache);

    const loginPage = new LoginPage(page);
    await app.expectRoute(PATHS.login);
    await expect(loginPage.heading).toBeVisible();
    expect(await app.stored(STORAGE.token)).toBeNull();
    expect(await app.stored(STORAGE.returnTo)).toBe(PATHS.helpCache);
    // A re-login is not an error to report: no toast with the server's message.
    await expect(app.toast).not.toContainText('Please login first');

    await loginPage.withPassword('demo-user', DEMO_PASSWORD);

    await app.expectRoute(PATHS.helpCache);
    await expect(page.getByRole('heading', { name: 'How to clear the cache' })).toBeVisible();
    const newToken = await app.stored(STORAGE.token);
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    expect(await app.stored(STORAGE.returnTo)).toBeNull();
  });
}

test('code -95102 clears the token only: the user stays on the page', async ({ app, page, mock }) => {
  await login(page, mock, 'demo-user');
  await mock.scenario({ path: CONFIG_CALL, times: 1, code: -95102, msg: 'Token dropped' });

  await app.open(PATHS.helpCache);

  await expect.poll(() => app.stored(STORAGE.token)).toBeNull();
  await expect(page.getByRole('heading', { name: 'How to clear the cache' })).toBeVisible();
  expect(app.route()).toBe(PATHS.helpCache);
  expect(await app.stored(STORAGE.returnTo)).toBeNull();
  await expect(app.toast).not.toContainText('Token dropped');
});
