import { article, COMMUNITY, favoriteArticles, provider } from '../fixtures/community.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { Finger } from '../pages/touch.ts';

type Page = { total: number; data: { id: number; content: string; user: { nickname: string } }[] };

test('circle: like and favourite an article, find it in favourites, and comment on it', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const favourites = await favoriteArticles(request, token);
  const list = await provider<Page>(request, 'GET', '/api/h5.index/circle?limit=50', token);
  const target = (list.data as unknown as { id: number; liked: boolean; favorited: boolean; title: string }[]).find(
    (a) => !a.liked && !a.favorited && !favourites.data.some((f) => f.id === a.id),
  );
  if (!target) throw new Error('the seed has an article demo-user neither liked nor kept');
  const start = await article(request, target.id, token);

  await app.open(COMMUNITY.circle);
  await page.getByRole('tab', { name: 'Most liked' }).click();
  await expect(page.getByRole('tab', { name: 'Most liked' })).toHaveAttribute('aria-selected', 'true');
  await app.open(COMMUNITY.detail(target.id));
  const like = page.getByRole('button', { name: /^Like/ });
  const keep = page.getByRole('button', { name: /^Favourite/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await keep.click();
  await app.expectToastShown('Added to favourites');
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  const liked = await article(request, target.id, token);
  expect(liked).toMatchObject({ liked: true, favorited: true, likes: start.likes + 1, favorites: start.favorites + 1 });

  await app.open(COMMUNITY.favorite);
  await expect(page.getByRole('listitem').first()).toContainText(start.title.replace(/&amp;/g, '&'));
  expect((await favoriteArticles(request, token)).data[0]?.id).toBe(target.id);

  // Comments: the empty text is refused here, a sent one is first and counted.
  await app.open(COMMUNITY.detail(target.id));
  // The comments come as they near the viewport, under the article's actions.
  await page.getByRole('group', { name: 'Article actions' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: `${start.comments + 0} comments` })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Comment content required');
  await page.getByLabel('Write a comment').fill('See you at the club & bring "friends"');
  await page.getByRole('button', { name: 'Send' }).click();
  await app.expectToastShown('Comment sent');
  await expect(page.getByLabel('Write a comment')).toHaveValue('');
  await expect(page.getByRole('heading', { name: `${start.comments + 1} comments` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comments' }).getByRole('listitem').first()).toContainText(
    'See you at the club & bring "friends"',
  );
  const comments = await provider<Page>(request, 'GET', `/api/h5.circle/comments?id=${target.id}`, null);
  expect(comments.total).toBe(start.comments + 1);
  expect(comments.data[0]?.content).toBe('See you at the club &amp; bring &quot;friends&quot;');

  // Unliking and unkeeping undo both, and the favourites list forgets it.
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await keep.click();
  await expect(keep).toHaveAttribute('aria-pressed', 'false');
  expect(await article(request, target.id, token)).toMatchObject({ liked: false, favorited: false });
  expect((await favoriteArticles(request, token)).data.some((a) => a.id === target.id)).toBe(false);
});

test('circle: an image that cannot be shown full screen says 预览图片失败; the others swipe', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const list = await provider<{ data: { id: number; images: string[] }[] }>(
    request,
    'GET',
    '/api/h5.index/circle?limit=50',
    token,
  );
  const withImages = list.data.find((a) => a.images.length >= 3);
  if (!withImages) throw new Error('the seed has an article with three images');
  const [, second] = withImages.images as [string, string, ...string[]];
  await app.open(COMMUNITY.detail(withImages.id));
  await page.getByRole('button', { name: `Open image 1 of ${withImages.images.length}` }).click();
  const viewer = page.getByRole('dialog', { name: 'Images, full screen' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`1 / ${withImages.images.length}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Next image' }).click();
  await expect(viewer.getByText(`2 / ${withImages.images.length}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // The second picture is gone from the provider by the time it is opened full screen, and the phone's cache no
  // longer holds it (the browser kept it from the first look).
  await mock.scenario({ path: second, times: 5, httpStatus: 404 });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await page.reload();
  await page.getByRole('button', { name: `Open image 2 of ${withImages.images.length}` }).click();
  await app.expectToastShown('预览图片失败');
});

test('circle: pulling down shows what others published meanwhile', async ({ app, page, mock, request }) => {
  await login(page, mock, 'demo-user');
  await app.open(COMMUNITY.circle);
  const newest = page.getByRole('list', { name: 'Newest' });
  // The list's first answer is in (an article's link, not a loading row) before anything is published.
  await expect(newest.getByRole('listitem').first().getByRole('link')).toBeVisible();
  const other = await mock.session('demo-vip');
  await provider(request, 'POST', '/api/h5.circle/publish', other, {
    title: 'Fresh off the decks',
    content: 'New mix',
  });
  await expect(newest.getByRole('listitem').first()).not.toContainText('Fresh off the decks');

  const area = page.locator('.pull-refresh');
  const box = await area.boundingBox();
  if (!box) throw new Error('the pull-to-refresh area is not laid out');
  const width = await page.evaluate(() => window.innerWidth);
  const finger = await Finger.down(page, box.x + box.width / 2, box.y + 40);
  await finger.moveBy((150 * width) / 375 + 40);
  await expect(area).toHaveAttribute('data-state', 'reached');
  await finger.up();
  await expect(newest.getByRole('listitem').first()).toContainText('Fresh off the decks');
  await expect(area).toHaveAttribute('data-state', 'idle');
});
