import { MIX_BPM_TOLERANCE } from '@/config/constants';
import { type CamelotKey, type KeyRelation, keyRelation, type Timing, tempoMatch } from './camelot';
import { readKey } from './key-notation';

// Whether two neighbours of a set mix, and an order of a set that mixes best. The rule, as open DJ tools
// rank it: the key relation first (same > relative > one step > diagonal > energy boost > clash), the tempo
// step second, half and double time counted as the same tempo.

/** How two neighbours' keys mix: camelot.ts's relation, a clash, or unknown when a key is missing. */
export type NeighbourKey = KeyRelation | 'clash' | 'unknown';

/** What a transition costs, in points; a set's score is the sum over its neighbours (lower mixes better). */
export const KEY_COST: Readonly<Record<NeighbourKey, number>> = {
  same: 0,
  relative: 1,
  adjacent: 2,
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
  readonly as: Timing;
}

export interface Transition {
  readonly key: NeighbourKey;
  readonly tempo: TempoStep | null;
  /** Whether the two mix without a clash: a compatible key and a tempo step within `CLASH_TEMPO_PERCENT`. */
  readonly mixes: boolean;
  readonly cost: number;
}

/** The wheel's relation (lib/camelot's `keyRelation`, the one "mixes well with" uses), named for a set. */
export function neighbourKey(from: CamelotKey | null, to: CamelotKey | null): NeighbourKey {
  if (!from || !to) return 'unknown';
  return keyRelation(from, to) ?? 'clash';
}

/** The step from `from` to `to` BPM, `to` taken at its own, half or double tempo, whichever is nearest. */
export function tempoStep(from: number | null, to: number | null): TempoStep | null {
  if (!from || !to) return null;
  // No window: a set may jump any distance; lib/camelot's match finds the nearest timing.
  const match = tempoMatch(from, to, Number.POSITIVE_INFINITY);
  return match ? { percent: (1 / match.rate - 1) * 100, as: match.timing } : null;
}

/**
 * The symmetric size of a tempo step (the log ratio as a percentage), so A→B costs what B→A does. It takes the
 * step already found: the tempo match is the dearest part of a transition, and a smooth set weighs every pair.
 */
function tempoCost(step: TempoStep | null): number {
  if (!step) return CLASH_TEMPO_PERCENT / TEMPO_PERCENT_PER_POINT;
  return (Math.abs(Math.log(1 + step.percent / 100)) * 100) / TEMPO_PERCENT_PER_POINT;
}

const COMPATIBLE: readonly NeighbourKey[] = ['same', 'relative', 'adjacent'];

function transitionOf(fromKey: CamelotKey | null, toKey: CamelotKey | null, from: SetTrack, to: SetTrack): Transition {
  const key = neighbourKey(fromKey, toKey);
  const tempo = tempoStep(from.bpm, to.bpm);
  const mixes = COMPATIBLE.includes(key) && tempo !== null && Math.abs(tempo.percent) <= CLASH_TEMPO_PERCENT;
  return { key, tempo, mixes, cost: KEY_COST[key] + tempoCost(tempo) };
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

/** A key's place in `keyCostTable`: two a number round the wheel, minor first; -1 when unknown. */
function keySlot(key: CamelotKey | null): number {
  return key ? (key.number - 1) * 2 + (key.mode === 'B' ? 1 : 0) : -1;
}

let keyCosts: Float64Array | null = null;

/** KEY_COST of every move between the wheel's 24 keys, from slot to slot (made once). */
function keyCostTable(): Float64Array {
  if (keyCosts) return keyCosts;
  const table = new Float64Array(24 * 24);
  for (let from = 0; from < 24; from++) {
    for (let to = 0; to < 24; to++) {
      const key = (slot: number): CamelotKey => ({ number: Math.floor(slot / 2) + 1, mode: slot % 2 ? 'B' : 'A' });
      table[from * 24 + to] = KEY_COST[neighbourKey(key(from), key(to))];
    }
  }
  keyCosts = table;
  return table;
}

/**
 * `transition(set[a], set[b]).cost` for every pair, row by row. A smooth set weighs all 40,000 pairs of a crate
 * of 200, so this is the same arithmetic without a Transition, a TempoMatch or a key object per pair: key costs
 * from a table of the wheel's 24 keys, the tempo match's choice of timing (the first of own, double and half
 * time with the smallest change) and then tempoStep's and tempoCost's very operations, so every cost equals
 * the transition's to the last bit and the search takes the same steps.
 */
function* costMatrix(set: readonly SetTrack[]): Generator<void, Float64Array, void> {
  const count = set.length;
  const table = keyCostTable();
  const slots = new Int32Array(count);
  const bpms = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    const track = set[index] as SetTrack;
    slots[index] = keySlot(readKey(track.key));
    const bpm = track.bpm;
    // tempoStep's `!from || !to` and tempoMatch's `!(bpm > 0)`: 0 marks a tempo without a step.
    bpms[index] = bpm && bpm > 0 ? bpm : 0;
  }
  const unknownKey = KEY_COST.unknown;
  const unknownTempo = CLASH_TEMPO_PERCENT / TEMPO_PERCENT_PER_POINT;
  const cost = new Float64Array(count * count);
  for (let a = 0; a < count; a++) {
    const fromSlot = slots[a] as number;
    const from = bpms[a] as number;
    for (let b = 0; b < count; b++) {
      if (a === b) continue;
      const toSlot = slots[b] as number;
      const keyCost = fromSlot < 0 || toSlot < 0 ? unknownKey : (table[fromSlot * 24 + toSlot] as number);
      const to = bpms[b] as number;
      let tempo = unknownTempo;
      if (from > 0 && to > 0) {
        let rate = from / to;
        const double = from / (to * 2);
        if (Math.abs(double - 1) < Math.abs(rate - 1)) rate = double;
        const half = from / (to * 0.5);
        if (Math.abs(half - 1) < Math.abs(rate - 1)) rate = half;
        const percent = (1 / rate - 1) * 100;
        tempo = (Math.abs(Math.log(1 + percent / 100)) * 100) / TEMPO_PERCENT_PER_POINT;
      }
      cost[a * count + b] = keyCost + tempo;
    }
    yield;
  }
  return cost;
}

