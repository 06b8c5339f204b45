import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

// No screen can make these calls (see e2e/README.md): the e2e build exposes the app's navigation service
// (web/src/app/e2e-hooks.ts; the part of its shape these journeys use is restated here, as the e2e project
// cannot compile the app's modules).
type Operation = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab';
type Result = { ok: true } | { ok: false; error: { message: string } };

declare global {
  interface Window {
    __djshopE2e?: { navigation: Record<Operation, (url: string) => Promise<Result>> };
  }
}

/** Runs one navigation operation in the page; resolves with its failure message, or null when it went. */
function navigate(page: Page, operation: Operation, url: string): Promise<string | null> {
  return page.evaluate(
    async ([op, to]) => {
      const hooks = window.__djshopE2e;
      if (!hooks) throw new Error('This build has no e2e hooks (VITE_E2E_HOOKS=on)');
      const result = await hooks.navigation[op](to);
      return result.ok ? null : result.error.message;
    },
    [operation, url] as const,
  );
}

test('navigateTo and redirectTo refuse a tab page with their messages, and the page stays', async ({ app, page }) => {
  await app.open(PATHS.help);
  await app.ready();
  await page.waitForFunction(() => window.__djshopE2e !== undefined);

  for (const operation of ['navigateTo', 'redirectTo'] as const) {
    const message = `${operation}:fail cannot ${operation} to a tab page "${PATHS.vip}"`;
    expect(await navigate(page, operation, PATHS.vip)).toBe(message);
    await app.expectToastShown(message);
    expect(app.route()).toBe(PATHS.help);
  }

  // reLaunch accepts a tab page.
  expect(await navigate(page, 'reLaunch', PATHS.vip)).toBeNull();
  await app.expectRoute(PATHS.vip);
  await expect(app.tab('VIP')).toHaveAttribute('aria-current', 'page');
});

test('switchTab refuses a page that is not a tab, and the tab stays', async ({ app, page }) => {
  await app.open(PATHS.cart);
  await app.ready();
  await page.waitForFunction(() => window.__djshopE2e !== undefined);

  const message = `switchTab:fail cannot switch to a page that is not a tab page "${PATHS.help}"`;
  expect(await navigate(page, 'switchTab', PATHS.helpCache)).toBe(message);
  await app.expectToastShown(message);
  expect(app.route()).toBe(PATHS.cart);
  await expect(app.tab('Cart')).toHaveAttribute('aria-current', 'page');

  // reLaunch accepts a page that is not a tab.
  expect(await navigate(page, 'reLaunch', PATHS.helpCache)).toBeNull();
  await app.expectRoute(PATHS.helpCache);
  await expect(page.getByRole('heading', { name: 'How to clear the cache' })).toBeVisible();
});
