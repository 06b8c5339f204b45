import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMS_COUNTDOWN_S } from '@/config/constants';
import { useCountdown } from './useCountdown';

describe('verification countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 s down to 0, one second at a time', () => {
    expect(SMS_COUNTDOWN_S).toBe(60);
    const { result } = renderHook(() => useCountdown(SMS_COUNTDOWN_S));
    expect(result.current.left).toBe(0);
    act(() => result.current.start());
    expect(result.current.left).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(59);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.left).toBe(0);
  });
});
