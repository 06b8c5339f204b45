import type { SuccessData } from '@djshop/api';
import type { APIRequestContext, Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { runAxe } from '../fixtures/axe.ts';
import { seedCrate } from '../fixtures/crate.ts';
import { expect as baseExpect, login, STORAGE, test } from '../fixtures/index.ts';
import { providerCart } from '../fixtures/provider.ts';

type Goods = SuccessData<'getDjSingles'>['data'][number];

// Journeys that play previews through to their end and open a second browser: more time than a page check.
const expect = baseExpect.configure({ timeout: 20_000 });
test.slow();

/** DJ singles with a preview, a key and a tempo, most recent first (the listing's own order). */
async function singles(request: APIRequestContext): Promise<Goods[]> {
  const body = await (await request.get('/api/h5.index/djSingle', { params: { limit: 100 } })).json();
  return (body.data.data as Goods[]).filter((item) => item.preview_url && item.key && item.bpm);
}

const crateRows = (page: Page) => page.getByRole('list', { name: 'Tracks in the crate' }).getByRole('listitem');

async function crateTitles(page: Page): Promise<string[]> {
  return crateRows(page).locator('.crate-row__title').allInnerTexts();
}

function storedIds(page: Page): Promise<number[]> {
  return page.evaluate((key) => {
    const value = JSON.parse(window.localStorage.getItem(key) ?? '{"items":[]}') as { items: { id: number }[] };
    return value.items.map((item) => item.id);
  }, STORAGE.crate);
}

const audio = (page: Page) => page.locator('audio.player-audio');
const lockScreenTitle = (page: Page) => page.evaluate(() => navigator.mediaSession.metadata?.title ?? null);

/** Keeps the lock screen's action handlers where the test can call them, as the phone's lock screen would. */
async function recordMediaSessionHandlers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const handlers: Record<string, unknown> = {};
    (window as unknown as { __mediaHandlers: typeof handlers }).__mediaHandlers = handlers;
    const original = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
    navigator.mediaSession.setActionHandler = (action, handler) => {
      handlers[action] = handler;
      original(action, handler);
    };
  });
}

test('three tracks added from three pages are in the crate, in order, after a reload', async ({
  page,
  app,
  request,
}) => {
  const [first, second, third] = await singles(request);
  if (!first || !second || !third) throw new Error('the seed has three DJ singles with keys');

  await app.open(`/pages/index/singleDetail?id=${first.id}&type=music`);
  await expect(page.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
  await page.getByRole('button', { name: `Add ${first.title} to the crate` }).click();
  await expect(app.toast).toContainText('In the crate (1)');

  await app.open('/pages/index/dJSingle');
  await page
    .getByRole('button', { name: `Add ${second.title} to the crate` })
    .first()
    .click();
  await expect(app.toast).toContainText('In the crate (2)');
  // Twice is refused, with a message.
  await page
    .getByRole('button', { name: `Add ${second.title} to the crate` })
    .first()
    .click();
  await expect(app.toast).toContainText(`${second.title} is already in the crate`);

  await app.open(`/pages/index/search?keyword=${encodeURIComponent(third.title)}`);
  await page
    .getByRole('button', { name: `Add ${third.title} to the crate` })
    .first()
    .click();
  await expect(app.toast).toContainText('In the crate (3)');

  // The count is visible from any page; it leads to the crate.
  await page.getByRole('link', { name: 'Crate, 3 tracks' }).click();
  await app.expectRoute('/pages/crate/index');
  await expect(crateRows(page)).toHaveCount(3);
  expect(await crateTitles(page)).toEqual([first.title, second.title, third.title]);

  await page.reload();
  await expect(crateRows(page)).toHaveCount(3);
  expect(await crateTitles(page)).toEqual([first.title, second.title, third.title]);
  await expect.poll(() => storedIds(page)).toEqual([first.id, second.id, third.id]);
});

test('playing the crate goes on to the next preview when one ends and from the lock screen, and resumes after a reload', async ({
  page,
  app,
  request,
}) => {
  const goods = (await singles(request)).slice(0, 3);
  await seedCrate(page, goods);
  await recordMediaSessionHandlers(page);
  await app.open('/pages/crate/index');
  await page.getByRole('button', { name: 'Play the crate' }).click();
  await expect.poll(() => lockScreenTitle(page)).toBe(goods[0]?.title);
  await expect.poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);

  // Let the preview run out: the next starts on its own, and the lock screen shows it.
  await expect
    .poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.duration || 0))
    .toBeGreaterThan(1);
  await audio(page).evaluate((element: HTMLAudioElement) => {
    element.currentTime = Math.max(0, element.duration - 0.3);
  });
  await expect.poll(() => lockScreenTitle(page), { timeout: 10_000 }).toBe(goods[1]?.title);
  await expect.poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);

  // The lock screen's next button; and no seek buttons, which would take its place on an iPhone.
  const registered = await page.evaluate(() => {
    const handlers = (window as unknown as { __mediaHandlers: Record<string, (() => void) | null> }).__mediaHandlers;
    handlers.nexttrack?.();
    return Object.keys(handlers).filter((action) => handlers[action]);
  });
  expect(registered).toEqual(expect.arrayContaining(['nexttrack', 'previoustrack']));
  expect(registered).not.toContain('seekforward');
  expect(registered).not.toContain('seekbackward');
  await expect.poll(() => lockScreenTitle(page)).toBe(goods[2]?.title);
  await expect.poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(1);
  const stoppedAt = await audio(page).evaluate((element: HTMLAudioElement) => Math.floor(element.currentTime));
  // What a reload resumes is on the device, naming the track that plays (the one before it once stayed there
  // when the new track started at the second the old one had been kept at).
  await expect
    .poll(() =>
      page.evaluate(
        (key) => (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { id?: number } | null)?.id,
        STORAGE.crateResume,
      ),
    )
    .toBe(goods[2]?.id);

  await page.reload();
  const resume = page.getByRole('button', { name: new RegExp(`^Resume ${goods[2]?.title} at `) });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect.poll(() => lockScreenTitle(page)).toBe(goods[2]?.title);
  await expect
    .poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThanOrEqual(stoppedAt - 1);
});

