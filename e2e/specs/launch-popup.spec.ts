import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import type { MockControl } from '../fixtures/mock.ts';
import { LaunchPopup } from '../pages/launch-popup.ts';
import { PATHS, type ShopApp } from '../pages/shop-app.ts';

// The mock's popups (mock-server/src/store/modules/home.ts), in the order the app considers them.
const WELCOME = '新人福利 Welcome gift'; // popradio 'first'
const DAILY = '每日推荐 Daily pick'; // popradio 3 (days)
const FLASH = '限时活动 Flash sale'; // popradio 0, starts one hour into mock time

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

test.use({ launchPopups: true });

/** Moves the provider's and the browser's clocks together, as the same days passing for both. */
async function advanceClocks(page: Page, mock: MockControl, ms: number): Promise<void> {
  await mock.advanceClock(ms);
  await page.clock.fastForward(ms);
}

/** A new launch: the app starts again and asks for its popups. */
async function relaunch(page: Page): Promise<void> {
  const popups = page.waitForResponse((response) => response.url().includes('/api/h5.index/getPopup'));
  await page.reload();
  await popups;
}

/** Two launches: the welcome popup on the first and the daily pick on the second, each seen and closed. */
async function closeWelcomeThenDaily(app: ShopApp, popup: LaunchPopup): Promise<void> {
  await app.open(PATHS.home);
  await popup.expectShown(WELCOME);
  await popup.close();
  await relaunch(popup.page);
  await popup.expectShown(DAILY);
  await popup.close();
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test("popradio 'first' shows a popup once ever; a tap on it is counted and followed", async ({ app, page, mock }) => {
  const popup = new LaunchPopup(page);
  await app.open(PATHS.home);
  await popup.expectShown(WELCOME);
  await expect(popup.dialog.getByRole('button', { name: 'Next picture' })).toBeVisible();
  await expect(popup.dialog.getByRole('button', { name: 'Previous picture' })).toBeVisible();

  // The arrows scroll the row of pictures to the next one and back; the one shown is the current one.
  const current = popup.dialog.locator('li[aria-current="true"]').getByRole('img');
  await popup.dialog.getByRole('button', { name: 'Next picture' }).click();
  await expect(popup.slide(WELCOME, 2)).toBeInViewport({ ratio: 0.9 });
  await expect(current).toHaveAccessibleName(new RegExp(`^${WELCOME}, picture 2 of 3`));
  await popup.dialog.getByRole('button', { name: 'Previous picture' }).click();
  await expect(popup.slide(WELCOME, 1)).toBeInViewport({ ratio: 0.9 });
  await expect(current).toHaveAccessibleName(new RegExp(`^${WELCOME}, picture 1 of 3`));

  // The first picture leads to the VIP tab: the tap is counted, the popup closes, the tab opens.
  await popup.slide(WELCOME, 1).click();
  await popup.expectGone();
  await app.expectRoute(PATHS.vip);
  await expect
    .poll(async () => (await mock.callsTo('/api/h5.index/popupClick')).map((call) => call.query))
    .toEqual(['id=1']);
  const closedAt = Number(await app.stored('djshop.popupClosed.1'));
  expect(closedAt).toBeGreaterThan(0);

  // Next launch: the welcome popup is not shown again, the next due one is.
  await relaunch(page);
  await popup.expectShown(DAILY);
  expect(await app.stored('djshop.popupClosed.1')).toBe(String(closedAt));

  // Not even many days later.
  await advanceClocks(page, mock, 10 * DAY_MS);
  await relaunch(page);
  await popup.expectShown(DAILY);
});

test('popradio N shows a popup again only once N days have passed since it was closed', async ({ app, page, mock }) => {
  const popup = new LaunchPopup(page);
  await closeWelcomeThenDaily(app, popup);
  const closedAt = Number(await app.stored('djshop.popupClosed.2'));

  // A minute short of 3 days: the daily pick stays away (the flash sale, due every launch, comes instead).
  await advanceClocks(page, mock, 3 * DAY_MS - MINUTE_MS);
  await relaunch(page);
  await popup.expectShown(FLASH);
  await popup.close();

  // 3 days on: it is back.
  await advanceClocks(page, mock, MINUTE_MS);
  await relaunch(page);
  await popup.expectShown(DAILY);
  expect(Date.parse(await page.evaluate(() => new Date().toISOString())) - closedAt).toBeGreaterThanOrEqual(3 * DAY_MS);
});

test('popradio 0 shows a popup on every launch, however recently it was closed', async ({ app, page, mock }) => {
  const popup = new LaunchPopup(page);
  await closeWelcomeThenDaily(app, popup);

  // The flash sale starts one hour into the provider's time.
  await advanceClocks(page, mock, HOUR_MS);
  for (let launch = 0; launch < 3; launch += 1) {
    await relaunch(page);
    await popup.expectShown(FLASH);
    // Escape closes it like the button does, and the close time is stored each time.
    await page.keyboard.press('Escape');
    await popup.expectGone();
    expect(Number(await app.stored('djshop.popupClosed.3'))).toBeGreaterThan(0);
  }
});
