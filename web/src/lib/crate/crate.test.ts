import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRATE_SMOOTH_AHEAD_DELAY_MS } from '@/config/constants';
import { smoothOrder } from '@/lib/camelot-neighbours';
import type { Track } from '@/lib/player/track';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { CRATE_FORMAT_VERSION, readStoredCrate } from './format';

const track = (id: number, key: string | null = '8A', bpm: number | null = 126): Track => ({
  id,
  title: `Track ${id}`,
  artist: 'DJ',
  cover: `/media/cover/${id}.svg`,
  src: `/media/preview/${id}.wav`,
  startAt: 0,
  goodsType: 'music',
  section: 'dj_single',
  key,
  bpm,
  vipFree: false,
  isFree: false,
});

const v1 = (tracks: unknown[]) => JSON.stringify({ version: 1, tracks });

/** The crate module a test loaded last: its write may still wait for an idle moment when the test ends. */
let loaded: { flushCrateSave(): void } | undefined;

// A write left waiting would land in the next test's storage, after it was cleared, and that test's crate would
// open with the tracks of the one before. Writing it now, before the next test clears storage, keeps tests apart.
afterEach(() => {
  loaded?.flushCrateSave();
  loaded = undefined;
});

/** The crate module as a fresh visit loads it, after `stored` was written. */
async function freshCrate(stored?: string) {
  if (stored !== undefined) window.localStorage.setItem(STORAGE_KEYS.crate, stored);
  vi.resetModules();
  const count = await import('./count');
  const crate = await import('./crate');
  loaded = crate;
  return { ...crate, crateCount: count.crateCount };
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('the stored crate', () => {
  it('migrates the first format, keeping every track in order', () => {
    const read = readStoredCrate(v1([track(3), track(1)].map(({ key, bpm, vipFree, isFree, ...rest }) => rest)));
    expect(read.migrated).toBe(true);
    expect(read.problem).toBeNull();
    expect(ids(read.items)).toEqual([3, 1]);
    expect(read.items[0]).toMatchObject({ key: null, bpm: null, addedAt: 0 });
  });

  it('keeps what it can of a damaged crate and says how much it lost', () => {
    const raw = JSON.stringify({ version: 2, items: [track(1), { id: 'x' }, track(2), track(1)] });
    const read = readStoredCrate(raw);
    expect(ids(read.items)).toEqual([1, 2]);
    expect(read).toMatchObject({ problem: 'partial', dropped: 2 });
  });

  it('reads a newer format as far as it understands it', () => {
    const read = readStoredCrate(JSON.stringify({ version: CRATE_FORMAT_VERSION + 1, items: [track(5)] }));
    expect(read).toMatchObject({ problem: 'newer', dropped: 0 });
    expect(ids(read.items)).toEqual([5]);
  });

  it('calls what is not a crate corrupt', () => {
    expect(readStoredCrate('{not json').problem).toBe('corrupt');
    expect(readStoredCrate('[1,2]').problem).toBe('corrupt');
    expect(readStoredCrate(null)).toMatchObject({ items: [], problem: null });
  });
});

describe('the crate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds, refuses a second add, and is found again by the next visit', async () => {
    const first = await freshCrate();
    expect(await first.addToCrate(track(1))).toBe(true);
    expect(await first.addToCrate(track(2))).toBe(true);
    expect(await first.addToCrate(track(1))).toBe(false);
    expect(ids(first.crateItems.value)).toEqual([1, 2]);
    expect(first.crateCount.value).toBe(2);
    first.flushCrateSave();

    const again = await freshCrate();
    expect(ids(again.crateItems.value)).toEqual([1, 2]);
    expect(again.crateCount.value).toBe(2);
    expect(again.crateNotice.value).toBeNull();
  });

  it('removes with undo, moves, orders for a smooth set with undo, and clears', async () => {
    const crate = await freshCrate();
    for (const item of [track(1, '8A'), track(2, '3B'), track(3, '7A'), track(4, '8B')]) await crate.addToCrate(item);
    crate.removeFromCrate(3);
    expect(ids(crate.crateItems.value)).toEqual([1, 2, 4]);
    crate.undoCrate();
    expect(ids(crate.crateItems.value)).toEqual([1, 2, 3, 4]);
    crate.moveInCrate(3, 1);
    expect(ids(crate.crateItems.value)).toEqual([1, 4, 2, 3]);
    expect(crate.orderForSmoothSet()).toBe(true);
    expect(ids(crate.crateItems.value)).toEqual([1, 4, 3, 2]);
    crate.undoCrate();
    expect(ids(crate.crateItems.value)).toEqual([1, 4, 2, 3]);
    crate.clearCrate();
    expect(crate.crateItems.value).toEqual([]);
    crate.undoCrate();
    expect(ids(crate.crateItems.value)).toEqual([1, 4, 2, 3]);
    crate.flushCrateSave();
    expect(readStoredCrate(readStorage(STORAGE_KEYS.crate)).items.map((item) => item.id)).toEqual([1, 4, 2, 3]);
  });

  it('writes a change after the frame that shows it, and at once when the page is left', async () => {
    const crate = await freshCrate();
    await crate.addToCrate(track(1));
    // The count shows at once; the crate itself is not written inside the change's frame.
    expect(crate.crateCount.value).toBe(1);
    expect(readStorage(STORAGE_KEYS.crate)).toBeNull();
    await vi.waitFor(() =>
      expect(readStoredCrate(readStorage(STORAGE_KEYS.crate)).items.map((item) => item.id)).toEqual([1]),
    );
    expect(readStorage(STORAGE_KEYS.crateCount)).toBe('1');

    await crate.addToCrate(track(2));
    crate.moveInCrate(1, 0);
    window.dispatchEvent(new Event('pagehide'));
    expect(readStoredCrate(readStorage(STORAGE_KEYS.crate)).items.map((item) => item.id)).toEqual([2, 1]);
  });

  it('migrates an old crate when loaded and keeps a damaged one aside before writing', async () => {
    const damaged = JSON.stringify({ version: 2, items: [track(7), 'garbage'] });
    const crate = await freshCrate(damaged);
    expect(ids(crate.crateItems.value)).toEqual([7]);
    expect(crate.crateNotice.value).toEqual({ problem: 'partial', dropped: 1 });
    expect(readStorage(STORAGE_KEYS.crateBackup)).toBe(damaged);
    expect(JSON.parse(readStorage(STORAGE_KEYS.crate) ?? '{}').version).toBe(CRATE_FORMAT_VERSION);
  });

  it('keeps working, and says so, when storage refuses writes', async () => {
    const crate = await freshCrate();
    // Storage that refuses writes, put back by hand: a spy on happy-dom's storage object (a proxy over its
    // items) outlives restoreAllMocks and refused every later test's writes.
    const storage = window.localStorage;
    const refusing = Object.create(storage, {
      setItem: {
        value: () => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
      },
    }) as Storage;
    Object.defineProperty(window, 'localStorage', { value: refusing, configurable: true });
    try {
      expect(await crate.addToCrate(track(9))).toBe(true);
      crate.flushCrateSave();
    } finally {
      Object.defineProperty(window, 'localStorage', { value: storage, configurable: true });
    }
    expect(ids(crate.crateItems.value)).toEqual([9]);
    expect(crate.crateCount.value).toBe(1);
    expect(crate.crateNotice.value?.problem).toBe('unsaved');
  });

  it('tells who asks when the smooth order is found, at once when it is known, and keeps a crate in order as it is', async () => {
    const crate = await freshCrate();
    const keys = ['8A', '3B', '7A', '8B', '2A', '9B', '8A', '4A'];
    crate.importToCrate(keys.map((key, index) => track(index + 1, key, 120 + index)));
    vi.useFakeTimers();
    try {
      const listed = crate.crateItems.value;
      const found: (readonly unknown[])[] = [];
      crate.prepareSmoothOrder(listed, (order) => found.push(order));
      expect(found).toEqual([]);
      vi.runAllTimers();
      expect(found).toHaveLength(1);
      expect(found[0]).toBe(crate.knownSmoothOrder(listed));
      crate.prepareSmoothOrder(listed, (order) => found.push(order));
      expect(found).toHaveLength(2);
      expect(found[1]).toBe(found[0]);

      // The smooth order of a crate in that order already is the crate itself: nothing to apply, nothing to draw.
      expect(crate.orderForSmoothSet()).toBe(true);
      const ordered = crate.crateItems.value;
      expect(crate.smoothOrderOf(ordered)).toBe(ordered);
      expect(crate.orderForSmoothSet()).toBe(false);
      expect(crate.crateItems.value).toBe(ordered);
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds the smooth order ahead once the crate rests, the order the tap would find, and anew after a change', async () => {
    const crate = await freshCrate();
    const keys = ['8A', '3B', '7A', '8B', '2A', '9B', '8A', '4A', '12B', '1A', '7B', '3A'];
    crate.importToCrate(keys.map((key, index) => track(index + 1, key, 118 + ((index * 7) % 13))));
    vi.useFakeTimers();
    try {
      const listed = crate.crateItems.value;
      let cancel = crate.prepareSmoothOrder(listed);
      // Nothing is searched while the crate may still be changing.
      vi.advanceTimersByTime(CRATE_SMOOTH_AHEAD_DELAY_MS - 1);
      expect(crate.knownSmoothOrder(listed)).toBeUndefined();
      vi.runAllTimers();
      const ahead = crate.knownSmoothOrder(listed);
      expect(ahead && ids(ahead)).toEqual(ids(smoothOrder(listed)));
      cancel();

      // A change is a crate not known yet; one cancelled before it rests is never searched.
      crate.moveInCrate(3, 8);
      const moved = crate.crateItems.value;
      expect(crate.knownSmoothOrder(moved)).toBeUndefined();
      cancel = crate.prepareSmoothOrder(moved);
      cancel();
      vi.runAllTimers();
      expect(crate.knownSmoothOrder(moved)).toBeUndefined();

      // The tap applies the same order whether it was found ahead or not, and undo brings back a known crate.
      expect(crate.orderForSmoothSet()).toBe(true);
      expect(ids(crate.crateItems.value)).toEqual(ids(smoothOrder(moved)));
      expect(crate.knownSmoothOrder(moved)).toBe(crate.crateItems.value);
      crate.undoCrate();
      expect(crate.crateItems.value).toBe(moved);
      crate.undoCrate();
      crate.moveInCrate(8, 3);
      expect(ids(crate.crateItems.value)).toEqual(ids(listed));
      expect(crate.orderForSmoothSet()).toBe(true);
      expect(crate.crateItems.value).toEqual(ahead);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the resume point', () => {
  it('names the next track as soon as it starts, though the one before was kept at the same second', async () => {
    const crate = await freshCrate();
    const player = await import('@/lib/player/player');
    try {
      crate.importToCrate([track(1), track(2), track(3)]);
      expect(ids(crate.crateItems.value)).toEqual([1, 2, 3]);
      crate.playCrate(0);
      expect(crate.readResumePoint()).toEqual({ id: 1, at: 0 });
      // The next track starts at second 0 too: a reload now resumes it, not the track before.
      player.next();
      expect(crate.readResumePoint()).toEqual({ id: 2, at: 0 });
      player.seek(4.6);
      expect(crate.readResumePoint()).toEqual({ id: 2, at: 4 });
    } finally {
      player.resetPlayerForTests();
    }
  });
});
