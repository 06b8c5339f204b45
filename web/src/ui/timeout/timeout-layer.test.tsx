import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onRetryAfterTimeout, reportTimeout, timedOut } from '@/lib/layers/timeout';
import { TimeoutLayer } from './TimeoutLayer';

const MESSAGE = 'The connection timed out, click the screen to try again.';

beforeEach(() => {
  timedOut.value = false;
});

describe('time-out layer', () => {
  it('is absent until a request times out, then covers the screen with the message, focused', () => {
    render(<TimeoutLayer />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => reportTimeout());
    const layer = screen.getByRole('alertdialog', { name: MESSAGE });
    expect(layer.getAttribute('aria-modal')).toBe('true');
    const retry = screen.getByRole('button', { name: MESSAGE });
    expect(document.activeElement).toBe(retry);
  });

  it('a tap retries once and removes the layer', async () => {
    const retried = vi.fn();
    const stop = onRetryAfterTimeout(retried);
    render(<TimeoutLayer />);
    act(() => reportTimeout());
    await userEvent.click(screen.getByRole('button', { name: MESSAGE }));
    expect(retried).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    stop();
  });

  it('retries from the keyboard too', async () => {
    const retried = vi.fn();
    const stop = onRetryAfterTimeout(retried);
    render(<TimeoutLayer />);
    act(() => reportTimeout());
    await userEvent.keyboard('{Enter}');
    expect(retried).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    stop();
  });

  it('several time-outs make one layer and one retry', async () => {
    const retried = vi.fn();
    const stop = onRetryAfterTimeout(retried);
    render(<TimeoutLayer />);
    act(() => {
      reportTimeout();
      reportTimeout();
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: MESSAGE }));
    expect(retried).toHaveBeenCalledTimes(1);
    stop();
  });
});
