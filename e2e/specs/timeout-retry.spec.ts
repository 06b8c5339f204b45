import { holdBack, signal } from '../fixtures/hold.ts';
import { expect, test } from '../fixtures/index.ts';
import type { MockControl } from '../fixtures/mock.ts';
import { PATHS } from '../pages/shop-app.ts';

const CARDS_CALL = '/api/h5.vip/cards';
const REQUEST_TIMEOUT_MS = 30_000;
const TIMEOUT_MESSAGE = 'The connection timed out, click the screen to try again.';

/** The cards' first call is kept waiting by the mock (the client gives up on it at the time-out). */
async function holdFirstCardsCall(mock: MockControl): Promise<void> {
  await mock.scenario({ path: CARDS_CALL, times: 1, hold: true });
}

/**
 * Waits until the first call has reached the mock, before the page's clock passes the time-out. That the page sent
 * it is not enough: a call the client gave up on before it reached the mock left the held answer to the retry,
 * which then waited too (seen once in a full run on two busy cores).
 */
async function firstCardsCallArrived(mock: MockControl): Promise<void> {
  await expect.poll(() => mock.held(), { message: 'the first call for the cards held by the mock' }).toBe(1);
}

test('a tap on the time-out layer asks again and brings the data', async ({ app, page, mock }) => {
  // The first call for the VIP cards is held beyond the time-out; the page's clock passes the 30 s.
  await holdFirstCardsCall(mock);
  await page.clock.install();
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === CARDS_CALL);
  await app.open(PATHS.vip);
  await sent;
  await firstCardsCallArrived(mock);
  await app.ready();
  const cards = page.locator('.vip-card');
  const layer = page.getByRole('alertdialog', { name: TIMEOUT_MESSAGE });

  await page.clock.fastForward(REQUEST_TIMEOUT_MS);
  await expect(layer).toBeVisible();
  await expect(cards).toHaveCount(0);

  // The first call never answers (the client gave up on it), so an answer here is the retry's.
  const retried = page.waitForResponse((response) => new URL(response.url()).pathname === CARDS_CALL);
  await layer.click();
  await expect(layer).toBeHidden();
  await retried;
  await expect(cards.first()).toBeVisible();
});

test('the layer is reached and dismissed from the keyboard', async ({ app, page, mock }) => {
  await holdFirstCardsCall(mock);
  await page.clock.install();
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === CARDS_CALL);
  await app.open(PATHS.vip);
  await sent;
  await firstCardsCallArrived(mock);
  await page.clock.fastForward(REQUEST_TIMEOUT_MS);
  await expect(page.getByRole('button', { name: TIMEOUT_MESSAGE })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: TIMEOUT_MESSAGE })).toBeHidden();
  await expect(page.locator('.vip-card').first()).toBeVisible();
});

test("a time-out while the page's code is still on its way: the tap asks again for what the page will show", async ({
  app,
  page,
  mock,
}) => {
  // Home first; then the VIP tab, whose route asks for the cards at once while its code is held back, as on a
  // slow line: the cards' request times out before the page is there to show it.
  await app.open(PATHS.home);
  await app.ready();
  await holdFirstCardsCall(mock);
  const code = signal();
  await holdBack(page, /\/assets\/VipPage-[^/]+\.js$/, code.promise);
  await page.clock.install();
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === CARDS_CALL);
  await app.tab('VIP').click();
  await sent;
  await firstCardsCallArrived(mock);
  await page.clock.fastForward(REQUEST_TIMEOUT_MS);
  const layer = page.getByRole('alertdialog', { name: TIMEOUT_MESSAGE });
  await expect(layer).toBeVisible();

  const retried = page.waitForResponse((response) => new URL(response.url()).pathname === CARDS_CALL);
  await layer.click();
  await expect(layer).toBeHidden();
  await retried;
  code.resolve();
  await app.expectRoute(PATHS.vip);
  await expect(page.locator('.vip-card').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load this' })).toHaveCount(0);
});
