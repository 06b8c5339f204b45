import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialPull, type PullAction, type PullModel, pullGeometry, pullOffset, pullReducer } from './model';
import { PullRefresh } from './PullRefresh';

const base = pullGeometry(1);
const run = (actions: PullAction[], from: PullModel = initialPull) =>
  actions.reduce((model, action) => pullReducer(model, action, base), from);

describe('pull-to-refresh model', () => {
  it('has height 70 and range 150 at the 375 px base, scaling with the layout', () => {
    expect(base).toEqual({ height: 70, range: 150 });
    expect(pullGeometry(2)).toEqual({ height: 140, range: 300 });
  });

  it('goes idle → pulling → reached → refreshing → restoring → idle', () => {
    let model = run([{ type: 'start', y: 0, atTop: true }]);
    expect(model.state).toBe('idle');
    model = run([{ type: 'move', y: 149 }], model);
    expect(model.state).toBe('pulling');
    model = run([{ type: 'move', y: 150 }], model);
    expect(model.state).toBe('reached');
    model = run([{ type: 'end' }], model);
    expect(model.state).toBe('refreshing');
    expect(pullOffset(model, base)).toBe(70);
    model = run([{ type: 'refreshed' }], model);
    expect(model.state).toBe('restoring');
    model = run([{ type: 'settled' }], model);
    expect(model).toEqual(initialPull);
  });

  it('aborts when released before the range', () => {
    const model = run([{ type: 'start', y: 10, atTop: true }, { type: 'move', y: 159 }, { type: 'end' }]);
    expect(model.state).toBe('aborting');
    expect(run([{ type: 'settled' }], model).state).toBe('idle');
  });

  it('maps the offset as round(d * height / range)', () => {
    const pulled = (d: number) =>
      run([
        { type: 'start', y: 0, atTop: true },
        { type: 'move', y: d },
      ]);
    expect(pullOffset(pulled(75), base)).toBe(35);
    expect(pullOffset(pulled(10), base)).toBe(5);
    expect(pullOffset(pulled(11), base)).toBe(5);
    expect(pullOffset(pulled(150), base)).toBe(70);
    expect(pullOffset(pulled(300), base)).toBe(140);
  });

  it('does not pull when the page is not at the top, or when dragging up', () => {
    expect(
      run([
        { type: 'start', y: 0, atTop: false },
        { type: 'move', y: 200 },
      ]).state,
    ).toBe('idle');
    expect(
      run([
        { type: 'start', y: 100, atTop: true },
        { type: 'move', y: 50 },
      ]).state,
    ).toBe('idle');
  });

  it.each(['aborting', 'refreshing', 'restoring'] as const)('ignores touches while %s', (state) => {
    const busy: PullModel = { state, distance: 0, startY: null };
    expect(run([{ type: 'start', y: 0, atTop: true }, { type: 'move', y: 500 }, { type: 'end' }], busy)).toBe(busy);
  });
});

describe('PullRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.innerWidth = 375;
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes on a release past the range and settles afterwards', async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = render(
      <PullRefresh onRefresh={onRefresh}>
        <p>content</p>
      </PullRefresh>,
    );
    const area = container.firstElementChild as HTMLElement;
    fireEvent.touchStart(area, { touches: [{ clientY: 0 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 160 }] });
    expect(area.dataset.state).toBe('reached');
    expect(screen.getByRole('status').textContent).toBe('Release to refresh');
    fireEvent.touchEnd(area, { touches: [] });
    expect(area.dataset.state).toBe('refreshing');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').style.height).toBe('70px');
    // A touch during the refresh changes nothing.
    fireEvent.touchStart(area, { touches: [{ clientY: 0 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 300 }] });
    expect(area.dataset.state).toBe('refreshing');
    await act(async () => finish());
    expect(area.dataset.state).toBe('restoring');
    act(() => vi.advanceTimersByTime(300));
    expect(area.dataset.state).toBe('idle');
  });
});
