import { expect, STORAGE, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

// The switch names each language in itself; the strings checked are the user centre's title and the tabs.
const LANGUAGES = [
  {
    lang: 'zh-Hans',
    option: '简体中文',
    title: '个人中心',
    legend: '语言',
    nav: '主要栏目',
    tabs: ['VIP', '首页', '分类', '购物车', '个人中心'],
  },
  {
    lang: 'zh-Hant',
    option: '繁體中文',
    title: '個人中心',
    legend: '語言',
    nav: '主要欄目',
    tabs: ['VIP', '首頁', '分類', '購物車', '個人中心'],
  },
  {
    lang: 'en',
    option: 'English',
    title: 'User centre',
    legend: 'Language',
    nav: 'Main sections',
    tabs: ['VIP', 'Home', 'Category', 'Cart', 'User centre'],
  },
] as const;

test('the user centre switches between the three languages, and the choice survives a reload', async ({
  app,
  page,
}) => {
  await app.open(PATHS.user);
  await expect(page.getByRole('heading', { level: 1, name: 'User centre' })).toBeVisible();

  for (const { lang, option, title, legend, nav, tabs } of LANGUAGES) {
    await page.getByRole('radio', { name: option }).check();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('group', { name: legend })).toBeVisible();
    await app.expectTabLabels(tabs, page.getByRole('navigation', { name: nav }));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(await app.stored(STORAGE.locale)).toBe(lang);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('radio', { name: option })).toBeChecked();
    await app.expectTabLabels(tabs, page.getByRole('navigation', { name: nav }));
  }
});
