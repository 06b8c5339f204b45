import { expect, test } from '../fixtures/index.ts';

// The search entries are announced as a search (a named landmark with a named search box), not by their
// placeholder, in each language; what is typed there opens the search page on it.

const NAMES = [
  { locale: 'en-US', label: 'Search the catalogue' },
  { locale: 'zh-CN', label: '搜索曲库' },
  { locale: 'zh-TW', label: '搜尋曲庫' },
] as const;

for (const { locale, label } of NAMES) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the Category tab and Home name their search entry; the search page names its search', async ({
      app,
      page,
    }) => {
      await app.open('/pages/tabbar/type/index');
      const landmark = page.getByRole('search', { name: label });
      const box = landmark.getByRole('searchbox', { name: label });
      // The first page of a fresh app waits for its code and its strings.
      await expect(box).toBeVisible({ timeout: 15_000 });
      await box.fill('house');
      await box.press('Enter');
      await app.expectRoute('/pages/index/search?keyword=house');
      await expect(page.getByRole('search', { name: label })).toBeVisible();
      await expect(page.getByRole('searchbox')).toHaveValue('house');

      await app.open('/pages/tabbar/home/index');
      await app.ready();
      await expect(page.getByRole('search', { name: label }).getByRole('searchbox', { name: label })).toBeVisible();
    });
  });
}
