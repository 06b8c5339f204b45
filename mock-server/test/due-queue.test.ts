import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DueQueue } from '../src/store/due-queue.ts';

describe('due queue', () => {
  it('answers what is due in due order, equal times in the order queued, and nothing early', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 200 }),
        fc.integer({ min: 0, max: 50 }),
        (times, now) => {
          const q = new DueQueue<'x'>();
          for (const [id, at] of times.entries()) q.push(at, 'x', id);
          const out: number[] = [];
          for (let d = q.popDue(now); d; d = q.popDue(now)) out.push(d.id);
          const expected = times
            .map((at, id) => ({ at, id }))
            .filter((e) => e.at <= now)
            .sort((a, b) => a.at - b.at || a.id - b.id)
            .map((e) => e.id);
          expect(out).toEqual(expected);
          expect(q.size).toBe(times.length - expected.length);
        },
      ),
    );
  });
});
