import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Image } from './Image';

// Avatars, covers and circle pictures come from user profiles and posts: they load only from the
// provider and the allowed media origins (lib/safe-url).
describe('an image from the provider', () => {
  it('loads a provider path from the provider', () => {
    const { container } = render(<Image src="/media/avatar/u1.svg" alt="" ratio={1} eager />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`${window.location.origin}/media/avatar/u1.svg`);
  });

  it('loads nothing from another host or a data: or javascript: address, and shows the placeholder', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const src of [
      'https://tracker.example/a.png',
      '//tracker.example/a.png',
      'data:image/svg+xml,<svg/>',
      'javascript:alert(1)',
    ]) {
      const { container, unmount } = render(<Image src={src} alt="" ratio={1} eager />);
      expect(container.querySelector('img'), src).toBeNull();
      expect(container.querySelector('.image')).not.toBeNull();
      unmount();
    }
    expect(warn).toHaveBeenCalled();
  });
});
