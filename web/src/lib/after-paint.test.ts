import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, reportsElementPaint, whenElementPainted } from './after-paint';

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

/** A PerformanceObserver whose entries the test delivers. */
function fakeObserver(supportedEntryTypes: string[] | undefined) {
  const observers: { deliver: (entries: object[]) => void; disconnected: boolean; options?: unknown }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly record: (typeof observers)[number];
    constructor(callback: (list: { getEntries: () => object[] }, observer: FakeObserver) => void) {
      this.record = { deliver: (entries) => callback({ getEntries: () => entries }, this), disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return observers;
}

describe('element paint reports', () => {
  it('are used only where the browser lists them', () => {
    fakeObserver(['paint', 'element']);
    expect(reportsElementPaint()).toBe(true);
    fakeObserver(['paint', 'largest-contentful-paint']);
    expect(reportsElementPaint()).toBe(false);
    fakeObserver(undefined);
    expect(reportsElementPaint()).toBe(false);
  });

  it('call back once, for the named element only, counting paints before the call', () => {
    const observers = fakeObserver(['element']);
    const callback = vi.fn();
    whenElementPainted('hero', callback);
    const [observer] = observers;
    expect(observer?.options).toEqual({ type: 'element', buffered: true });
    observer?.deliver([{ identifier: 'other' }]);
    expect(callback).not.toHaveBeenCalled();
    observer?.deliver([{ identifier: 'other' }, { identifier: 'hero' }]);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });

  it('can be cancelled', () => {
    const observers = fakeObserver(['element']);
    whenElementPainted('hero', vi.fn())();
    expect(observers[0]?.disconnected).toBe(true);
  });
});
