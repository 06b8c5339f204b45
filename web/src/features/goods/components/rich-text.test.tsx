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

describe('RichText with plain text', () => {
  it('draws the text at once, as text, without waiting for the viewport or the sanitiser', () => {
    const { container } = render(<RichText html={'独家首发 — DJ Set Vol.27\nsecond line'} />);
    expect(container.querySelector('.rich-text')?.textContent).toBe('独家首发 — DJ Set Vol.27\nsecond line');
    expect(container.querySelector('.rich-text *')).toBeNull();
  });

  it('takes an entity or a tag as markup: sanitised, never shown raw', async () => {
    const { container } = render(<RichText html={'Tom &amp; Jerry'} />);
    expect(container.textContent).toBe('');
    mockAllIsIntersecting(true);
    expect(await screen.findByText('Tom & Jerry')).toBeTruthy();
  });
});