/**
 * An order of `set` that keeps its first track (the DJ's opener) and lowers its score: each next track the
 * cheapest move from the last one (nearest neighbour), then 2-opt (reversing a stretch wherever that lowers the
 * two transitions at its ends) and moving single tracks to cheaper places, until nothing improves. Costs are symmetric, so a reversed stretch costs what
 * it did inside. Ties keep the current order, so the result is deterministic; an order that would score
 * worse than the one given is never returned.
 */
export function smoothOrder<T extends SetTrack>(set: readonly T[]): T[] {
  const steps = smoothOrderSteps(set);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `smoothOrder`'s very search, in steps: it pauses after each row of its work (a row of the cost table, a
 * track placed, a start of a stretch tried), so that a caller can spread it over idle moments without holding
 * up input (the crate page finds the order ahead this way). Run to its end, it returns `smoothOrder`'s order.
 */
export function* smoothOrderSteps<T extends SetTrack>(set: readonly T[]): Generator<void, T[], void> {
  const count = set.length;
  if (count < 3) return [...set];
  const cost = yield* costMatrix(set);
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
    yield;
  }

  // 2-opt on an open path with a fixed start: reverse order[i..j] when the edges at its ends cost less; then
  // move single tracks to a cheaper place (or-opt), which 2-opt alone cannot do without breaking three edges.
  const EPSILON = 1e-9;
  const edge = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? 0 : at(a, b));
  // Prefix sums of the path walked forward and backward: reversing order[i..j] also turns its inner edges round.
  const forward = new Float64Array(count);
  const backward = new Float64Array(count);
  const sums = () => {
    for (let k = 1; k < count; k++) {
      forward[k] = (forward[k - 1] as number) + edge(order[k - 1], order[k]);
      backward[k] = (backward[k - 1] as number) + edge(order[k], order[k - 1]);
    }
  };
  for (let improved = true, passes = 0; improved && passes < MAX_PASSES; passes++) {
    improved = false;
    sums();
    for (let i = 1; i < count - 1; i++) {
      for (let j = i + 1; j < count; j++) {
        const inner = (forward[j] as number) - (forward[i] as number);
        const innerReversed = (backward[j] as number) - (backward[i] as number);
        const current = edge(order[i - 1], order[i]) + inner + edge(order[j], order[j + 1]);
        const reversed = edge(order[i - 1], order[j]) + innerReversed + edge(order[i], order[j + 1]);
        if (reversed + EPSILON < current) {
          for (let left = i, right = j; left < right; left++, right--) {
            const swap = order[left] as number;
            order[left] = order[right] as number;
            order[right] = swap;
          }
          sums();
          improved = true;
        }
      }
      yield;
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
      yield;
    }
  }
  const ordered = order.map((index) => set[index] as T);
  return setScore(ordered) <= setScore(set) ? ordered : [...set];
}
