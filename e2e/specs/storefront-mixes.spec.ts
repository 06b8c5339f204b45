import type { SuccessData } from '@djshop/api';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { beatStart, candidateTime } from '../../web/src/entities/mixes/blend/beat.ts';
import { camelotCode, type HarmonicMatch, harmonicMatch, matchWorks, tempoWindows } from '../../web/src/lib/camelot.ts';
import { runAxe, WCAG_A_AA } from '../fixtures/axe.ts';
import { seedCrate } from '../fixtures/crate.ts';
import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

type Goods = SuccessData<'getDjSingles'>['data'][number];

// The suggestions wait for three catalogue searches of 100 tracks each after the page's own data: on a busy
// phone (or a shared CI machine) that takes longer than one expect's default.
const SECTION_LOADED = { timeout: 20_000 };

// The rule's numbers, as the spec gives them (web/src/config/constants.ts).
const TOLERANCE = 0.06;
const SUGGESTIONS = 8;
const PER_WINDOW = 100;

const RELATION_TEXT: Record<HarmonicMatch['relation'], string> = {
  same: 'Same key',
  relative: 'Relative',
  adjacent: '±1',
  diagonal: 'Diagonal',
  boost: 'Energy boost (+2)',
  keyLockOnly: 'With key lock only',
};

function changeText(change: number): string {
  const value = Math.abs(change * 100).toFixed(1);
  return value === '0.0' ? '0.0 %' : `${change > 0 ? '+' : '\u2212'}${value} %`;
}

/** The whole music catalogue, most played first (the order the suggestions look through it in). */
async function musicCatalogue(request: APIRequestContext): Promise<Goods[]> {
  const all: Goods[] = [];
  for (let page = 1; page < 50; page++) {
    const body = await (
      await request.get('/api/h5.goods/search', { params: { goods_type: 'music', sort: 'hot', limit: 100, page } })
    ).json();
    const items = body.data.data as Goods[];
    all.push(...items);
    if (items.length < 100) break;
  }
  return all;
}

/**
 * What mixes with `track` by the rule, computed here from the provider's keys and tempos: the most played 100 of
 * each tempo window, kept to what works with or without key lock, best score first.
 */
function expectedMixes(track: Goods, catalogue: readonly Goods[], keyLock: boolean, limit: number) {
  if (!track.bpm || !track.key) return [];
  const candidates = tempoWindows(track.bpm, TOLERANCE).flatMap((window) =>
    catalogue
      .filter((goods) => goods.bpm !== null && goods.bpm >= Math.max(40, window.min) && goods.bpm <= window.max)
      .slice(0, PER_WINDOW),
  );
  return mixesAmong(track, candidates, keyLock).slice(0, limit);
}

/** The candidates that mix with `track` by the rule (each once, with a preview), best score first. */
function mixesAmong(track: Goods, candidates: readonly Goods[], keyLock: boolean) {
  const seen = new Set([track.id]);
  const found: { goods: Goods; match: HarmonicMatch }[] = [];
  for (const goods of candidates) {
    if (seen.has(goods.id) || !goods.preview_url) continue;
    const match = harmonicMatch(track, goods, TOLERANCE);
    if (!match || !matchWorks(match, keyLock)) continue;
    seen.add(goods.id);
    found.push({ goods, match });
  }
  return found.sort((a, b) => a.match.score - b.match.score);
}

/** A track whose suggestions with key lock include one that works only with it, and that has some without. */
function trackWithKeyLockOnly(catalogue: readonly Goods[]) {
  for (const track of catalogue) {
    if (!track.bpm || !track.key) continue;
    const locked = expectedMixes(track, catalogue, true, SUGGESTIONS);
    const unlocked = expectedMixes(track, catalogue, false, SUGGESTIONS);
    if (locked.some((mix) => mix.match.relation === 'keyLockOnly') && unlocked.length > 0) {
      return { track, locked, unlocked };
    }
  }
  return undefined;
}

async function shownMixes(list: Locator) {
  return list.locator('li.mix-row').evaluateAll((rows) =>
    rows.map((row) => ({
      id: Number(
        new URLSearchParams(row.querySelector('.goods-row__link')?.getAttribute('href')?.split('?')[1]).get('id'),
      ),
      relation: row.querySelector('.mix-facts__relation')?.textContent ?? '',
      change: row.querySelector('.mix-facts__change')?.textContent ?? '',
    })),
  );
}