test('the crate reorders with the keyboard and by drag, removes with undo, and orders for a smooth set with undo', async ({
  page,
  app,
  request,
}) => {
  const goods = (await singles(request)).slice(0, 4);
  const [a, b, c, d] = goods;
  if (!a || !b || !c || !d) throw new Error('four DJ singles');
  await seedCrate(page, goods);
  await app.open('/pages/crate/index');
  await expect(crateRows(page)).toHaveCount(4);

  const down = page.getByRole('button', { name: `Move ${a.title} down` });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => crateTitles(page)).toEqual([b.title, a.title, c.title, d.title]);
  // The button keeps the focus: the same track moves on.
  await expect(down).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => crateTitles(page)).toEqual([b.title, c.title, a.title, d.title]);
  await expect(page.getByText(`${a.title} moved to position 3.`)).toBeAttached();
  await expect.poll(() => storedIds(page)).toEqual([b.id, c.id, a.id, d.id]);

  await page.getByRole('button', { name: `Remove ${c.title}` }).click();
  await expect.poll(() => crateTitles(page)).toEqual([b.title, a.title, d.title]);
  await expect(page.getByRole('status').filter({ hasText: `Removed ${c.title}.` })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => crateTitles(page)).toEqual([b.title, c.title, a.title, d.title]);
  await expect.poll(() => storedIds(page)).toEqual([b.id, c.id, a.id, d.id]);

  // The drag handle: a pointer takes the first track down onto the third row, then back to the top.
  const dragTo = async (title: string, target: number) => {
    const handle = await page.getByRole('button', { name: `Drag ${title} to reorder` }).boundingBox();
    const row = await crateRows(page).nth(target).boundingBox();
    if (!handle || !row) throw new Error('the handle and the row are on screen');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    // Into the row's upper half: the list drops a track before the first row whose middle is below the pointer.
    await page.mouse.move(handle.x + handle.width / 2, row.y + row.height / 4, { steps: 8 });
    await page.mouse.up();
  };
  await dragTo(b.title, 2);
  await expect.poll(() => crateTitles(page)).toEqual([c.title, a.title, b.title, d.title]);
  await expect.poll(() => storedIds(page)).toEqual([c.id, a.id, b.id, d.id]);
  await dragTo(b.title, 0);
  await expect.poll(() => crateTitles(page)).toEqual([b.title, c.title, a.title, d.title]);
  await expect.poll(() => storedIds(page)).toEqual([b.id, c.id, a.id, d.id]);

  // Each two neighbours say whether they mix.
  await expect(crateRows(page).locator('.harmony')).toHaveCount(3);

  await page.getByRole('button', { name: 'Order for a smooth set' }).click();
  await expect(app.toast).toContainText(/Reordered for a smooth set|already the smoothest/);
  await expect(crateRows(page).first().locator('.crate-row__title')).toHaveText(b.title);
  if (await page.getByRole('button', { name: 'Undo' }).isVisible()) {
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => crateTitles(page)).toEqual([b.title, c.title, a.title, d.title]);
  }

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await app.dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(crateRows(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(crateRows(page)).toHaveCount(4);
});

