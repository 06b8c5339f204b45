import { batch, computed, effect, signal } from '@preact/signals-react';
import {
  CRATE_MAX_TRACKS,
  CRATE_SAVE_IDLE_TIMEOUT_MS,
  CRATE_SMOOTH_AHEAD_DELAY_MS,
  CRATE_SMOOTH_AHEAD_SLICE_MS,
} from '@/config/constants';
import { afterNextPaint, type IdleTime, whenIdle } from '@/lib/after-paint';
import { smoothOrder, smoothOrderSteps } from '@/lib/camelot-neighbours';
import { i18n, loadNamespaces, t } from '@/lib/i18n';
import { showToast } from '@/lib/layers/toast';
import { currentTrack, playTrack, position, queue } from '@/lib/player';
import type { Track } from '@/lib/player/track';
import { readStorage, removeStorage, STORAGE_KEYS, tryWriteStorage } from '@/lib/storage';
import { crateCount } from './count';
import { type CrateItem, type CrateProblem, crateItemOf, readStoredCrate, writeStoredCrate } from './format';
import { setHarmony } from './harmony';

// The DJ's crate: a working set of tracks kept on the device (not the account, so it stays through log-out),
// in the user's order. Loaded on demand: the shell shows its count from `count.ts` without this module.

export type { CrateItem } from './format';

/** What the crate page tells the user about storage: a stored crate read in part, or changes not saved. */
export interface CrateNotice {
  readonly problem: CrateProblem | 'unsaved';
  readonly dropped: number;
}

/** A change that can be taken back: the crate as it was, and what was done. */
interface Undo {
  readonly items: readonly CrateItem[];
  readonly change: 'remove' | 'order' | 'clear';
}

/** Where playing the crate stopped, to offer it again after a reload. */
export interface ResumePoint {
  readonly id: number;
  /** Seconds into the preview file. */
  readonly at: number;
}

const initial = readStoredCrate(readStorage(STORAGE_KEYS.crate));

export const crateItems = signal<readonly CrateItem[]>(initial.items);
export const crateNotice = signal<CrateNotice | null>(
  initial.problem ? { problem: initial.problem, dropped: initial.dropped } : null,
);
export const lastUndo = signal<Undo | null>(null);
export const crateIds = computed(() => new Set(crateItems.value.map((item) => item.id)));

function write(items: readonly CrateItem[]): void {
  const saved = tryWriteStorage(STORAGE_KEYS.crate, writeStoredCrate(items));
  tryWriteStorage(STORAGE_KEYS.crateCount, String(items.length));
  if (!saved && crateNotice.value?.problem !== 'unsaved') {
    // Private mode or a full storage: the crate lives on for this visit, and the user knows it will not last.
    crateNotice.value = { problem: 'unsaved', dropped: 0 };
    showToast(t('crate:notice.unsaved'));
  } else if (saved && crateNotice.value?.problem === 'unsaved') crateNotice.value = null;
}

/** The crate waiting to be written, and how to call off the write scheduled for it. */
let unsaved: readonly CrateItem[] | null = null;
let cancelWrite: (() => void) | null = null;

/** Writes the crate's last change now, if one waits (also before the page goes away). */
export function flushCrateSave(): void {
  cancelWrite?.();
  cancelWrite = null;
  const items = unsaved;
  unsaved = null;
  if (items) write(items);
}

/**
 * Keeps the crate on the device. The count shows at once; the crate itself (some 60 KB of JSON at 200 tracks,
 * serialised and stored synchronously, 20 to 50 ms at 4x CPU slowdown) is written once the frame that shows
 * the change is painted and the page is idle, so that the change is on screen within 50 ms (docs/behaviour.md#crate) and a
 * write does not hold up the tasks and input that follow the frame, and changes close together are written
 * once. A hidden page gets no frames: it writes at once, and so does a page being hidden or left
 * (below), so no change is lost.
 */
function save(items: readonly CrateItem[]): void {
  crateCount.value = items.length;
  unsaved = items;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
    flushCrateSave();
    return;
  }
  if (cancelWrite) return;
  let cancelIdle: (() => void) | undefined;
  const cancelPaint = afterNextPaint(() => {
    cancelIdle = whenIdle(() => flushCrateSave(), CRATE_SAVE_IDLE_TIMEOUT_MS);
  });
  cancelWrite = () => {
    cancelPaint();
    cancelIdle?.();
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushCrateSave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushCrateSave();
  });
}

