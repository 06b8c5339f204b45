import { MIX_BPM_TOLERANCE } from '@/config/constants';
import type { CamelotKey } from './camelot';
import { readKey } from './key-notation';

// Whether two neighbours of a set mix, and an order of a set that mixes best. The rule, as open DJ tools
// rank it: the key relation first (same > relative > one step > diagonal > energy boost > clash), the tempo
// step second, half and double time counted as the same tempo.

export type KeyRelation = 'same' | 'relative' | 'step' | 'diagonal' | 'boost' | 'clash' | 'unknown';

/** What a transition costs, in points; a set's score is the sum over its neighbours (lower mixes better). */
export const KEY_COST: Readonly<Record<KeyRelation, number>> = {
  same: 0,
  relative: 1,
  step: 2,
  diagonal: 4,
  boost: 5,
  clash: 10,
  unknown: 6,
};
/** A tempo change of this many per cent costs one point: 6 %, a semitone's shift, costs as much as a diagonal. */
export const TEMPO_PERCENT_PER_POINT = 1.5;
/** Beyond this step two tempos do not mix: the window of "mixes well with" (about a semitone's shift). */
export const CLASH_TEMPO_PERCENT = MIX_BPM_TOLERANCE * 100;
/** 2-opt stops after this many passes even if a pass still improved (it rarely needs more than a few). */
const MAX_PASSES = 16;

export interface SetTrack {
  readonly id: number;
  readonly key: string | null;
  readonly bpm: number | null;
}

export interface TempoStep {
  /** The change from the first tempo to the second as played, in per cent (signed). */
  readonly percent: number;
  /** How the second is played against the first: at its own tempo, half time or double time. */
  readonly as: 'same' | 'half' | 'double';
}

export interface Transition {
  readonly key: KeyRelation;
  readonly tempo: TempoStep | null;
  /** Whether the two mix without a clash: a compatible key and a tempo step within `CLASH_TEMPO_PERCENT`. */
  readonly mixes: boolean;
  readonly cost: number;
}

const WHEEL = 12;

function wheelDistance(a: number, b: number): number {
  const forward = (((b - a) % WHEEL) + WHEEL) % WHEEL;
  return Math.min(forward, WHEEL - forward);
}

export function keyRelation(from: CamelotKey | null, to: CamelotKey | null): KeyRelation {
  if (!from || !to) return 'unknown';
  const distance = wheelDistance(from.number, to.number);
  const forward = (((to.number - from.number) % WHEEL) + WHEEL) % WHEEL;
  if (from.mode === to.mode) {
    if (distance === 0) return 'same';
    if (distance === 1) return 'step';
    // Two steps clockwise in the same mode: the "energy boost", a whole tone up.
    if (forward === 2) return 'boost';
    return 'clash';
  }
  if (distance === 0) return 'relative';
  if (distance === 1) return 'diagonal';
  return 'clash';
}

/** The step from `from` to `to` BPM, `to` taken at its own, half or double tempo, whichever is nearest. */
export function tempoStep(from: number | null, to: number | null): TempoStep | null {
  if (!from || !to || from <= 0 || to <= 0) return null;
  const options: [number, TempoStep['as']][] = [
    [to, 'same'],
    [to / 2, 'half'],
    [to * 2, 'double'],
  ];
  let best: [number, TempoStep['as']] = options[0] as [number, TempoStep['as']];
  for (const option of options) {
    if (Math.abs(Math.log(option[0] / from)) < Math.abs(Math.log(best[0] / from))) best = option;
  }
  return { percent: ((best[0] - from) / from) * 100, as: best[1] };
}

/** The symmetric size of a tempo step (the log ratio as a percentage), so A→B costs what B→A does. */
function tempoCost(from: number | null, to: number | null): number {
  const step = tempoStep(from, to);
  if (!step || !from) return CLASH_TEMPO_PERCENT / TEMPO_PERCENT_PER_POINT;
  const played = from * (1 + step.percent / 100);
  return (Math.abs(Math.log(played / from)) * 100) / TEMPO_PERCENT_PER_POINT;
}

const COMPATIBLE: readonly KeyRelation[] = ['same', 'relative', 'step'];

function transitionOf(fromKey: CamelotKey | null, toKey: CamelotKey | null, from: SetTrack, to: SetTrack): Transition {
  const key = keyRelation(fromKey, toKey);
  const tempo = tempoStep(from.bpm, to.bpm);
  const mixes = COMPATIBLE.includes(key) && tempo !== null && Math.abs(tempo.percent) <= CLASH_TEMPO_PERCENT;
  return { key, tempo, mixes, cost: KEY_COST[key] + tempoCost(from.bpm, to.bpm) };
}

