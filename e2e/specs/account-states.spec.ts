import type { Locator, Page } from '@playwright/test';
import { providerFollows } from '../fixtures/account.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

// Every account page fed by the provider: its skeleton while the answer is on its way, its error with a
// retry that recovers, and (for the lists) its empty state. Failures and held answers come from the mock's
// scenario API.

interface StatePage {
  name: string;
  route: string;
  api: string;
  /** What shows once the data is in. */
  data: (page: Page) => Locator;
  /** Public pages are opened as a visitor. */
  visitor?: true;
}

const PAGES: StatePage[] = [
  {
    name: 'user centre',
    route: PATHS.user,
    api: '/api/h5.user/userInfo',
    data: (page) => page.getByRole('link', { name: /Edit profile/ }),
  },
  {
    name: 'profile',
    route: PATHS.userInfo,
    api: '/api/h5.user/userInfo',
    data: (page) => page.getByLabel('Nickname'),
  },
  {
    name: 'my collection',
    route: PATHS.myCollection,
    api: '/api/h5.user/mycollection',
    data: (page) => page.getByRole('list', { name: 'My collection' }).getByRole('article').first(),
  },
  {
    name: 'following',
    route: PATHS.myAttention,
    api: '/api/h5.user/myFollowApi',
    data: (page) => page.getByRole('list', { name: 'Following' }).getByRole('article').first(),
  },
  {
    name: 'recently played',
    route: PATHS.recentlyPlayed,
    api: '/api/h5.user/historyList',
    data: (page) => page.getByRole('list', { name: 'Recently played' }).getByRole('article').first(),
  },
  {
    name: 'genres',
    route: PATHS.customMusicGenre,
    api: '/api/h5.user/customGenre',
    data: (page) => page.getByRole('region', { name: 'My music genres' }).getByRole('button').first(),
  },
  {
    name: 'customer service',
    route: PATHS.service,
    api: '/api/h5.index/service',
    data: (page) => page.getByRole('button', { name: /^Copy the WeChat id / }),
    visitor: true,
  },
  {
    name: 'privacy policy',
    route: PATHS.privacyPolicy,
    api: '/api/h5.index/article',
    data: (page) => page.getByRole('article', { name: 'Privacy policy' }),
    visitor: true,
  },
  {
    name: 'user agreement',
    route: PATHS.userAgreement,
    api: '/api/h5.index/article',
    data: (page) => page.getByRole('article', { name: 'User agreement' }),
    visitor: true,
  },
];

/** A skeleton: the rows of a list or section on their way, or the profile card's placeholder. */
const skeleton = (page: Page) => page.locator('main').locator('[aria-busy="true"], .profile--loading').first();

for (const target of PAGES) {
  test(`${target.name}: skeleton while loading, an error with a retry that recovers`, async ({ app, page, mock }) => {
    if (!target.visitor) await login(page, mock, 'demo-user');
    // The held answer is a refusal: one load shows the skeleton, the error and, after the retry, the data (a
    // second load for the error took a reload's time more).
    await mock.scenario({ path: target.api, method: 'GET', times: 1, hold: true, code: 0, msg: 'Service busy' });
    await app.open(target.route);
    await expect(skeleton(page)).toBeVisible();
    await mock.release(target.api);
    await app.expectToastShown('Service busy');
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load this' });
    await expect(failure).toBeVisible();
    await expect(target.data(page)).toHaveCount(0);

    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(target.data(page)).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
}

const LISTS = [
  { route: PATHS.myCollection, empty: 'You have not collected anything yet.' },
  { route: PATHS.myAttention, empty: 'You do not follow any musician yet.' },
  { route: PATHS.recentlyPlayed, empty: 'Nothing played yet.' },
] as const;

test('the collection, follows and recently played say so when empty', async ({ app, page, mock, request }) => {
  // An ordinary account of the seed has collected and played nothing; it stops following its musicians.
  const token = await mock.session('user7');
  for (const writer of (await providerFollows(request, token)).data) {
    await request.post('/api/h5.writer/follow', { headers: { token }, data: { writer_id: writer.id } });
  }
  expect((await providerFollows(request, token)).total).toBe(0);
  await page.addInitScript((value) => window.localStorage.setItem('djshop.token', value), token);
  for (const { route, empty } of LISTS) {
    await app.open(route);
    await expect(page.getByText(empty)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
});

test('the genres page and the service FAQ say so when the provider has none', async ({ app, page, mock }) => {
  await login(page, mock, 'demo-user');
  await mock.scenario({
    path: '/api/h5.user/customGenre',
    method: 'GET',
    times: 1,
    code: 1,
    data: { genres: [], max: 10 },
  });
  await app.open(PATHS.customMusicGenre);
  await expect(page.getByText('There are no genres to choose from yet.')).toBeVisible();

  await mock.scenario({
    path: '/api/h5.index/service',
    times: 1,
    code: 1,
    data: { wechat: 'djshop_kf', mobile: '400-800-8888', qrcode: '', worktime: '10:00-22:00', faq: [] },
  });
  await app.open(PATHS.service);
  await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toContainText('Nothing here yet');
});
