import { expect, login, test } from '../fixtures/index.ts';
import { providerWithdrawals, providerWriterAmount } from '../fixtures/provider.ts';
import { PATHS } from '../pages/shop-app.ts';

const CENTRE = PATHS.musicianCentre;
const WITHDRAW_CALL = '/api/h5.writer/setWithdraw';
const cents = (amount: string) => Math.round(Number.parseFloat(amount) * 100);
const yuan = (value: number) => `¥${(value / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

test('the musician withdraws: below the minimum and above the balance are refused, a valid amount moves to frozen', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-musician');
  const before = await providerWriterAmount(request, token);
  expect(cents(before.balance)).toBeGreaterThan(cents(before.withdraw_min) + 20_000);

  await app.open(CENTRE);
  await expect(page.getByTestId('balance')).toHaveText(yuan(cents(before.balance)));
  await page.getByRole('link', { name: 'Withdraw' }).click();
  await app.expectRoute(PATHS.withdrawal);

  const submit = page.getByRole('button', { name: 'Request the withdrawal' });
  const expectMessage = async (message: string) => {
    await submit.click();
    await app.expectToastShown(message);
  };
  await expectMessage('Please select the withdrawal method');
  await page.getByText('Alipay', { exact: true }).click();
  await expectMessage('Please enter the account');
  await page.getByLabel('Account', { exact: true }).fill('13800138000');
  await expectMessage('Please enter the account name');
  await page.getByLabel('Account name').fill('王伟');
  await expectMessage('Please enter your contact');
  await page.getByLabel('Contact', { exact: true }).fill('13800138000');
  await expectMessage('Please enter the amount');
  await page.getByLabel('Amount (¥)').fill(String((cents(before.withdraw_min) - 100) / 100));
  await expectMessage(`The minimum withdrawal is ${yuan(cents(before.withdraw_min))}`);
  await page.getByLabel('Amount (¥)').fill(String((cents(before.balance) + 1) / 100));
  await expectMessage('Your balance is insufficient');
  expect(await mock.callsTo(WITHDRAW_CALL)).toHaveLength(0);
  expect(await providerWriterAmount(request, token)).toEqual(before);

  await page.getByLabel('Amount (¥)').fill('200');
  await page.getByRole('textbox', { name: 'Remarks' }).fill('尽快到账');
  await submit.click();
  await app.expectRoute(`${CENTRE}?tab=withdrawals`);
  await expect(page.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText('Pending').first()).toBeVisible();

  const after = await providerWriterAmount(request, token);
  expect(cents(after.balance)).toBe(cents(before.balance) - 20_000);
  expect(cents(after.frozen)).toBe(cents(before.frozen) + 20_000);
  await expect(page.getByTestId('balance')).toHaveText(yuan(cents(after.balance)));
  const [latest] = (await providerWithdrawals(request, token)).data;
  expect(latest).toMatchObject({ type: 'alipay', amount: '200.00', status: 'pending' });
  expect((await mock.callsTo(WITHDRAW_CALL))[0]?.body).toMatchObject({
    account: '13800138000',
    account_name: '王伟',
    contact: '13800138000',
    remarks: '尽快到账',
  });
});

test('the centre: earnings that fail to load offer a retry; the ledger, chart and submissions are shown', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-musician');
  const amount = await providerWriterAmount(request, token);
  await mock.scenario({ path: '/api/h5.Writer/amount', times: 1, httpStatus: 500, html: '<h1>Server error</h1>' });
  await app.open(CENTRE);
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(page.getByTestId('balance')).toHaveText(yuan(cents(amount.balance)));
  await expect(page.getByText(yuan(cents(amount.frozen))).first()).toBeVisible();

  // The chart is drawn by uPlot, which only this page loads.
  await expect(
    page
      .getByRole('img', { name: /^Income chart of the last 30 days/ })
      .locator('canvas')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ledger' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await expect(page.getByRole('tabpanel').getByText('Under review').first()).toBeVisible();
});

test('a user whose application is under review is told so on the centre, which asks nothing of earnings', async ({
  app,
  page,
  mock,
}) => {
  await login(page, mock, 'demo-applicant');
  await app.open(CENTRE);
  await expect(page.getByRole('heading', { name: 'Musicians only' })).toBeVisible();
  await expect(page.getByText('Your application is under review')).toBeVisible();
  await page.getByRole('link', { name: 'See my application' }).click();
  await app.expectRoute(PATHS.musicianApply);
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
  expect(await mock.callsTo('/api/h5.Writer/amount')).toHaveLength(0);
});
