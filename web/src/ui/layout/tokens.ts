// The design tokens: colours, spacing, radii and type sizes, in one place beside the layer tokens. The build
// writes them onto :root as custom properties (`--brand`, `--space-2`, `--radius-m`, `--z-toast` ...; the
// Vite config's design-tokens stylesheet), so they cost the app no JavaScript; the CSS uses only these. Sizes
// are rem, so they follow the spec's rem layout (16 px at the 375 px base width).
// Relative imports only: the Vite config loads this file, without the app's `@/` alias.
import { TAB_BAR_HEIGHT_PX, TAB_BAR_SELECTED_COLOR, Z_INDEX_LAYERS } from '../../config/constants';

export const COLORS = {
  brand: TAB_BAR_SELECTED_COLOR,
  'brand-soft': '#fdecec',
  text: '#1f1f1f',
  muted: '#595959',
  line: '#e8e8e8',
  bg: '#f6f6f6',
  surface: '#ffffff',
  price: '#c81e1e',
  danger: '#c81e1e',
  'vip-line': '#b8860b',
  'vip-text': '#7a5800',
  'vip-gold': '#ffd37a',
  'vip-dark': '#4a3b1c',
  ink: '#2b2b2b',
  skeleton: '#eeeeee',
  'skeleton-light': '#f5f5f5',
  scrim: 'rgb(0 0 0 / 55%)',
  'on-brand': '#ffffff',
  'media-bg': '#000000',
  'on-dark-muted': '#dddddd',
  'brand-accent': '#ff7a45',
  success: '#2b8a3e',
  'success-soft': '#ebfbee',
  'warning-soft': '#fff4e5',
  'warning-text': '#7a4100',
  // The brand mixed 80% with black, written out: color-mix() is newer than the browsers we build for
  // (docs/behaviour.md#browsers).
  'brand-deep': '#a61e22',
} as const;

export const SPACING = {
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '0.75rem',
  'space-4': '1rem',
  'space-5': '1.5rem',
  'space-6': '2rem',
} as const;

export const RADII = {
  'radius-s': '0.25rem',
  'radius-m': '0.5rem',
  'radius-l': '0.75rem',
  'radius-pill': '999px',
} as const;

export const FONT_SIZES = {
  'font-xs': '0.6875rem',
  'font-s': '0.75rem',
  'font-m': '0.875rem',
  'font-l': '1rem',
  'font-xl': '1.25rem',
  'font-xxl': '1.5rem',
} as const;

export const SIZES = {
  'tab-bar-height': `${TAB_BAR_HEIGHT_PX}px`,
  'mini-player-height': '3.75rem',
  'goods-row-height': '6.25rem',
  'notice-line': '1.25rem',
  'shadow-raised': '0 -2px 8px rgb(0 0 0 / 8%)',
} as const;

/** `--z-toast: 10090` ... one custom property per layer, so CSS never repeats a z-index number. */
export function zIndexVariables(): Record<string, string> {
  return Object.fromEntries(Object.entries(Z_INDEX_LAYERS).map(([name, value]) => [`--z-${name}`, String(value)]));
}

/** Every token as a custom property name and value. */
/**
 * The placement of what stays on screen (ui/layout/bottom-bars.ts, placement.css): the bars' heights below
 * each bar and in all, 0 until a bar is mounted and reports its height, and the floating column's buttons.
 */
export const PLACEMENT = {
  'below-tabs': '0px',
  'below-player': '0px',
  'below-page': '0px',
  'bottom-bars': '0px',
  'floating-size': '2.75rem',
  'floating-gap': '0.75rem',
  'floating-start': 'calc(var(--bottom-bars) + env(safe-area-inset-bottom) + 1.5rem)',
} as const;

export function tokenVariables(): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ ...COLORS, ...SPACING, ...RADII, ...FONT_SIZES, ...SIZES, ...PLACEMENT }).map(([name, value]) => [
      `--${name}`,
      value,
    ]),
  );
}

/** The stylesheet the build puts before the app's own: every layer and design token on :root. */
export function rootStyleSheet(): string {
  const declarations = Object.entries({ ...zIndexVariables(), ...tokenVariables() }).map(
    ([name, value]) => `  ${name}: ${value};`,
  );
  return `:root {\n${declarations.join('\n')}\n}\n`;
}
