// scratch script (not committed)
import { chromium, devices } from '@playwright/test';

const [, , base, token, locale, ...routes] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const ctx = await browser.newContext({ ...devices['Pixel 7'] });
await ctx.addInitScript(
  ([t, l]) => {
    localStorage.setItem('djshop.token', t);
    localStorage.setItem('djshop.locale', l);
  },
  [token, locale],
);
await ctx.route('**/api/h5.index/getPopup*', (route) =>
  route.fulfill({ json: { code: 1, msg: '', time: String(Math.floor(Date.now() / 1000)), data: [] } }),
);
const page = await ctx.newPage();
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text());
});
page.on('pageerror', (e) => console.log('pageerror:', e.message));
let i = 0;
for (const r of routes) {
  await page.goto(`${base}/#${r}`);
  await page.waitForTimeout(2500);
  const name = `/tmp/buy/shots/${String(i++).padStart(2, '0')}-${locale}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name, r);
}
await browser.close();
