import { runAxe } from '../fixtures/axe.ts';
import { expect, login, STORAGE, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

// The account pages, checked by axe (every impact, WCAG A and AA) once their data is on screen, in Simplified
// Chinese, the language most of the shop's users read. What changes with the language (the words, `lang`, no
// key shown raw, the back button) the route sweep checks on these pages in all three, with axe again in
// English for serious and critical violations; axe over the same markup in each language took three minutes
// of the suite and found what one pass finds.

const ROUTES = [
  PATHS.user,
  PATHS.userInfo,
  PATHS.updatePassword,
  PATHS.binding,
  PATHS.myCollection,
  PATHS.myAttention,
  PATHS.recentlyPlayed,
  PATHS.customMusicGenre,
  PATHS.service,
  PATHS.privacyPolicy,
  PATHS.userAgreement,
] as const;

const locale = 'zh-Hans';

test(`account pages in ${locale} have no accessibility violations`, async ({ app, page, mock }) => {
  // Eleven pages, each checked by axe: seconds each on a busy machine.
  test.setTimeout(240_000);
  await login(page, mock, 'demo-user');
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: STORAGE.locale,
    value: locale,
  });
  for (const route of ROUTES) {
    await app.open(route);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // Tab pages stay mounted, hidden, after the app leaves them: the page on screen has the one visible title.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Wait for the data: no skeleton left on the page.
    await expect(page.locator('main [aria-busy="true"], main .profile--loading')).toHaveCount(0);
    const { violations } = await runAxe(page, { tags: ['wcag2a', 'wcag2aa'] });
    expect(violations.map((v) => `${route}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
      [],
    );
  }
});
