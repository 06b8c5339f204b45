// Mock time. Handlers and store modules call `now()` instead of Date.now so that tests can move time
// (order time-outs, resend intervals, popups) without waiting, and so that a frozen clock makes answers
// byte-identical.
export class Clock {
  private offsetMs = 0;
  private startedAt: number;

  constructor(
    /** Mock time at reset, in ms. */
    readonly baseMs: number,
    /** A frozen clock moves only by `advance()`; a running one also follows real time. */
    readonly frozen: boolean,
  ) {
    this.startedAt = performance.now();
  }

  now(): number {
    const real = this.frozen ? 0 : performance.now() - this.startedAt;
    return Math.floor(this.baseMs + this.offsetMs + real);
  }

  /** Unix seconds, the unit of every timestamp in the contract. */
  seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
    this.startedAt = performance.now();
  }
}
