// The in-memory state. `reset()` re-seeds it from MOCK_SEED, which restores it exactly: everything is
// generated from the seed and the clock's start, never from Math.random or Date.now.
import type { Clock } from '../clock.ts';
import { createSeedContext } from './seed-context.ts';
import { MODULES, type State } from './state.ts';

export type { State } from './state.ts';

export class Store {
  state: State;
  /** Bumped by every write; cached read answers are keyed by it. */
  version = 0;
  /**
   * Bumped by every write except counting (a play): cached counted answers (handlers/define.ts `counted`)
   * are keyed by it and take the counts from the records when sent.
   */
  structureVersion = 0;

  constructor(
    readonly seed: number,
    readonly clock: Clock,
  ) {
    this.state = this.build();
  }

  private build(): State {
    const nowSec = this.clock.seconds();
    const state = {} as State;
    for (const [name, seed] of Object.entries(MODULES) as [keyof State, (ctx: never) => unknown][]) {
      (state as unknown as Record<string, unknown>)[name] = seed(
        createSeedContext(this.seed, nowSec, name, state) as never,
      );
    }
    return state;
  }

  reset(): void {
    this.clock.reset();
    this.state = this.build();
    this.touch();
  }

  /** Marks the state changed, so cached reads are recomputed. */
  touch(): void {
    this.version += 1;
    this.structureVersion += 1;
  }

  /** Marks counters changed (nothing else): reads showing them are recomputed, counted answers are not. */
  touchCounters(): void {
    this.version += 1;
  }

  now(): number {
    return this.clock.now();
  }

  seconds(): number {
    return this.clock.seconds();
  }
}
