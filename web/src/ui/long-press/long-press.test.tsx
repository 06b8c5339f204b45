import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLongPress } from './useLongPress';

function Target({ onLongPress }: { onLongPress: () => void }) {
  const handlers = useLongPress(onLongPress);
  return (
    <button type="button" {...handlers}>
      x
    </button>
  );
}

const at = (x: number, y: number) => ({ clientX: x, clientY: y });

describe('long press', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const onLongPress = vi.fn();
    render(<Target onLongPress={onLongPress} />);
    return { onLongPress, target: screen.getByRole('button') };
  };

  it('fires after 350 ms, not at 349 ms', () => {
    const { onLongPress, target } = setup();
    fireEvent.touchStart(target, { touches: [at(0, 0)] });
    act(() => vi.advanceTimersByTime(349));
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('survives 10 px of movement and is cancelled beyond it, in x or in y', () => {
    const { onLongPress, target } = setup();
    fireEvent.touchStart(target, { touches: [at(0, 0)] });
    fireEvent.touchMove(target, { touches: [at(10, 10)] });
    act(() => vi.advanceTimersByTime(350));
    expect(onLongPress).toHaveBeenCalledTimes(1);

    fireEvent.touchStart(target, { touches: [at(0, 0)] });
    fireEvent.touchMove(target, { touches: [at(11, 0)] });
    act(() => vi.advanceTimersByTime(350));
    fireEvent.touchStart(target, { touches: [at(0, 0)] });
    fireEvent.touchMove(target, { touches: [at(0, -11)] });
    act(() => vi.advanceTimersByTime(350));
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by lifting the finger or by a second finger', () => {
    const { onLongPress, target } = setup();
    fireEvent.touchStart(target, { touches: [at(0, 0)] });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.touchEnd(target, { touches: [] });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.touchStart(target, { touches: [at(0, 0)] });
    fireEvent.touchStart(target, { touches: [at(0, 0), at(50, 50)] });
    act(() => vi.advanceTimersByTime(400));
    expect(onLongPress).not.toHaveBeenCalled();
  });
});
