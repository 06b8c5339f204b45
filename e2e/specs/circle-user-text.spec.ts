import { COMMUNITY, provider } from '../fixtures/community.ts';
import { expect, login, test } from '../fixtures/index.ts';

// Typed by people who hope the app will run it. The provider strips tags and escapes the rest; the app
// must show what remains as text, decoded exactly once, and run none of it.
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';
const LITERAL = '&lt;b&gt;';

declare global {
  interface Window {
    __xss?: number;
  }
}

test('circle: an article, a nickname and a comment full of markup are shown as text and run nothing', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const me = await provider<{ avatar: string }>(request, 'GET', '/api/h5.user/userInfo', token);
  await provider(request, 'POST', '/api/h5.user/editinfo', token, {
    avatar: me.avatar,
    // 30 characters, the nickname's limit.
    nickname: `D ${LITERAL} <script>x</script>`,
  });
  const published = await provider<{ id: number }>(request, 'POST', '/api/h5.circle/publish', token, {
    title: `${SCRIPT} ${LITERAL}`,
    content: `Before ${IMG} after ${LITERAL} and a < b "quoted" it's`,
  });
  await provider(request, 'POST', '/api/h5.circle/comment', token, {
    id: published.id,
    content: `${SCRIPT}${IMG} nice ${LITERAL}`,
  });

  await app.open(COMMUNITY.detail(published.id));
  const body = page.locator('article');
  // What the provider kept of each text, as the person typed it: the escaping undone once, not twice.
  await expect(body.getByRole('heading')).toHaveText(`window.__xss=2 ${LITERAL}`);
  await expect(body.locator('.circle-article__content')).toHaveText(`Before  after ${LITERAL} and a < b "quoted" it's`);
  await expect(body.locator('.circle-author__name')).toHaveText(`D ${LITERAL} x`);
  // The comments come as they near the viewport, under the article's actions.
  await page.getByRole('group', { name: 'Article actions' }).scrollIntoViewIfNeeded();
  const comment = page.getByRole('list', { name: 'Comments' }).getByRole('listitem').first();
  await expect(comment).toContainText(`window.__xss=2 nice ${LITERAL}`);
  await expect(comment.locator('.circle-author__name')).toHaveText(`D ${LITERAL} x`);

  await app.open(COMMUNITY.circle);
  const card = page.getByRole('list', { name: 'Newest' }).getByRole('listitem').first();
  await expect(card).toContainText(`window.__xss=2 ${LITERAL}`);
  await expect(card).toContainText(`D ${LITERAL} x`);

  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], script:not([src]):not([type])')).toHaveCount(0);
});

test('circle: text a provider failed to escape is still shown as text, never as markup', async ({ app, page }) => {
  // A provider that forgot its filter: the answer carries live markup.
  await page.route('**/api/h5.index/pageDetail*', (route) =>
    route.fulfill({
      json: {
        code: 1,
        msg: '',
        time: '1763702400',
        data: {
          id: 7,
          title: `Raw ${IMG}`,
          content: `Raw ${SCRIPT} &amp;lt;i&amp;gt;`,
          images: [],
          user: { id: 9, nickname: `Nick ${IMG}`, avatar: '/assets/img/avatar.png' },
          likes: 0,
          favorites: 0,
          comments: 0,
          liked: false,
          favorited: false,
          createtime: 1763702400,
        },
      },
    }),
  );
  await app.open(COMMUNITY.detail(7));
  const body = page.locator('article');
  await expect(body.getByRole('heading')).toHaveText(`Raw ${IMG}`);
  await expect(body.locator('.circle-article__content')).toHaveText(`Raw ${SCRIPT} &lt;i&gt;`);
  await expect(body.locator('.circle-author__name')).toHaveText(`Nick ${IMG}`);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