test('a long crate swaps to its smooth order drawn ahead and back on undo, the list out of sight out of reach', async ({
  page,
  app,
  request,
}) => {
  const body = await (await request.get('/api/h5.goods/search', { params: { page: 1, limit: 100 } })).json();
  const goods = (body.data.data as SuccessData<'searchGoods'>['data']).filter((item) => item.preview_url).slice(0, 60);
  expect(goods).toHaveLength(60);
  const titleOf = new Map(goods.map((item) => [item.id, item.title]));
  await seedCrate(page, goods);
  await app.open('/pages/crate/index');
  await expect(page.locator('.crate-head__count')).toHaveText('60 tracks');

  /** The rows a list has drawn (a long crate draws those near the view), as [place, title]. */
  const drawn = (list: 'live' | 'ahead') =>
    page
      .locator(list === 'live' ? 'ol.crate-list:not(.crate-list--ahead) > li' : 'ol.crate-list--ahead > li')
      .evaluateAll((rows) =>
        rows.map((row): [number, string] => [
          Number((row as HTMLElement).dataset.index),
          row.querySelector('.crate-row__title')?.textContent ?? '',
        ]),
      );
  /** Whether every row drawn on the live list shows the stored crate's track at its place. */
  const showsStored = async () => {
    const stored = await storedIds(page);
    const rows = await drawn('live');
    return rows.length > 3 && rows.every(([index, title]) => titleOf.get(stored[index] ?? 0) === title);
  };
  const original = await storedIds(page);

  // Once the page rests, the smooth order is drawn ahead on a second list, which neither assistive technology
  // nor the keyboard reaches.
  await expect.poll(async () => (await drawn('ahead')).length).toBeGreaterThan(3);
  await expect(page.getByRole('list', { name: 'Tracks in the crate' })).toHaveCount(1);
  const focusable = await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('ol.crate-list--ahead button');
    button?.focus();
    return button !== null && document.activeElement === button;
  });
  expect(focusable).toBe(false);
  const { violations } = await runAxe(page);
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual(
    [],
  );
  // Marks the face drawn ahead and its first row, to find the very elements on screen after the tap: a swap of
  // faces, not a new render of the rows.
  await page
    .locator('ol.crate-list--ahead')
    .evaluate((list) => list.querySelector('li')?.setAttribute('data-e2e', 'drawn ahead'));

  await page.getByRole('button', { name: 'Order for a smooth set' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reordered for a smooth set.' })).toBeVisible();
  await expect.poll(() => storedIds(page)).not.toEqual(original);
  expect(await showsStored()).toBe(true);
  // What shows is the face drawn ahead, with its rows; the order before waits, drawn, for undo.
  await expect(page.locator('ol.crate-list:not(.crate-list--ahead) > li[data-e2e="drawn ahead"]')).toBeVisible();
  await expect
    .poll(async () => (await drawn('ahead')).every(([i, title]) => titleOf.get(original[i] ?? 0) === title))
    .toBe(true);
  await expect(page.getByRole('list', { name: 'Tracks in the crate' })).toHaveCount(1);

  // The keyboard moves a track on the list now shown, and keeps the focus on it.
  const smooth = await storedIds(page);
  const second = titleOf.get(smooth[1] ?? 0) ?? '';
  const down = page.getByRole('button', { name: `Move ${second} down`, exact: true });
  await down.focus();
  await page.keyboard.press('Enter');
  const moved = [...smooth];
  moved.splice(2, 0, ...moved.splice(1, 1));
  await expect.poll(() => storedIds(page)).toEqual(moved);
  await expect(down).toBeFocused();
  expect(await showsStored()).toBe(true);

  // Undo brings back the crate as it was before the smooth order, on the list that kept it.
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => storedIds(page)).toEqual(original);
  expect(await showsStored()).toBe(true);
  await expect(page.getByRole('list', { name: 'Tracks in the crate' })).toHaveCount(1);
});

