import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs in a task after the next animation frame, not in the frame itself', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const calls: string[] = [];
    afterNextPaint(() => calls.push('after paint'));
    requestAnimationFrame(() => calls.push('same frame'));
    vi.advanceTimersToNextFrame();
    expect(calls).toEqual(['same frame']);
    vi.runOnlyPendingTimers();
    expect(calls).toEqual(['same frame', 'after paint']);
  });

  it('can be cancelled before the frame and between the frame and the task', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const callback = vi.fn();
    afterNextPaint(callback)();
    const cancelLater = afterNextPaint(callback);
    vi.advanceTimersToNextFrame();
    cancelLater();
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
