import { expect, STORAGE, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

const LANGUAGES = [
  { lang: 'en', nav: 'Main sections', tabs: ['VIP', 'Home', 'Category', 'Cart', 'User centre'], help: 'Help centre' },
  { lang: 'zh-Hans', nav: '主要栏目', tabs: ['VIP', '首页', '分类', '购物车', '个人中心'], help: '帮助中心' },
  { lang: 'zh-Hant', nav: '主要欄目', tabs: ['VIP', '首頁', '分類', '購物車', '個人中心'], help: '幫助中心' },
] as const;

const BACK = { en: 'Back', 'zh-Hans': '返回', 'zh-Hant': '返回' } as const;

for (const { lang, nav, tabs, help } of LANGUAGES) {
  test(`?lang=${lang} shows the shop in that language`, async ({ app, page }) => {
    await app.open(PATHS.cart, `?lang=${lang}`);
    await app.expectTabLabels(tabs, page.getByRole('navigation', { name: nav }));
    await expect(page.getByRole('button', { name: help })).toBeVisible();
  });

  test(`the stored choice ${lang} wins over the query and the browser language`, async ({ app, page }) => {
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: STORAGE.locale,
      value: lang,
    });
    // A query naming another language must not override what the user chose.
    const other = lang === 'zh-Hant' ? 'zh-Hans' : 'zh-Hant';
    await app.open(PATHS.help, `?lang=${other}`);
    await expect(page.getByRole('heading', { level: 1, name: help })).toBeVisible();
    await page.getByRole('button', { name: BACK[lang] }).click();
    await app.expectRoute(PATHS.root);
    await app.expectTabLabels(tabs, page.getByRole('navigation', { name: nav }));
  });
}
