import type { SuccessData } from '@djshop/api';
import { expect, login, test } from '../fixtures/index.ts';

type Goods = SuccessData<'getDjSingles'>['data'][number];

test('a comment and a reply are written and shown, with the empty-content and repeat-submit rules', async ({
  page,
  request,
  mock,
  app,
}) => {
  await login(page, mock, 'demo-user');
  const listing = await (await request.get('/api/h5.index/djSingle', { params: { limit: 1 } })).json();
  const goods = listing.data.data[0] as Goods;
  const detail = await (await request.get('/api/h5.goods/detail', { params: { id: goods.id, type: 'music' } })).json();
  const before: number = detail.data.comments_count;

  // The detail page links to the comments with their count.
  await app.open(`/pages/index/singleDetail?id=${goods.id}&type=music`);
  await page.getByRole('link', { name: `Comments (${before})` }).click();
  await app.expectRoute(`/pages/comment/index?goods_id=${goods.id}`);

  // Empty content is refused before anything is sent.
  const post = page.getByRole('button', { name: 'Post' });
  await page.getByRole('textbox', { name: 'Write a comment' }).fill('   ');
  await post.click();
  await expect(page.getByRole('alert')).toHaveText('Please write something first.');
  expect(await mock.callsTo('/api/h5.goods/comment')).toHaveLength(0);

  // While one comment is on its way the button cannot send it again.
  await mock.scenario({ path: '/api/h5.goods/comment', method: 'POST', times: 1, hold: true });
  const text = `Great drop at 1:20 <b>not bold</b> ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Write a comment' }).fill(text);
  await post.click();
  // It waits under its own name, busy.
  await expect(post).toBeDisabled();
  await expect(post).toHaveAttribute('aria-busy', 'true');
  await post.click({ force: true });
  await mock.release('/api/h5.goods/comment');
  await expect(page.getByRole('button', { name: 'Post' })).toBeEnabled();
  expect(await mock.callsTo('/api/h5.goods/comment')).toHaveLength(1);

  // Shown as text, and held by the provider.
  const written = page.getByRole('article').filter({ hasText: 'Great drop at 1:20' });
  await expect(written).toHaveCount(1);
  await expect(written.locator('b')).toHaveCount(0);
  const comments = await (await request.get('/api/h5.goods/comments', { params: { goods_id: goods.id } })).json();
  expect(comments.data.total).toBe(before + 1);
  const stored = comments.data.data[0];
  expect(stored.content).toContain('Great drop at 1:20');

  // A reply to it, on the reply page.
  await written.getByRole('link', { name: 'Reply' }).click();
  await app.expectRoute(`/pages/comment/reply?comment_id=${stored.id}`);
  await expect(page.getByText('No replies yet.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Write a reply' }).fill('Agreed, a perfect opener');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Agreed, a perfect opener' })).toHaveCount(1);
  const replies = await (await request.get('/api/h5.goods/replies', { params: { comment_id: stored.id } })).json();
  expect(replies.data.data.map((reply: { content: string }) => reply.content)).toEqual(['Agreed, a perfect opener']);

  // Back on the list, the comment counts its reply.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(written.getByRole('link', { name: 'Replies (1)' })).toBeVisible();
});
