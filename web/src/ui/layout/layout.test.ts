import { afterEach, describe, expect, it } from 'vitest';
import { installLayout, rootFontSize, zIndexVariables } from './layout';

describe('rem layout', () => {
  it('is width / 23.4375: 16 px at 375, 24 px at 562.5', () => {
    expect(rootFontSize(375)).toBe(16);
    expect(rootFontSize(562.5)).toBe(24);
    expect(rootFontSize(960)).toBe(40.96);
  });

  it('falls back to 375 above 960 instead of clamping', () => {
    expect(rootFontSize(961)).toBe(16);
    expect(rootFontSize(1920)).toBe(16);
  });

  describe('installLayout', () => {
    let remove: (() => void) | undefined;
    afterEach(() => remove?.());

    it('recomputes on resize and orientation change', () => {
      const root = document.createElement('div');
      window.innerWidth = 375;
      remove = installLayout(root, window);
      expect(root.style.fontSize).toBe('16px');
      window.innerWidth = 750;
      window.dispatchEvent(new Event('resize'));
      expect(root.style.fontSize).toBe('32px');
      window.innerWidth = 1200;
      window.dispatchEvent(new Event('orientationchange'));
      expect(root.style.fontSize).toBe('16px');
    });

    it('writes the layers of spec §9 as custom properties', () => {
      const root = document.createElement('div');
      remove = installLayout(root, window);
      expect(root.style.getPropertyValue('--z-toast')).toBe('10090');
      expect(root.style.getPropertyValue('--z-no-network')).toBe('10080');
      expect(root.style.getPropertyValue('--z-popup')).toBe('10075');
      expect(root.style.getPropertyValue('--z-mask')).toBe('10070');
      expect(root.style.getPropertyValue('--z-navbar')).toBe('980');
      expect(root.style.getPropertyValue('--z-top-tips')).toBe('975');
      expect(root.style.getPropertyValue('--z-sticky')).toBe('970');
    });
  });

  it('names every layer once', () => {
    expect(Object.keys(zIndexVariables())).toHaveLength(7);
  });
});
