import { runAxe } from '../fixtures/axe.ts';
import { expect, login, test } from '../fixtures/index.ts';

// Every creators' route, as the approved demo musician sees it, in each locale: the page's own title and no
// string key left untranslated; and, in Simplified Chinese, no accessibility violation (axe over the same
// markup in each language found what one pass finds, at a minute of the suite a language).
const ROUTES: readonly [path: string, title: Record<'en' | 'zh-Hans' | 'zh-Hant', string | RegExp>][] = [
  [
    '/pages/user/musicians/apply',
    { en: 'Apply as a musician', 'zh-Hans': '申请成为音乐人', 'zh-Hant': '申請成為音樂人' },
  ],
  ['/pages/user/musicians/userCenter', { en: 'Musician centre', 'zh-Hans': '音乐人中心', 'zh-Hant': '音樂人中心' }],
  ['/pages/user/songUpload', { en: 'Upload a song', 'zh-Hans': '上传单曲', 'zh-Hant': '上傳單曲' }],
  ['/pages/user/albumUpload', { en: 'Create an album', 'zh-Hans': '创建专辑', 'zh-Hant': '建立專輯' }],
  ['/pages/user/musicians/withdrawal', { en: 'Withdraw', 'zh-Hans': '提现', 'zh-Hant': '提現' }],
  [
    '/pages/user/musicians/writerInfo',
    { en: 'My musician profile', 'zh-Hans': '我的音乐人资料', 'zh-Hant': '我的音樂人資料' },
  ],
  [
    '/pages/user/musicians/writerUserInfo',
    { en: 'My application', 'zh-Hans': '我的申请资料', 'zh-Hant': '我的申請資料' },
  ],
  [
    '/pages/user/userWriterInfo',
    { en: 'Edit musician profile', 'zh-Hans': '编辑音乐人资料', 'zh-Hant': '編輯音樂人資料' },
  ],
  ['/pages/makers/edit', { en: 'Edit musician profile', 'zh-Hans': '编辑音乐人资料', 'zh-Hant': '編輯音樂人資料' }],
  ['/pages/makers/list', { en: 'Musicians', 'zh-Hans': '音乐人', 'zh-Hant': '音樂人' }],
  ['/pages/makers/home?id=1', { en: /\S/, 'zh-Hans': /\S/, 'zh-Hant': /\S/ }],
  ['/pages/makers/works?id=1', { en: 'Works', 'zh-Hans': '作品', 'zh-Hant': '作品' }],
];

// A dotted lower-camel key such as `withdraw.errors.amount` shown as text means a missing string.
const RAW_KEY = /\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+(\.[a-zA-Z]+)*\b/;

for (const lang of ['en', 'zh-Hans', 'zh-Hant'] as const) {
  const axe = lang === 'zh-Hans' ? ' and without accessibility violations' : '';
  test(`creators' routes in ${lang}: titled, translated${axe}`, async ({ app, page, mock }) => {
    test.setTimeout(180_000);
    await login(page, mock, 'demo-musician');
    for (const [path, titles] of ROUTES) {
      await app.open(path, `?lang=${lang}`);
      await expect(app.title, path).toHaveText(titles[lang]);
      // Loaded: no skeleton is left.
      await expect(page.locator('main [aria-busy="true"]'), path).toHaveCount(0);
      const text = await page.locator('main').innerText();
      expect(text, `${path}: untranslated key`).not.toMatch(RAW_KEY);
      if (lang !== 'zh-Hans') continue;
      const { violations } = await runAxe(page, { include: ['main'] });
      const found = violations.flatMap((v) =>
        v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary ?? ''}`),
      );
      expect(found, `${path} (${lang})`).toEqual([]);
    }
  });
}