export function transition(from: SetTrack, to: SetTrack): Transition {
  return transitionOf(readKey(from.key), readKey(to.key), from, to);
}

/** The transitions between each two neighbours of `set`, in order (one fewer than the tracks). */
export function transitions(set: readonly SetTrack[]): Transition[] {
  const keys = set.map((track) => readKey(track.key));
  const out: Transition[] = [];
  for (let index = 1; index < set.length; index++) {
    out.push(
      transitionOf(keys[index - 1] ?? null, keys[index] ?? null, set[index - 1] as SetTrack, set[index] as SetTrack),
    );
  }
  return out;
}

/** A set's score: the sum of its transitions' costs (lower mixes better). */
export function setScore(set: readonly SetTrack[]): number {
  return transitions(set).reduce((sum, item) => sum + item.cost, 0);
}

/**
 * An order of `set` that keeps its first track (the DJ's opener) and lowers its score: each next track the
 * cheapest move from the last one (nearest neighbour), then 2-opt (reversing a stretch wherever that lowers the
 * two transitions at its ends) and moving single tracks to cheaper places, until nothing improves. Costs are symmetric, so a reversed stretch costs what
 * it did inside. Ties keep the current order, so the result is deterministic; an order that would score
 * worse than the one given is never returned.
 */
export function smoothOrder<T extends SetTrack>(set: readonly T[]): T[] {
  const count = set.length;
  if (count < 3) return [...set];
  const keys = set.map((track) => readKey(track.key));
  const cost = new Float64Array(count * count);
  for (let a = 0; a < count; a++) {
    for (let b = a + 1; b < count; b++) {
      const value = transitionOf(keys[a] ?? null, keys[b] ?? null, set[a] as T, set[b] as T).cost;
      cost[a * count + b] = value;
      cost[b * count + a] = value;
    }
  }
  const at = (a: number, b: number) => cost[a * count + b] as number;

  const order = [0];
  const used = new Uint8Array(count);
  used[0] = 1;
  for (let step = 1; step < count; step++) {
    const last = order[step - 1] as number;
    let best = -1;
    for (let candidate = 0; candidate < count; candidate++) {
      if (used[candidate]) continue;
      if (best < 0 || at(last, candidate) < at(last, best)) best = candidate;
    }
    order.push(best);
    used[best] = 1;
  }

  // 2-opt on an open path with a fixed start: reverse order[i..j] when the edges at its ends cost less; then
  // move single tracks to a cheaper place (or-opt), which 2-opt alone cannot do without breaking three edges.
  const EPSILON = 1e-9;
  const edge = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? 0 : at(a, b));
  for (let improved = true, passes = 0; improved && passes < MAX_PASSES; passes++) {
    improved = false;
    for (let i = 1; i < count - 1; i++) {
      for (let j = i + 1; j < count; j++) {
        const current = edge(order[i - 1], order[i]) + edge(order[j], order[j + 1]);
        const reversed = edge(order[i - 1], order[j]) + edge(order[i], order[j + 1]);
        if (reversed + EPSILON < current) {
          for (let left = i, right = j; left < right; left++, right--) {
            const swap = order[left] as number;
            order[left] = order[right] as number;
            order[right] = swap;
          }
          improved = true;
        }
      }
    }
    for (let i = 1; i < count; i++) {
      const node = order[i] as number;
      const saved = edge(order[i - 1], node) + edge(node, order[i + 1]) - edge(order[i - 1], order[i + 1]);
      let bestAt = -1;
      let bestCost = saved - EPSILON;
      for (let k = 0; k < count; k++) {
        // Between order[k] and order[k + 1]; the places beside the track itself change nothing.
        if (k === i - 1 || k === i) continue;
        const added = edge(order[k], node) + edge(node, order[k + 1]) - edge(order[k], order[k + 1]);
        if (added < bestCost) {
          bestCost = added;
          bestAt = k;
        }
      }
      if (bestAt >= 0) {
        order.splice(i, 1);
        order.splice(bestAt < i ? bestAt + 1 : bestAt, 0, node);
        improved = true;
      }
    }
  }
  const ordered = order.map((index) => set[index] as T);
  return setScore(ordered) <= setScore(set) ? ordered : [...set];
}
