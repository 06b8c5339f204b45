import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BottomBar, useBottomBar } from './bottom-bars';

function Bar({ kind, height }: { kind: BottomBar; height: number }) {
  const ref = useBottomBar(kind);
  return <div ref={ref} data-height={height} />;
}

const root = () => document.documentElement.style;

describe('the bottom bars', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stack from the bottom edge, and the floating column starts above all of them', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { height: Number(this.dataset.height ?? 0) } as DOMRect;
    });
    const view = render(
      <>
        <Bar kind="page" height={60} />
        <Bar kind="player" height={64} />
        <Bar kind="tabs" height={50} />
      </>,
    );
    expect(root().getPropertyValue('--below-tabs')).toBe('0px');
    expect(root().getPropertyValue('--below-player')).toBe('50px');
    expect(root().getPropertyValue('--below-page')).toBe('114px');
    expect(root().getPropertyValue('--bottom-bars')).toBe('174px');

    view.rerender(<Bar kind="page" height={60} />);
    expect(root().getPropertyValue('--below-page')).toBe('0px');
    expect(root().getPropertyValue('--bottom-bars')).toBe('60px');

    view.unmount();
    expect(root().getPropertyValue('--bottom-bars')).toBe('0px');
  });
});
