import type { SuccessData } from '@djshop/api';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { runAxe, WCAG_A_AA } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

// The storefront's detail pages, the comments and the play page in their loading, error, not-found and
// empty states. A failed load is an error with a retry that recovers; an item the provider says does not
// exist is "not available" with a way on, never a retry that would hear the same answer again.

const LOAD_FAILED = 'Could not load this. Check your connection and try again.';
const MISSING = 999999;

type Listed = { id: number; title: string };

async function data<T>(request: APIRequestContext, path: string, params: Record<string, string | number>): Promise<T> {
  const body = await (await request.get(path, { params })).json();
  expect(body.code, `${path} ${JSON.stringify(params)}: ${body.msg}`).toBe(1);
  return body.data as T;
}

const first = async (request: APIRequestContext, path: string, params: Record<string, string | number> = {}) => {
  const item = (await data<{ data: Listed[] }>(request, path, { limit: 1, ...params })).data[0];
  expect(item, `the seed has an item for ${path} ${JSON.stringify(params)}`).toBeDefined();
  return item as Listed;
};

/** A detail page: where it is, the call that feeds it, and what shows once that call has answered. */
interface DetailCase {
  name: string;
  call: string;
  /** The page's route for an id. */
  route: (id: number) => string;
  /** A listed item the page shows. */
  item: (request: APIRequestContext) => Promise<Listed>;
  loaded: (page: Page, item: Listed) => Locator;
}

const title = (page: Page, item: Listed) => page.getByRole('heading', { level: 2, name: item.title, exact: true });

const DETAILS: DetailCase[] = [
  {
    name: 'music (singleDetail)',
    call: '/api/h5.goods/detail',
    route: (id) => `${PATHS.singleDetail}?id=${id}&type=music`,
    item: (request) => first(request, '/api/h5.index/djSingle'),
    loaded: title,
  },
  {
    name: 'special (singleDetail)',
    call: '/api/h5.goods/detail',
    route: (id) => `${PATHS.singleDetail}?id=${id}&type=special`,
    item: (request) => first(request, '/api/h5.goods/search', { goods_type: 'pack', section: 'album' }),
    loaded: title,
  },
  {
    name: 'TV (tvDetail)',
    call: '/api/h5.goods/videoDetail',
    route: (id) => `${PATHS.tvDetail}?id=${id}`,
    item: (request) => first(request, '/api/h5.goods/search', { section: 'tv' }),
    loaded: title,
  },
  {
    name: 'video (videoDetail)',
    call: '/api/h5.goods/videoDetail',
    route: (id) => `${PATHS.videoDetail}?id=${id}`,
    item: (request) => first(request, '/api/h5.index/teaching'),
    loaded: title,
  },
  {
    name: 'video player (tvplayer)',
    call: '/api/h5.goods/videoDetail',
    route: (id) => `${PATHS.tvplayer}?id=${id}`,
    item: (request) => first(request, '/api/h5.index/teaching'),
    loaded: (page) => page.getByRole('region', { name: 'Video player' }),
  },
  {
    name: 'physical goods (materialObjectDetail)',
    call: '/api/h5.goods/objectDetail',
    route: (id) => `${PATHS.materialObjectDetail}?id=${id}`,
    item: (request) => first(request, '/api/h5.goods/search', { goods_type: 'physical' }),
    loaded: title,
  },
  {
    name: 'group buy (goodsDetail)',
    call: '/api/h5.group/goodsDetail',
    route: (id) => `${PATHS.goodsDetail}?id=${id}`,
    item: async (request) => {
      const offer = (await data<{ data: { goods: Listed }[] }>(request, '/api/h5.group/lists', { limit: 1 })).data[0];
      expect(offer, 'the seed has a group-buy offer').toBeDefined();
      return offer?.goods as Listed;
    },
    loaded: title,
  },
];

const skeleton = (page: Page) => page.locator('main [aria-busy="true"]').first();
const loadFailed = (page: Page) => page.getByRole('alert').filter({ hasText: LOAD_FAILED });
const unavailable = (page: Page, heading = 'This item is not available') =>
  page.getByRole('main').getByRole('heading', { name: heading });