// A crate read only in part is set aside before anything is written over it; a migrated one is saved anew.
if (initial.problem) {
  const raw = readStorage(STORAGE_KEYS.crate);
  if (raw !== null) tryWriteStorage(STORAGE_KEYS.crateBackup, raw);
}
if (initial.problem || initial.migrated || crateCount.value !== initial.items.length) {
  crateCount.value = initial.items.length;
  write(initial.items);
}

function commit(items: readonly CrateItem[], undo: Undo | null): void {
  batch(() => {
    crateItems.value = items;
    lastUndo.value = undo;
  });
  save(items);
  // Playing the crate follows its new order: next and previous walk what the user sees.
  if (playingCrate.value) queue.value = items;
}

/** Adds a track at the end; a track already in the crate, or a full crate, is refused with a message. */
export async function addToCrate(track: Track): Promise<boolean> {
  // Once the strings are here, the add goes on in the tap's own task.
  if (!i18n.hasLoadedNamespace('crate')) await loadNamespaces('crate');
  const items = crateItems.value;
  if (items.some((item) => item.id === track.id)) {
    showToast(t('crate:toast.duplicate', { title: track.title }));
    return false;
  }
  if (items.length >= CRATE_MAX_TRACKS) {
    showToast(t('crate:toast.full', { count: CRATE_MAX_TRACKS }));
    return false;
  }
  commit([...items, crateItemOf(track, Date.now())], lastUndo.value);
  showToast(t('crate:toast.added', { count: items.length + 1 }));
  return true;
}

/** Adds the tracks not in the crate yet, in their order, as far as room allows; answers how many. */
export function importToCrate(tracks: readonly Track[]): { added: number; skipped: number } {
  const ids = new Set(crateItems.value.map((item) => item.id));
  const now = Date.now();
  const added: CrateItem[] = [];
  for (const track of tracks) {
    if (ids.has(track.id) || crateItems.value.length + added.length >= CRATE_MAX_TRACKS) continue;
    ids.add(track.id);
    added.push(crateItemOf(track, now));
  }
  if (added.length > 0) commit([...crateItems.value, ...added], lastUndo.value);
  return { added: added.length, skipped: tracks.length - added.length };
}

export function removeFromCrate(id: number): void {
  const items = crateItems.value;
  if (!items.some((item) => item.id === id)) return;
  commit(
    items.filter((item) => item.id !== id),
    { items, change: 'remove' },
  );
}

/** Moves the track at `from` to `to` (indexes in the crate as it is). */
export function moveInCrate(from: number, to: number): void {
  const items = crateItems.value;
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (!moved) return;
  next.splice(to, 0, moved);
  commit(next, lastUndo.value);
}

export function clearCrate(): void {
  const items = crateItems.value;
  if (items.length === 0) return;
  commit([], { items, change: 'clear' });
}

/**
 * Each crate's order for a smooth set, once found. A crate is never changed in place (each change makes a new
 * list), so a list stands for its content: a changed crate is a list not known here, and undo brings back the
 * very list it took away, with its order. The lists die with the crate's history.
 */
const smoothOrders = new WeakMap<readonly CrateItem[], readonly CrateItem[]>();

/** Keeps `ordered` as the smooth order of `items`: `items` itself when it is in that order already. */
function rememberSmoothOrder(items: readonly CrateItem[], ordered: readonly CrateItem[]): readonly CrateItem[] {
  const kept = ordered.every((item, index) => item === items[index]) ? items : ordered;
  smoothOrders.set(items, kept);
  return kept;
}

/** lib/camelot-neighbours' `smoothOrder` of `items`, found once per list (`items` itself if it is in order). */
export function smoothOrderOf(items: readonly CrateItem[]): readonly CrateItem[] {
  return smoothOrders.get(items) ?? rememberSmoothOrder(items, smoothOrder(items));
}

