import type { Page } from '@playwright/test';
import { COMMUNITY, provider } from '../fixtures/community.ts';
import { expect, login, test } from '../fixtures/index.ts';

const LOAD_FAILED = 'Could not load this. Check your connection and try again.';

/** Each page, the call that feeds it, and what it shows once that call answers. */
const PAGES: { route: string; call: string; shows: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { route: COMMUNITY.circle, call: '/api/h5.index/circle', shows: (p) => p.getByRole('list', { name: 'Newest' }) },
  { route: COMMUNITY.detail(1), call: '/api/h5.index/pageDetail', shows: (p) => p.getByRole('article') },
  { route: COMMUNITY.my, call: '/api/h5.circle/my', shows: (p) => p.getByRole('list', { name: 'My articles' }) },
  {
    route: COMMUNITY.favorite,
    call: '/api/h5.circle/favorites',
    shows: (p) => p.getByRole('list', { name: 'My favourites' }),
  },
  { route: COMMUNITY.brands, call: '/api/h5.brand/list', shows: (p) => p.getByRole('list', { name: 'Brands' }) },
  {
    route: COMMUNITY.brand(1),
    call: '/api/h5.brand/detail',
    shows: (p) => p.getByRole('heading', { name: 'Team', exact: true }),
  },
  {
    route: COMMUNITY.apply(3),
    call: '/api/h5.brand/detail',
    shows: (p) => p.getByRole('button', { name: 'Send application' }),
  },
  {
    route: COMMUNITY.centre,
    call: '/api/h5.brand/myTeam',
    shows: (p) => p.getByRole('heading', { name: 'Team', exact: true }),
  },
  { route: COMMUNITY.edit, call: '/api/h5.brand/myTeam', shows: (p) => p.getByRole('button', { name: 'Save' }) },
];

test('community pages: the skeleton while the answer is on its way, an error when it fails, and a retry that recovers', async ({
  app,
  page,
  mock,
}) => {
  test.slow();
  // demo-musician owns a brand, has articles and favourites: every page has something to show.
  await login(page, mock, 'demo-musician');
  for (const [index, { route, call, shows }] of PAGES.entries()) {
    // Reached from the page before as the app's links reach it (the hash changes), unless that page fed on the
    // same call, whose answer the app may still hold for this one: then a fresh start. The failing answer is held
    // by the mock until the skeleton has been seen: an article's route asks for it while the page's code loads,
    // so an answer merely slow may come before the page shows. One load shows all three states: the skeleton,
    // the error, and the data once the retry's answer comes (a fresh start for each, as before, took twice as
    // long). (A route in the browser would turn its cache off and send every request of the test through the
    // runner.)
    if (PAGES[index - 1]?.call === call) await page.goto('about:blank');
    await mock.scenario({ path: call, times: 1, hold: true, httpStatus: 500 });
    await app.open(route);
    await expect(page.locator('[aria-busy="true"]').first(), `${route}: skeleton`).toBeVisible();
    await mock.release(call);
    const failed = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
    await expect(failed, `${route}: error`).toBeVisible();
    await expect(shows(page)).toHaveCount(0);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(shows(page), `${route}: recovered`).toBeVisible();
    await expect(failed).toHaveCount(0);
  }
});

test('community pages: empty states for a new account', async ({ app, page, request }) => {
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await provider(request, 'POST', '/api/h5.user/get_code', null, { mobile, event: 'login' });
  const signed = await provider<{ userinfo: { token: string } }>(request, 'POST', '/api/h5.user/smslogin', null, {
    mobile,
    captcha: '123456',
  });
  const token = signed.userinfo.token;
  await page.addInitScript((value) => window.localStorage.setItem('djshop.token', value), token);

  await app.open(COMMUNITY.my);
  await expect(page.getByText('You have not published anything yet.')).toBeVisible();
  await app.open(COMMUNITY.favorite);
  await expect(page.getByText('Articles you favourite appear here.')).toBeVisible();
  await app.open(COMMUNITY.centre);
  await expect(page.getByRole('alert')).toContainText('You have not joined a brand');
  await page.getByRole('link', { name: 'Browse brands' }).click();
  await app.expectRoute(COMMUNITY.brands);

  const fresh = await provider<{ id: number }>(request, 'POST', '/api/h5.circle/publish', token, {
    title: 'First post',
    content: 'Hello',
  });
  await app.open(COMMUNITY.detail(fresh.id));
  await expect(page.getByText('No comments yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '0 comments' })).toBeVisible();

  // Gone from the provider: its word, a way back, and no retry that would answer the same.
  await app.open(COMMUNITY.detail(48));
  await expect(page.locator('main')).toContainText('The article does not exist');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await app.open(COMMUNITY.brand(999));
  await expect(page.locator('main')).toContainText('The brand does not exist');
  await page.getByRole('link', { name: 'Brands' }).click();
  await app.expectRoute(COMMUNITY.brands);
});

test('community details: a busy refusal (code 0) keeps the error and its retry; only "does not exist" is gone', async ({
  app,
  page,
  mock,
}) => {
  await login(page, mock, 'demo-musician');
  const details = [PAGES[1], PAGES[5]].filter((p) => p !== undefined);
  expect(details.map((p) => p.call)).toEqual(['/api/h5.index/pageDetail', '/api/h5.brand/detail']);
  for (const { route, call, shows } of details) {
    await page.goto('about:blank');
    await mock.scenario({ path: call, times: 1, code: 0, msg: 'System busy, try later' });
    await app.open(route);
    const failed = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
    await expect(failed, `${route}: error`).toBeVisible();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(shows(page), `${route}: recovered`).toBeVisible();
  }
});
