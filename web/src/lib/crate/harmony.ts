import { type SetTrack, type Transition, transition } from '@/lib/camelot-neighbours';

/** How a set's neighbours mix: the transition into each track (null for the first), the score and the clashes. */
export interface SetHarmony {
  readonly between: readonly (Transition | null)[];
  /** lib/camelot-neighbours' `setScore`, summed in the same order. */
  readonly score: number;
  /** Transitions that do not mix. */
  readonly clashes: number;
}

// Once per list and once per pair: the crate page shows the score, the clashes and every transition, and
// renders several times for one change (50 ms a change at 200 tracks, docs/behaviour.md#crate). A list is never changed in
// place (each change makes a new one), so its identity says whether it changed; the tracks are never changed
// either, so a pair that stays neighbours keeps its Transition object and its row need not render again.
const bySet = new WeakMap<readonly SetTrack[], SetHarmony>();
const byPair = new WeakMap<SetTrack, WeakMap<SetTrack, Transition>>();

function pairTransition(from: SetTrack, to: SetTrack): Transition {
  let fromHere = byPair.get(from);
  if (!fromHere) {
    fromHere = new WeakMap();
    byPair.set(from, fromHere);
  }
  let found = fromHere.get(to);
  if (!found) {
    found = transition(from, to);
    fromHere.set(to, found);
  }
  return found;
}

export function setHarmony(set: readonly SetTrack[]): SetHarmony {
  const known = bySet.get(set);
  if (known) return known;
  const between: (Transition | null)[] = [];
  let score = 0;
  let clashes = 0;
  for (let index = 0; index < set.length; index++) {
    const previous = set[index - 1];
    if (!previous) {
      between.push(null);
      continue;
    }
    const found = pairTransition(previous, set[index] as SetTrack);
    between.push(found);
    score += found.cost;
    if (!found.mixes) clashes++;
  }
  const harmony = { between, score, clashes };
  bySet.set(set, harmony);
  return harmony;
}