/** The smooth order of `items` if it was found already (for tests: whether it was found ahead). */
export function knownSmoothOrder(items: readonly CrateItem[]): readonly CrateItem[] | undefined {
  return smoothOrders.get(items);
}

/**
 * Finds the smooth order of `items`, and how it mixes, ahead: once the crate has rested for
 * CRATE_SMOOTH_AHEAD_DELAY_MS, in slices of at most CRATE_SMOOTH_AHEAD_SLICE_MS of idle time, so that "order
 * for a smooth set" only applies it (the search takes 100 to 200 ms at 4x CPU slowdown for 200 tracks; issue
 * 25 allows the tap 50 ms) and an input arriving meanwhile waits for a slice at most. `onFound` is given the
 * order once it is found (at once if it was known), for the list to draw it ahead. Returns a cancel function,
 * for when the crate changes again first.
 */
export function prepareSmoothOrder(
  items: readonly CrateItem[],
  onFound?: (order: readonly CrateItem[]) => void,
): () => void {
  if (items.length < 3) return () => {};
  const known = smoothOrders.get(items);
  if (known) {
    onFound?.(known);
    return () => {};
  }
  const steps = smoothOrderSteps(items);
  let cancelIdle: (() => void) | undefined;
  const slice = (idle: IdleTime) => {
    const start = performance.now();
    do {
      const step = steps.next();
      if (step.done) {
        // The tap may have found it first, by itself (the same order).
        const order = smoothOrders.get(items) ?? rememberSmoothOrder(items, step.value);
        setHarmony(order);
        onFound?.(order);
        return;
      }
    } while (idle.timeRemaining() > 0 && performance.now() - start < CRATE_SMOOTH_AHEAD_SLICE_MS);
    cancelIdle = whenIdle(slice);
  };
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(slice);
  }, CRATE_SMOOTH_AHEAD_DELAY_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
}

/** Reorders the crate for a smooth set (lib/camelot-neighbours); answers whether the order changed. */
export function orderForSmoothSet(): boolean {
  const items = crateItems.value;
  const ordered = smoothOrderOf(items);
  if (ordered === items) return false;
  commit(ordered, { items, change: 'order' });
  return true;
}

export function undoCrate(): void {
  const undo = lastUndo.value;
  if (undo) commit(undo.items, null);
}

/* ---------------------------------------------------------------- playing the crate */

/** Whether the player's queue is the crate (so its order and the resume point follow the crate). */
export const playingCrate = signal(false);

/** Makes the crate the player's queue and plays from `index` (at `at` seconds into it when given). */
export function playCrate(index = 0, at?: number): void {
  const items = crateItems.value;
  const track = items[index];
  if (!track) return;
  playingCrate.value = true;
  // The resume point rides on the preview offset: the player starts the file there once it knows its length.
  playTrack(at !== undefined ? { ...track, startAt: at } : track, items);
}

export function readResumePoint(): ResumePoint | null {
  try {
    const value = JSON.parse(readStorage(STORAGE_KEYS.crateResume) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { id, at } = value as Record<string, unknown>;
    if (typeof id !== 'number' || typeof at !== 'number' || !Number.isFinite(at) || at < 0) return null;
    return crateItems.value.some((item) => item.id === id) ? { id, at } : null;
  } catch {
    return null;
  }
}

export function forgetResumePoint(): void {
  removeStorage(STORAGE_KEYS.crateResume);
}

/** The resume point written last, as `id:second`: each new second, and each new track, is written once. */
let lastWritten = '';
// While the crate plays, the track and the whole second it is at are kept, to resume at after a reload; once
// the queue is another list, the crate is no longer what plays. The track counts as well as the second: the
// next track starts at second 0, as the one before it may have been written at, and a reload within its first
// second would otherwise offer the track before.
effect(() => {
  const list = queue.value;
  const track = currentTrack.value;
  const second = Math.floor(position.value);
  if (!playingCrate.peek()) return;
  if (list !== crateItems.peek()) {
    playingCrate.value = false;
    return;
  }
  if (!track || `${track.id}:${second}` === lastWritten) return;
  lastWritten = `${track.id}:${second}`;
  tryWriteStorage(STORAGE_KEYS.crateResume, JSON.stringify({ id: track.id, at: second }));
});
