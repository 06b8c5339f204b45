// @vitest-environment jsdom
// DOMPurify needs a faithful DOM (see lib/rich-text.test.ts).
import { render, screen } from '@testing-library/react';
import { mockAllIsIntersecting, setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './RichText';

beforeEach(() => setupIntersectionMocking(vi.fn));
afterEach(() => vi.unstubAllGlobals());

describe('RichText', () => {
  it('draws nothing until it comes near the viewport, then the HTML without its script', async () => {
    const { container } = render(
      <RichText html={'<p>Fine <b>print</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />,
    );
    expect(container.textContent).toBe('');
    mockAllIsIntersecting(true);
    expect(await screen.findByText('print')).toBeTruthy();
    expect(container.querySelector('.rich-text p')?.textContent).toBe('Fine print');
    expect(container.querySelector('script, [onerror]')).toBeNull();
  });
});