function decks(page: Page) {
  return page.locator('audio[data-blend]').evaluateAll((elements) =>
    (elements as HTMLAudioElement[]).map((element) => ({
      role: element.dataset.blend,
      paused: element.paused,
      time: element.currentTime,
      rate: element.playbackRate,
      keepsPitch: element.preservesPitch,
    })),
  );
}

test('suggestions show the relation and tempo change the catalogue gives; key lock off drops those that need it, and stays off', async ({
  page,
  app,
  request,
}) => {
  const catalogue = await musicCatalogue(request);
  const found = trackWithKeyLockOnly(catalogue);
  expect(found, 'a track with a suggestion that works only with key lock').toBeDefined();
  if (!found) return;
  const { track, locked, unlocked } = found;

  await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
  const list = page.getByRole('list', { name: 'Mixes well with' });
  await expect(list.locator('li.mix-row').first()).toBeVisible(SECTION_LOADED);
  await expect(list.locator('li.mix-row')).toHaveCount(locked.length);
  const keyLock = page.getByRole('switch', { name: 'Key lock' });
  await expect(keyLock).toBeChecked();
  // In the rule's order, each with its relation and the tempo change to apply, as computed from the provider.
  expect(await shownMixes(list)).toEqual(
    locked.map((mix) => ({
      id: mix.goods.id,
      relation: RELATION_TEXT[mix.match.relation],
      change: changeText(mix.match.change),
    })),
  );
  await expect(list.locator('li[data-relation="keyLockOnly"]').first()).toContainText('With key lock only');

  await keyLock.click();
  await expect(keyLock).not.toBeChecked();
  await expect(list.locator('li[data-relation="keyLockOnly"]')).toHaveCount(0);
  await expect
    .poll(async () => (await shownMixes(list)).map((mix) => mix.id))
    .toEqual(unlocked.map((mix) => mix.goods.id));
  // Without key lock the key shown is the one it sounds in once pitched.
  const first = unlocked[0];
  if (first) await expect(list.locator('li.mix-row').first()).toContainText(`in ${camelotCode(first.match.soundsIn)}`);

  // The habit is kept with the user's settings: a new visit starts with key lock off.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Key lock' })).not.toBeChecked();
  await expect(list.locator('li.mix-row')).toHaveCount(unlocked.length);
});