test('a shared crate opens read-only in a fresh browser, plays, and imports', async ({
  page,
  app,
  request,
  browser,
  baseURL,
}) => {
  const goods = (await singles(request)).slice(0, 3);
  await seedCrate(page, goods);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { __shared: ShareData }).__shared = data;
        return Promise.resolve();
      },
    });
  });
  await app.open('/pages/crate/index');
  await page.getByRole('button', { name: 'Share' }).click();
  const shared = await page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared);
  expect(shared?.title).toBe('A DJ crate of 3 tracks');
  const url = new URL(shared?.url ?? '');
  expect(url.origin).toBe(baseURL);

  // The mock was reset without launch popups (the fixture), so none covers the shared crate here either.
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  try {
    const other = await context.newPage();
    await other.goto(url.toString());
    await expect(other.getByText('A crate of 3 tracks, shared with you.', { exact: false })).toBeVisible();
    await expect(crateRows(other)).toHaveCount(3);
    expect(await crateTitles(other)).toEqual(goods.map((item) => item.title));
    // Read-only: nothing to move or remove.
    await expect(other.getByRole('button', { name: /^Move |^Remove / })).toHaveCount(0);

    await other.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => lockScreenTitle(other)).toBe(goods[0]?.title);

    await other.getByRole('button', { name: 'Import into my crate' }).click();
    await expect(other.locator('.toast-region')).toContainText('Imported 3; 0 were already in your crate.');
    await expect.poll(() => storedIds(other)).toEqual(goods.map((item) => item.id));
  } finally {
    await context.close();
  }
});

test('the key notation changes every listed key at once', async ({ page, app, request }) => {
  const track = (await singles(request)).find((item) => item.key === '8A' || item.key === 'Am');
  if (!track) throw new Error('a DJ single in A minor');
  await seedCrate(page, [track]);

  await app.open(`/pages/index/singleDetail?id=${track.id}&type=music`);
  const keyFact = page.locator('.detail__facts').getByText(/^(8A|1m|A minor)$/);
  await expect(keyFact).toHaveText('8A');

  await app.open('/pages/crate/index');
  await expect(crateRows(page).first()).toContainText('8A');
  await page.getByRole('radio', { name: 'Open Key (1m)' }).check();
  await expect(crateRows(page).first()).toContainText('1m');
  expect(await app.stored(STORAGE.keyNotation)).toBe('openKey');

  await page.getByRole('radio', { name: 'Musical (A minor)' }).check();
  await expect(crateRows(page).first()).toContainText('A minor');

  await app.open(`/pages/index/singleDetail?id=${track.id}&type=music`);
  await expect(page.locator('.detail__facts')).toContainText('A minor');
  // The catalogue's key filter names its keys the same way (the value sent stays the provider's).
  await app.open('/pages/index/search');
  await expect(page.locator('select option', { hasText: 'A minor' }).first()).toBeAttached();
});

test('add all to cart skips what the user owns and what is in the cart already, and the provider has the rest', async ({
  page,
  app,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  const candidates = (await singles(request)).filter((item) => !item.is_free);
  const details = await Promise.all(
    candidates.slice(0, 40).map(async (item) => {
      const body = await (
        await request.get('/api/h5.goods/detail', { params: { id: item.id, type: 'music' }, headers: { token } })
      ).json();
      return { item, bought: Boolean(body.data?.bought) };
    }),
  );
  const owned = details.find((entry) => entry.bought)?.item;
  const toBuy = details.filter((entry) => !entry.bought && !entry.item.vip_free).map((entry) => entry.item);
  const [inCart, fresh, another] = toBuy;
  if (!inCart || !fresh || !another) throw new Error('three unowned paid singles');
  const before = await providerCart(request, token);
  await request.post('/api/h5.user/cart', { headers: { token }, data: { goods_id: inCart.id, quantity: 1 } });

  await seedCrate(page, [inCart, fresh, another, ...(owned ? [owned] : [])]);
  await app.open('/pages/crate/index');
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(app.toast).toContainText('Added 2 tracks to the cart.');
  await expect(app.toast).toContainText('1 was already in the cart.');
  if (owned) await expect(app.toast).toContainText('Skipped 1 you own.');

  const cart = await providerCart(request, token);
  const ids = cart.list.map((line) => line.goods.id);
  expect(ids).toEqual(expect.arrayContaining([inCart.id, fresh.id, another.id]));
  expect(cart.count).toBe(before.count + 3);
  if (owned) expect(ids).not.toContain(owned.id);
});
