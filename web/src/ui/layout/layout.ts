import { LAYOUT_BASE_WIDTH_PX, LAYOUT_MAX_WIDTH_PX, ROOT_FONT_DIVISOR, Z_INDEX_LAYERS } from '@/config/constants';
import { tokenVariables } from './tokens';

/**
 * The root font size (px) for a viewport width. Above the max width the layout falls back to the base
 * width instead of clamping: a desktop-sized window shows the phone layout at its design size.
 */
export function rootFontSize(viewportWidth: number): number {
  const width = viewportWidth > LAYOUT_MAX_WIDTH_PX ? LAYOUT_BASE_WIDTH_PX : viewportWidth;
  return width / ROOT_FONT_DIVISOR;
}

/** `--z-toast: 10090` ... one custom property per layer, so CSS never repeats a z-index number. */
export function zIndexVariables(): Record<string, string> {
  return Object.fromEntries(Object.entries(Z_INDEX_LAYERS).map(([name, value]) => [`--z-${name}`, String(value)]));
}

/** Sets the rem base, the layer tokens and the design tokens, and keeps the rem base in step with the viewport. */
export function installLayout(root: HTMLElement = document.documentElement, view: Window = window): () => void {
  for (const [name, value] of Object.entries({ ...zIndexVariables(), ...tokenVariables() })) {
    root.style.setProperty(name, value);
  }
  const apply = () => {
    root.style.fontSize = `${rootFontSize(view.innerWidth)}px`;
  };
  apply();
  view.addEventListener('resize', apply);
  view.addEventListener('orientationchange', apply);
  return () => {
    view.removeEventListener('resize', apply);
    view.removeEventListener('orientationchange', apply);
  };
}
