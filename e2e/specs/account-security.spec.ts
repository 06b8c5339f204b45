import { providerLogin, providerUser } from '../fixtures/account.ts';
import { DEMO_PASSWORD, expect, login, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

const UPDATE_PASSWORD = PATHS.updatePassword;
const BINDING = PATHS.binding;
/** The mock's SMS and e-mail codes (the root README's demo accounts). */
const CODE = '123456';
/** demo-user's bound phone in the mock's seed. */
const DEMO_USER_MOBILE = '13800138001';

test('a new password set with a phone code is the one the provider then accepts', async ({
  app,
  page,
  mock,
  request,
}) => {
  await login(page, mock, 'demo-user');
  await app.open(UPDATE_PASSWORD);
  await expect(page.getByText('Enter your bound phone (138****8001); the code goes to it.')).toBeVisible();
  await page.getByLabel('Phone number').fill(DEMO_USER_MOBILE);
  await page.getByRole('button', { name: 'Get code' }).click();
  await app.expectToastShown('Code sent');
  // The 60 s countdown has begun.
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  const [sent] = await mock.callsTo('/api/h5.user/get_code');
  expect(sent?.body).toEqual({ mobile: DEMO_USER_MOBILE, event: 'resetpwd' });

  await page.getByLabel('Verification code').fill(CODE);
  await page.getByLabel('New password').fill('brandnew88');
  await page.getByLabel('Repeat password').fill('brandnew88');
  await page.getByRole('button', { name: 'Change password' }).click();
  await app.expectToastShown('Password changed');

  expect(await providerLogin(request, 'demo-user', 'brandnew88')).not.toBeNull();
  expect(await providerLogin(request, 'demo-user', DEMO_PASSWORD)).toBeNull();
});

test('two different passwords are refused before anything is sent', async ({ app, page, mock, request }) => {
  await login(page, mock, 'demo-user');
  await app.open(UPDATE_PASSWORD);
  await page.getByLabel('Phone number').fill(DEMO_USER_MOBILE);
  await page.getByLabel('Verification code').fill(CODE);
  await page.getByLabel('New password').fill('brandnew88');
  await page.getByLabel('Repeat password').fill('brandnew89');
  await page.getByRole('button', { name: 'Change password' }).click();
  await app.expectToastShown('The two passwords do not match');
  expect(await mock.callsTo('/api/user/resetpwd')).toHaveLength(0);
  expect(await providerLogin(request, 'demo-user', DEMO_PASSWORD)).not.toBeNull();
});

test('a user with a random password is told to set one', async ({ app, page, mock }) => {
  // A new phone logs in by SMS: the provider creates the account with a random password.
  await app.open(PATHS.login);
  await page.getByLabel('Phone number').fill('13700137000');
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(CODE);
  await page.getByRole('button', { name: 'Log in' }).click();
  await app.dialog.getByRole('button', { name: 'Later' }).click();
  await app.expectRoute(PATHS.user);
  await page.getByRole('link', { name: /Change password/ }).click();
  await expect(page.getByRole('note')).toContainText('Your account was created with a random password');
  expect((await mock.callsTo('/api/h5.user/smslogin')).length).toBe(1);
});

test('the bound phone changes once the code sent to the new number is entered', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  await app.open(BINDING);
  await expect(page.getByText('Bound now: 138****8001')).toBeVisible();
  await page.getByLabel('Phone number').fill('13900139000');
  await page.getByRole('button', { name: 'Get code' }).click();
  await app.expectToastShown('Code sent');
  const [sent] = await mock.callsTo('/api/h5.user/get_code');
  expect(sent?.body).toEqual({ mobile: '13900139000', event: 'changemobile' });
  await page.getByLabel('Verification code').fill(CODE);
  await page.getByRole('button', { name: 'Bind' }).click();
  await app.expectToastShown('Phone number changed');
  await expect(page.getByText('Bound now: 139****9000')).toBeVisible();

  expect((await providerUser(request, token)).mobile).toBe('139****9000');
  expect(await providerLogin(request, '13900139000', DEMO_PASSWORD)).not.toBeNull();
});
