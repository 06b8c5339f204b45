import { LAYOUT_BASE_WIDTH_PX, LAYOUT_MAX_WIDTH_PX, ROOT_FONT_DIVISOR } from '@/config/constants';

/**
 * The root font size (px) for a viewport width. Above the max width the layout falls back to the base
 * width instead of clamping: a desktop-sized window shows the phone layout at its design size.
 */
export function rootFontSize(viewportWidth: number): number {
  const width = viewportWidth > LAYOUT_MAX_WIDTH_PX ? LAYOUT_BASE_WIDTH_PX : viewportWidth;
  return width / ROOT_FONT_DIVISOR;
}

/** Sets the rem base and keeps it in step with the viewport (the tokens are the build's stylesheet). */
export function installLayout(root: HTMLElement = document.documentElement, view: Window = window): () => void {
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
