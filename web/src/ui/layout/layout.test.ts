import { afterEach, describe, expect, it } from 'vitest';
import { installLayout, rootFontSize } from './layout';
import { rootStyleSheet, zIndexVariables } from './tokens';

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
  });

  it('puts the layers (docs/behaviour.md#layers) and the design tokens into the root stylesheet', () => {
    const sheet = document.createElement('style');
    sheet.textContent = rootStyleSheet();
    document.head.append(sheet);
    try {
      const style = getComputedStyle(document.documentElement);
      expect(style.getPropertyValue('--z-toast').trim()).toBe('10090');
      expect(style.getPropertyValue('--z-no-network').trim()).toBe('10080');
      expect(style.getPropertyValue('--z-popup').trim()).toBe('10075');
      expect(style.getPropertyValue('--z-mask').trim()).toBe('10070');
      expect(style.getPropertyValue('--z-navbar').trim()).toBe('980');
      expect(style.getPropertyValue('--z-top-tips').trim()).toBe('975');
      expect(style.getPropertyValue('--z-sticky').trim()).toBe('970');
      expect(style.getPropertyValue('--space-4').trim()).toBe('1rem');
    } finally {
      sheet.remove();
    }
  });

  it('names every layer once', () => {
    expect(Object.keys(zIndexVariables())).toHaveLength(7);
  });
});