test('"mixes with" on the search lists only what mixes with the chosen track, by the same rule', async ({
  page,
  app,
  request,
}) => {
  // Three blends started and stopped, each waiting for two previews to play.
  test.setTimeout(60_000);
  const catalogue = await musicCatalogue(request);
  const track = catalogue.find(
    (goods) => goods.bpm && goods.key && expectedMixes(goods, catalogue, true, 100).length > 8,
  );
  expect(track, 'a track that mixes with more than a page of suggestions').toBeDefined();
  if (!track) return;

  // From the track page's link.
  await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
  await page.getByRole('link', { name: 'Everything in the catalogue that mixes with this' }).click(SECTION_LOADED);
  await expect(page.getByText(`Mixes with ${track.title}`)).toBeVisible(SECTION_LOADED);
  const results = page.getByRole('list', { name: 'Goods', exact: true });
  const expected = expectedMixes(track, catalogue, true, 100);
  await expect(results.locator('li.mix-row').first()).toBeVisible(SECTION_LOADED);
  await expect(results.locator('li.mix-row')).toHaveCount(expected.length);
  const shown = await shownMixes(results);
  expect(shown.map((mix) => mix.id)).toEqual(expected.map((mix) => mix.goods.id));
  // Each, as the provider describes it, mixes with the track.
  for (const { id } of shown.slice(0, 12)) {
    const other = (await (await request.get('/api/h5.goods/detail', { params: { id, type: 'music' } })).json())
      .data as Goods;
    const match = harmonicMatch(track, other, TOLERANCE);
    expect(match && matchWorks(match, true), `${other.title}: ${other.bpm} BPM ${other.key}`).toBe(true);
  }

  // The keyword narrows it further; clearing "mixes with" gives the ordinary search back.
  const word = expected[0]?.goods.title.split(/\s+/)[0] ?? '';
  await page.getByRole('searchbox').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect
    .poll(async () =>
      (await shownMixes(results)).every((mix) =>
        catalogue
          .find((g) => g.id === mix.id)
          ?.title.toLowerCase()
          .includes(word.toLowerCase()),
      ),
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Show all results' }).click();
  await expect(page.getByText(`Mixes with ${track.title}`)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Goods', exact: true }).getByRole('article').first()).toBeVisible();
});

/** How far a listing's "mixes with" reads (LISTING_MIX_PAGES pages of LIST_PAGE_SIZE goods). */
const LISTING_READ = 15 * 20;

/** A listing's list as the page asks for it (its default sort), as far as "mixes with" reads it. */
async function listing(request: APIRequestContext, path: string): Promise<Goods[]> {
  const all: Goods[] = [];
  for (let page = 1; page < 50; page++) {
    const body = await (await request.get(path, { params: { sort: 'new', limit: 100, page } })).json();
    all.push(...(body.data.data as Goods[]));
    if (page >= body.data.last_page) break;
  }
  return all.slice(0, LISTING_READ);
}

test('"mixes with" on a listing narrows the listing to what mixes with the chosen track, by the same rule', async ({
  page,
  app,
  request,
}) => {
  const singles = await listing(request, '/api/h5.index/djSingle');
  // The rule of the search, over the listing's own tracks in its own order (key lock on, the default).
  const narrowed = (track: Goods) => mixesAmong(track, singles, true);
  const track = singles.find((goods) => goods.bpm && goods.key && narrowed(goods).length >= 3);
  expect(track, 'a DJ single that mixes with three others of the listing').toBeDefined();
  if (!track) return;
  const expected = narrowed(track);
  expect(expected.length, 'the filter leaves some out').toBeLessThan(singles.length - 1);

  // From the track page's link to the DJ singles listing.
  await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
  await page.getByRole('link', { name: 'DJ singles that mix with this' }).click(SECTION_LOADED);
  await app.expectRoute(`${PATHS.dJSingle}?mixes=${track.id}`);
  await expect(page.getByText(`Mixes with ${track.title}`)).toBeVisible(SECTION_LOADED);
  const results = page.getByRole('list', { name: 'Goods', exact: true });
  await expect(results.locator('li.mix-row')).toHaveCount(expected.length, SECTION_LOADED);
  const shown = await shownMixes(results);
  expect(shown.map((mix) => mix.id)).toEqual(expected.map((mix) => mix.goods.id));
  expect(shown.map((mix) => mix.relation)).toEqual(expected.map((mix) => RELATION_TEXT[mix.match.relation]));
  // Each listed track, as the provider describes it, is a DJ single that mixes with the chosen one.
  const ids = new Set(singles.map((goods) => goods.id));
  for (const { id } of shown) {
    expect(ids.has(id), `${id} is on the listing`).toBe(true);
    const other = (await (await request.get('/api/h5.goods/detail', { params: { id, type: 'music' } })).json())
      .data as Goods;
    const match = harmonicMatch(track, other, TOLERANCE);
    expect(match && matchWorks(match, true), `${other.title}: ${other.bpm} BPM ${other.key}`).toBe(true);
  }

  // Clearing the filter gives the ordinary listing back.
  await page.getByRole('button', { name: 'Show all results' }).click();
  await expect(page.getByText(`Mixes with ${track.title}`)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('article').first()).toHaveAttribute(
    'aria-label',
    singles[0]?.title ?? '',
  );
  expect(new URL(page.url()).hash).not.toContain('mixes=');
});

test('"mixes with" on the Category tab, from a track page or the crate\'s last track, narrows the catalogue by the same rule, with the tab\'s BPM range, until the chip is cleared', async ({
  page,
  app,
  request,
}) => {
  const catalogue = await musicCatalogue(request);
  const track = catalogue.find(
    (goods) => goods.bpm && goods.key && expectedMixes(goods, catalogue, true, 100).length > 8,
  );
  expect(track, 'a track that mixes with more than a page of suggestions').toBeDefined();
  if (!track?.bpm) return;

  /** Each shown item, as the provider describes it, is music that mixes with the track by the rule. */
  const expectAllMix = async (ids: readonly number[]) => {
    const described = await Promise.all(
      ids.map(async (id) => {
        const body = await (await request.get('/api/h5.goods/detail', { params: { id, type: 'music' } })).json();
        return body.data as Goods;
      }),
    );
    for (const other of described) {
      const match = harmonicMatch(track, other, TOLERANCE);
      expect(match && matchWorks(match, true), `${other.title}: ${other.bpm} BPM ${other.key}`).toBe(true);
      expect(other.goods_type).toBe('music');
    }
  };

  // A crate that ends with the track: its page offers the same link for what could come next.
  const before = catalogue.find((goods) => goods.id !== track.id);
  if (!before) throw new Error('a second track for the crate');
  await seedCrate(page, [before, track]);

  // From the track page's link: the tab takes the track (switchTab carries no query).
  await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
  await page.getByRole('link', { name: 'Browse by category what mixes with this' }).click(SECTION_LOADED);
  await app.expectRoute(PATHS.category);
  const main = page.getByRole('main');
  await expect(main.getByText(`Mixes with ${track.title}`)).toBeVisible(SECTION_LOADED);
  const results = main.getByRole('list', { name: 'Goods', exact: true });
  const expected = expectedMixes(track, catalogue, true, 100);
  await expect(results.locator('li.mix-row')).toHaveCount(expected.length, SECTION_LOADED);
  const shown = await shownMixes(results);
  expect(shown).toEqual(
    expected.map((mix) => ({
      id: mix.goods.id,
      relation: RELATION_TEXT[mix.match.relation],
      change: changeText(mix.match.change),
    })),
  );
  await expectAllMix(shown.map((mix) => mix.id));
  // The type and the sort do not apply while it is on, and the page says so.
  await expect(main.getByText(/music only, best mix first/)).toBeVisible();
  await expect(main.getByRole('group', { name: 'Goods types' }).getByRole('button').first()).toBeDisabled();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await main.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(filters.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
  await expect(filters.getByText(/music only, best mix first/)).toBeVisible();
  await filters.getByRole('button', { name: 'Close' }).click();
  await expect(filters).toHaveCount(0);
  // The tab with the filter on (the chip, the note, the waiting controls) passes axe's WCAG A and AA rules.
  const checked = await runAxe(page, { include: ['.tab-page:not([hidden]) main'], tags: WCAG_A_AA });
  expect(
    checked.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);

  // The tab's BPM range narrows it further: from the track's own tempo up.
  const from = track.bpm;
  await main.getByRole('button', { name: 'Filters', exact: true }).click();
  await filters.getByRole('spinbutton', { name: 'Lowest BPM' }).fill(String(from));
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters).toHaveCount(0);
  await expect(main.getByRole('button', { name: `BPM from ${from}, remove` })).toBeVisible();
  const faster = expectedMixes(
    track,
    catalogue.filter((goods) => goods.bpm !== null && goods.bpm >= from),
    true,
    100,
  );
  expect(faster.length, 'the range leaves some out').toBeLessThan(expected.length);
  await expect
    .poll(async () => (await shownMixes(results)).map((mix) => mix.id), SECTION_LOADED)
    .toEqual(faster.map((mix) => mix.goods.id));
  await expectAllMix(faster.map((mix) => mix.goods.id));

  // Clearing the chip gives the tab's whole list back (with its BPM range), in the tab's own order.
  await main.getByRole('button', { name: 'Show all results' }).click();
  await expect(main.getByText(`Mixes with ${track.title}`)).toHaveCount(0);
  await expect(main.locator('li.mix-row')).toHaveCount(0);
  await main.getByRole('button', { name: 'Filters, 1 on' }).click();
  await expect(filters.getByRole('combobox', { name: 'Sort by' })).toBeEnabled();
  await filters.press('Escape');
  await expect(filters).toHaveCount(0);
  const plain = (
    await (await request.get('/api/h5.goods/search', { params: { sort: 'new', bpm_min: from, limit: 5 } })).json()
  ).data.data as Goods[];
  await expect
    .poll(() => results.getByRole('article').evaluateAll((rows) => rows.slice(0, 5).map((row) => row.ariaLabel)))
    .toEqual(plain.map((goods) => goods.title));

  // From the crate's last track: the chip names it; the tab, which kept its BPM range, lists what mixes with it.
  await app.open(PATHS.crate);
  await page.getByRole('link', { name: `Browse by category what mixes after the last track, ${track.title}` }).click();
  await app.expectRoute(PATHS.category);
  await expect(main.getByText(`Mixes with ${track.title}`)).toBeVisible(SECTION_LOADED);
  await expect
    .poll(async () => (await shownMixes(results)).map((mix) => mix.id), SECTION_LOADED)
    .toEqual(faster.map((mix) => mix.goods.id));
  await expectAllMix(faster.map((mix) => mix.goods.id));
});

test('the blend check plays both previews on the beat at the matched rate, and stops on stop, when hidden and on leaving', async ({
  page,
  app,
  request,
}) => {
  // Three blends started and stopped, each waiting for two previews to play.
  test.setTimeout(60_000);
  const catalogue = await musicCatalogue(request);
  const track = catalogue.find(
    (goods) =>
      goods.bpm &&
      goods.key &&
      expectedMixes(goods, catalogue, true, SUGGESTIONS).some((mix) => Math.abs(mix.match.change) > 0.01),
  );
  expect(track, 'a track with a suggestion at another tempo').toBeDefined();
  if (!track) return;
  const mix = expectedMixes(track, catalogue, true, SUGGESTIONS).find((item) => Math.abs(item.match.change) > 0.01);
  if (!mix) return;

  await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
  const lockScreenBefore = await page.evaluate(() => navigator.mediaSession.metadata?.title ?? null);
  const blend = page.getByRole('button', { name: `Blend ${mix.goods.title} over ${track.title}` });
  await blend.click(SECTION_LOADED);
  await expect(page.getByRole('region', { name: `Blend check: ${mix.goods.title}` })).toBeVisible();

  // Both sound together, both advance.
  await expect.poll(async () => (await decks(page)).map((deck) => deck.paused)).toEqual([false, false]);
  const before = await decks(page);
  await expect
    .poll(async () => (await decks(page)).every((deck, index) => deck.time > (before[index]?.time ?? 0) + 0.3))
    .toBe(true);
  const playing = await decks(page);
  const candidate = playing.find((deck) => deck.role === 'candidate');
  const own = playing.find((deck) => deck.role === 'track');
  // The candidate at the tempo ratio (within 0.5 %), its pitch kept as key lock is on.
  expect(Math.abs((candidate?.rate ?? 0) / mix.match.rate - 1)).toBeLessThan(0.005);
  expect(candidate?.keepsPitch).toBe(true);
  expect(own?.rate).toBe(1);
  // On the beat: the candidate is where its first beat plus the track's time since its own first beat puts it.
  const durations = await page
    .locator('audio[data-blend]')
    .evaluateAll((elements) => (elements as HTMLAudioElement[]).map((element) => element.duration));
  const starts = {
    track: beatStart(
      { bpm: track.bpm ?? 0, firstBeatMs: track.preview_first_beat_ms, startAt: track.preview_start },
      durations[0] ?? 0,
    ),
    candidate: beatStart(
      { bpm: mix.goods.bpm ?? 0, firstBeatMs: mix.goods.preview_first_beat_ms, startAt: mix.goods.preview_start },
      durations[1] ?? 0,
    ),
  };
  expect(track.preview_first_beat_ms).toBeGreaterThan(0);
  // Read both clocks in one go, and as the app does: it puts the candidate back on each time update once it is
  // off by more than its own bound, so a stall of one element on a busy machine shows for a moment and is then
  // corrected. An app that never aligns them fails here.
  const offBeat = async () => {
    const now = await decks(page);
    const ownNow = now.find((deck) => deck.role === 'track')?.time ?? 0;
    const candidateNow = now.find((deck) => deck.role === 'candidate')?.time ?? 0;
    return Math.abs(candidateNow - candidateTime(ownNow, starts, mix.match.rate, 0));
  };
  await expect.poll(offBeat, { message: 'the candidate on the beat of the track' }).toBeLessThan(0.1);
  // The lock screen is the player's: the blend never sets it.
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title ?? null)).toBe(lockScreenBefore);

  // The crossfader moves the balance.
  const fader = page.getByRole('slider', { name: 'Crossfader' });
  await fader.fill('100');
  await expect
    .poll(() =>
      page
        .locator('audio[data-blend]')
        .evaluateAll((elements) => (elements as HTMLAudioElement[]).map((e) => e.volume)),
    )
    .toEqual([expect.closeTo(0, 3), 1]);

  // Stop: both stop.
  let handles = await page.locator('audio[data-blend]').elementHandles();
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  for (const handle of handles) expect(await handle.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  await expect(page.locator('audio[data-blend]')).toHaveCount(0);

  // Hidden: both stop.
  await blend.click();
  await expect.poll(async () => (await decks(page)).map((deck) => deck.paused)).toEqual([false, false]);
  handles = await page.locator('audio[data-blend]').elementHandles();
  // The open blend check passes axe's WCAG A and AA rules (checked last in a blend: the previews are 12 s clips).
  const checked = await runAxe(page, { include: ['.key-lock', '.mix-row'], tags: WCAG_A_AA });
  expect(
    checked.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  await expect(page.locator('audio[data-blend]')).toHaveCount(0);
  for (const handle of handles) expect(await handle.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);

  // Leaving the page: both stop.
  await blend.click();
  await expect.poll(async () => (await decks(page)).map((deck) => deck.paused)).toEqual([false, false]);
  handles = await page.locator('audio[data-blend]').elementHandles();
  await page.evaluate((path) => {
    window.location.hash = path;
  }, PATHS.search);
  await expect(page.getByRole('searchbox')).toBeVisible(SECTION_LOADED);
  for (const handle of handles) {
    expect(await handle.evaluate((element: HTMLAudioElement) => element.paused || !element.isConnected)).toBe(true);
    expect(await handle.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  }
});

test('where the browser ignores a playback rate, the blend button says so instead of failing', async ({
  page,
  app,
  request,
}) => {
  const catalogue = await musicCatalogue(request);
  const track = catalogue.find((goods) => expectedMixes(goods, catalogue, true, SUGGESTIONS).length > 0);
  if (!track) throw new Error('no track with suggestions');
  // An in-app player that takes the rate and keeps playing at 1.
  await page.addInitScript(() => {
    Object.defineProperty(HTMLMediaElement.prototype, 'playbackRate', {
      configurable: true,
      get: () => 1,
      set: () => {},
    });
  });
  await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
  const list = page.getByRole('list', { name: 'Mixes well with' });
  await expect(list.locator('li.mix-row').first()).toContainText(
    "This browser can't change a preview's tempo",
    SECTION_LOADED,
  );
  await expect(list.getByRole('button', { name: /^Blend / })).toHaveCount(0);
});

test("without beat marks from the provider, the blend starts from the previews' starts and offers a 10 ms nudge", async ({
  page,
  app,
  request,
}) => {
  const catalogue = await musicCatalogue(request);
  const track = catalogue.find((goods) => expectedMixes(goods, catalogue, true, SUGGESTIONS).length > 0);
  if (!track) throw new Error('no track with suggestions');
  const mix = expectedMixes(track, catalogue, true, SUGGESTIONS)[0];
  if (!mix) return;
  // Every answer of the search passes through the test on its way, and a blend is started and nudged.
  test.setTimeout(60_000);
  // A provider that does not say where the beats are.
  await page.route(/\/api\/h5\.goods\/(detail|search)/, async (route) => {
    const response = await route.fetch();
    const text = (await response.text()).replace(/"preview_first_beat_ms":\d+,?/g, '');
    await route.fulfill({ response, body: text });
  });
  await app.open(`${PATHS.singleDetail}?id=${track.id}&type=music`);
  await page.getByRole('button', { name: `Blend ${mix.goods.title} over ${track.title}` }).click(SECTION_LOADED);
  await expect.poll(async () => (await decks(page)).map((deck) => deck.paused)).toEqual([false, false]);
  const nudge = page.getByRole('group', { name: /Beats not marked/ });
  await expect(nudge).toContainText('(0 ms)');
  const later = page.getByRole('button', { name: 'Nudge the suggestion 10 ms later' });
  await later.click();
  await later.click();
  await expect(nudge).toContainText('(+20 ms)');
  const durations = await page
    .locator('audio[data-blend]')
    .evaluateAll((elements) => (elements as HTMLAudioElement[]).map((element) => element.duration));
  const starts = {
    track: beatStart({ bpm: track.bpm ?? 0, firstBeatMs: undefined, startAt: track.preview_start }, durations[0] ?? 0),
    candidate: beatStart(
      { bpm: mix.goods.bpm ?? 0, firstBeatMs: undefined, startAt: mix.goods.preview_start },
      durations[1] ?? 0,
    ),
  };
  // The candidate runs 20 ms of the listener's time later than the previews' starts put it (within the drift
  // the blend lets pass before it puts the candidate back, 40 ms).
  await expect
    .poll(async () => {
      const [own, candidate] = await decks(page);
      return Math.abs((candidate?.time ?? 0) - candidateTime(own?.time ?? 0, starts, mix.match.rate, 20));
    })
    .toBeLessThan(0.05);
  await page.getByRole('button', { name: 'Nudge the suggestion 10 ms earlier' }).click();
  await expect(nudge).toContainText('(+10 ms)');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.locator('audio[data-blend]')).toHaveCount(0);
});
