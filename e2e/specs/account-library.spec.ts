import { userText } from '../../web/src/lib/user-text.ts';
import {
  providerCollection,
  providerFollows,
  providerHistory,
  providerToggleCollect,
  uncollectedGoods,
} from '../fixtures/account.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';
import { Finger } from '../pages/touch.ts';

test('a goods item collected shows first in my collection; un-collect removes it, undo brings it back', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  // The detail page's heart belongs to the storefront's detail page; the journey collects through the provider.
  const goods = await uncollectedGoods(request, token);
  expect((await providerToggleCollect(request, token, goods.id)).collected).toBe(true);
  // The provider answers text escaped; the page shows it as typed.
  const title = userText(goods.title);

  await app.open(PATHS.user);
  await page.getByRole('link', { name: 'My collection' }).click();
  const list = page.getByRole('list', { name: 'My collection' });
  await expect(list.getByRole('article').first()).toHaveAccessibleName(title);

  await list.getByRole('button', { name: `Un-collect ${title}` }).click();
  await expect(list.getByRole('status')).toHaveText(`${title} was removed from your collection.`);
  await expect
    .poll(async () => (await providerCollection(request, token)).data.map((g) => g.id))
    .not.toContain(goods.id);

  await list.getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByRole('article', { name: title })).toBeVisible();
  await expect.poll(async () => (await providerCollection(request, token)).data.map((g) => g.id)).toContain(goods.id);
});

test('unfollowing a musician takes them out of my follows; undo follows again', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const [first] = (await providerFollows(request, token)).data;
  expect(first, 'demo-user follows a musician').toBeDefined();
  const name = userText(first?.nickname);

  await app.open(PATHS.myAttention);
  const list = page.getByRole('list', { name: 'Following' });
  await expect(list.getByRole('article').first()).toHaveAccessibleName(name);
  await list.getByRole('button', { name: `Unfollow ${name}` }).click();
  await expect(list.getByRole('status')).toHaveText(`You no longer follow ${name}.`);
  await expect.poll(async () => (await providerFollows(request, token)).data.map((w) => w.id)).not.toContain(first?.id);

  await list.getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByRole('article', { name })).toBeVisible();
  await expect.poll(async () => (await providerFollows(request, token)).data.map((w) => w.id)).toContain(first?.id);
});

test('a track played in a list tops recently played, and plays again from there', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');

  // The download log lists tracks with their preview; one not at the top of the history is played.
  await app.open(PATHS.downloadLog);
  const play = page.getByRole('button', { name: /^Play preview of / }).first();
  const title = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play preview of /, '');
  await play.click();
  await expect(page.getByRole('button', { name: `Pause preview of ${title}` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => userText((await providerHistory(request, token)).data[0]?.goods.title)).toBe(title);
  // Closing the player ends that play: the next tap on the track is a new play, not a resume.
  await page.getByRole('button', { name: 'Close the player' }).click();
  await expect(page.getByRole('region', { name: 'Player' })).toHaveCount(0);

  await app.open(PATHS.recentlyPlayed);
  const list = page.getByRole('list', { name: 'Recently played' });
  await expect(list.getByRole('article').first()).toHaveAccessibleName(title);
  await list.getByRole('button', { name: `Play preview of ${title}` }).click();
  await expect(list.getByRole('button', { name: `Pause preview of ${title}` })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await mock.callsTo('/api/h5.user/history')).length).toBe(2);
});

test('pulling my collection down shows what was collected elsewhere meanwhile', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  await app.open(PATHS.myCollection);
  const list = page.getByRole('list', { name: 'My collection' });
  await expect(list.getByRole('article').first()).toBeVisible();

  // Collected on another device while this page is open.
  const goods = await uncollectedGoods(request, token);
  await providerToggleCollect(request, token, goods.id);
  const title = userText(goods.title);
  await expect(list.getByRole('article', { name: title })).toHaveCount(0);

  const area = page.locator('.pull-refresh:visible');
  const box = await area.boundingBox();
  if (!box) throw new Error('the pull-to-refresh area is not laid out');
  const width = await page.evaluate(() => window.innerWidth);
  // Past the range (150 px at the 375 px base width) so that the release refreshes.
  const finger = await Finger.down(page, box.x + box.width / 2, box.y + 40);
  await finger.moveBy((150 * width) / 375 + 40);
  await expect(area).toHaveAttribute('data-state', 'reached');
  await finger.up();
  await expect(list.getByRole('article').first()).toHaveAccessibleName(title);
  await expect(area).toHaveAttribute('data-state', 'idle');
});