for (const detail of DETAILS) {
  test(`${detail.name}: skeleton while loading, an error whose retry recovers`, async ({
    app,
    page,
    mock,
    request,
  }) => {
    const item = await detail.item(request);
    // The route asks for the item while the page's code loads, so its answer may come before the page shows:
    // it is held by the mock until the skeleton has been seen (not by a route in the browser, which would turn
    // its cache off and send every request of the test through the runner). The held answer is a refusal: one
    // load shows the skeleton, the error and, after the retry, the item (a second load for the error took a
    // reload's time more).
    await mock.scenario({ path: detail.call, times: 1, hold: true, code: 0, msg: 'Service busy, try later' });
    await app.open(detail.route(item.id));
    await expect(skeleton(page)).toBeVisible();
    await mock.release(detail.call);
    await app.expectToastShown('Service busy, try later');
    await expect(loadFailed(page)).toBeVisible();
    await expect(detail.loaded(page, item)).toHaveCount(0);
    // A refusal that is not "does not exist" is worth asking again: it is no "not available".
    await expect(unavailable(page)).toHaveCount(0);

    await loadFailed(page).getByRole('button', { name: 'Try again' }).click();
    await expect(detail.loaded(page, item)).toBeVisible();
    await expect(loadFailed(page)).toHaveCount(0);
    await expect(skeleton(page)).toHaveCount(0);
  });

  test(`${detail.name}: an item the provider does not have is "not available", with the way to the catalogue`, async ({
    app,
    page,
    request,
  }) => {
    const route = detail.route(MISSING);
    // The provider's own answer to the call the page makes, in the language the English page asks for.
    const params = Object.fromEntries(new URLSearchParams(route.split('?')[1]));
    const refused = await (await request.get(detail.call, { params, headers: { 'accept-language': 'en' } })).json();
    expect(refused.code, `${detail.call} refuses id ${MISSING}`).toBe(0);

    await app.open(route);
    await expect(unavailable(page)).toBeVisible();
    await app.expectToastShown(refused.msg);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(loadFailed(page)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Browse the catalogue' }).click();
    await app.expectRoute(PATHS.category);
  });
}

test('a detail link without a usable id is "not available" too, and asks the provider nothing', async ({
  app,
  page,
  mock,
}) => {
  await app.open(`${PATHS.materialObjectDetail}?id=abc`);
  await expect(unavailable(page)).toBeVisible();
  expect(await mock.callsTo('/api/h5.goods/objectDetail')).toHaveLength(0);
});

test('the "not available" state has no accessibility violations', async ({ app, page }) => {
  for (const [route, heading] of [
    [`${PATHS.goodsDetail}?id=${MISSING}`, 'This item is not available'],
    [`${PATHS.commentReply}?comment_id=${MISSING}`, 'This comment is not available'],
  ] as const) {
    // The second link changes only the hash: the first page stays until the second has rendered, so the check
    // waits for the second page's own state before reading it (or adding the probe to it).
    await app.open(route);
    await expect(unavailable(page, heading)).toBeVisible();
    const { violations } = await runAxe(page, { tags: WCAG_A_AA });
    expect(violations.map((v) => `${route}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
      [],
    );
  }
  // The check itself sees what it is there for: a button without a name and a picture without a text, added
  // to the same page, are critical violations.
  await page
    .getByRole('main')
    .evaluate((main) =>
      main.insertAdjacentHTML(
        'beforeend',
        '<div id="axe-probe"><button type="button"></button><img src="/favicon.svg"></div>',
      ),
    );
  await expect(page.locator('#axe-probe')).toBeVisible();
  const { violations } = await runAxe(page, { include: ['#axe-probe'], tags: WCAG_A_AA });
  expect(violations.map((v) => `${v.id} ${v.impact}`).sort()).toEqual(['button-name critical', 'image-alt critical']);
});

/** A DJ single with comments, one of them with replies, and one without any comment. */
async function commentSeed(request: APIRequestContext) {
  const singles = await data<{ data: Listed[] }>(request, '/api/h5.index/djSingle', { limit: 20, sort: 'hot' });
  type Comments = { total: number; data: { id: number; reply_count: number }[] };
  let commented: { goods: number; comment: number; unanswered: number | undefined } | undefined;
  let uncommented: number | undefined;
  for (const goods of singles.data) {
    const comments = await data<Comments>(request, '/api/h5.goods/comments', { goods_id: goods.id, limit: 20 });
    const answered = comments.data.find((comment) => comment.reply_count > 0);
    if (comments.total === 0) uncommented ??= goods.id;
    else if (answered && !commented) {
      const unanswered = comments.data.find((comment) => comment.reply_count === 0)?.id;
      commented = { goods: goods.id, comment: answered.id, unanswered };
    }
  }
  expect(commented, 'a DJ single with a comment that has replies').toBeDefined();
  expect(uncommented, 'a DJ single without comments').toBeDefined();
  return { ...(commented as NonNullable<typeof commented>), uncommented: uncommented as number };
}

const COMMENT_PAGES = [
  {
    name: 'comments',
    call: '/api/h5.goods/comments',
    route: (seed: Awaited<ReturnType<typeof commentSeed>>) => `${PATHS.comment}?goods_id=${seed.goods}`,
    loaded: (page: Page) => page.getByRole('list', { name: 'Comments' }).getByRole('article').first(),
  },
  {
    name: 'replies',
    call: '/api/h5.goods/replies',
    route: (seed: Awaited<ReturnType<typeof commentSeed>>) => `${PATHS.commentReply}?comment_id=${seed.comment}`,
    loaded: (page: Page) => page.getByRole('list', { name: 'Replies' }).getByRole('article').first(),
  },
] as const;

for (const target of COMMENT_PAGES) {
  test(`${target.name}: skeleton while loading, an error whose retry recovers`, async ({
    app,
    page,
    mock,
    request,
  }) => {
    const seed = await commentSeed(request);
    // As the details above: one held refusal shows the skeleton, the error and, after the retry, the page.
    await mock.scenario({ path: target.call, times: 1, hold: true, code: 0, msg: 'Service busy, try later' });
    await app.open(target.route(seed));
    await expect(skeleton(page)).toBeVisible();
    await mock.release(target.call);
    await app.expectToastShown('Service busy, try later');
    await expect(loadFailed(page)).toBeVisible();
    await expect(target.loaded(page)).toHaveCount(0);
    await loadFailed(page).getByRole('button', { name: 'Try again' }).click();
    await expect(target.loaded(page)).toBeVisible();
    await expect(loadFailed(page)).toHaveCount(0);
  });
}

test('comments and replies say so when there are none', async ({ app, page, request }) => {
  const seed = await commentSeed(request);
  await app.open(`${PATHS.comment}?goods_id=${seed.uncommented}`);
  await expect(page.getByText('No comments yet. Be the first.')).toBeVisible();
  await expect(app.title).toHaveText('Comments (0)');
  await expect(page.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  expect(seed.unanswered, 'a comment without replies').toBeDefined();
  await app.open(`${PATHS.commentReply}?comment_id=${seed.unanswered}`);
  await expect(page.getByText('No replies yet.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the comments of a missing item and the replies of a missing comment are "not available", with nothing to write', async ({
  app,
  page,
}) => {
  await app.open(`${PATHS.comment}?goods_id=${MISSING}`);
  await expect(unavailable(page)).toBeVisible();
  await app.expectToastShown('The goods do not exist or have been removed');
  await expect(page.getByRole('textbox', { name: 'Write a comment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  await app.open(`${PATHS.commentReply}?comment_id=${MISSING}`);
  await expect(unavailable(page, 'This comment is not available')).toBeVisible();
  await app.expectToastShown('The comment does not exist');
  await expect(page.getByRole('textbox', { name: 'Write a reply' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Browse the catalogue' }).click();
  await app.expectRoute(PATHS.category);
});

// The play page shows the app's player rather than a fetch of its own: its states are the preview's.

const audioPaused = (page: Page) =>
  page.locator('audio.player-audio').evaluate((element: HTMLAudioElement) => element.paused);

/** A DJ single with a preview, opened on its detail page. */
async function openPreviewable(app: { open: (path: string) => Promise<void> }, request: APIRequestContext) {
  type Goods = SuccessData<'getDjSingles'>['data'][number];
  const singles = await data<{ data: Goods[] }>(request, '/api/h5.index/djSingle', { limit: 20 });
  const track = singles.data.find((item) => item.preview_url);
  expect(track, 'a DJ single with a preview').toBeDefined();
  const goods = track as Goods & { preview_url: string };
  await app.open(`${PATHS.singleDetail}?id=${goods.id}&type=music`);
  return goods;
}

test('play page: nothing playing says so and leads to the catalogue', async ({ app, page }) => {
  await app.open(PATHS.play);
  await expect(page.getByText('Nothing is playing. Pick a track to hear its preview.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse the catalogue' }).click();
  await app.expectRoute(PATHS.category);
});

test('play page: buffering while the preview is on its way', async ({ app, page, mock, request }) => {
  const goods = await openPreviewable(app, request);
  await expect(page.getByRole('heading', { level: 2, name: goods.title })).toBeVisible();
  // Held back until the play page has shown it buffering.
  await mock.scenario({ path: goods.preview_url, times: 1, hold: true });
  await page.getByRole('button', { name: 'Play preview', exact: true }).click();
  await page
    .getByRole('region', { name: 'Player' })
    .getByRole('link', { name: /Now playing/ })
    .click();
  await app.expectRoute(PATHS.play);

  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Buffering' })).toHaveAttribute('aria-busy', 'true');
  await mock.release(goods.preview_url);
  await expect(main.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => audioPaused(page)).toBe(false);
});

test('play page: a preview that fails says so, and its retry plays it', async ({ app, page, mock, request }) => {
  const goods = await openPreviewable(app, request);
  await expect(page.getByRole('heading', { level: 2, name: goods.title })).toBeVisible();
  await mock.scenario({ path: goods.preview_url, times: 1, httpStatus: 500 });
  await page.getByRole('button', { name: 'Play preview', exact: true }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByRole('alert')).toHaveText('This preview could not be played.');
  await player.getByRole('link', { name: /Now playing/ }).click();
  await app.expectRoute(PATHS.play);

  const failed = page.getByRole('main').getByRole('alert').filter({ hasText: 'This preview could not be played.' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => audioPaused(page)).toBe(false);
  await expect(failed).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Pause' })).toBeVisible();
});
