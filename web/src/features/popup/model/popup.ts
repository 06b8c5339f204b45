import type { components } from '@djshop/api';
import { DAY_MS, POPUP_HEIGHT_CAP_RATIO, POPUP_SCALE_FACTOR } from '@/config/constants';
import { checkUrl, currentPolicy, type RefusalReason, type UrlPolicy } from '@/lib/safe-url';

export type Popup = components['schemas']['Popup'];
export type PopupLink = components['schemas']['PopupLink'];

const LINK_TYPES: ReadonlySet<string> = new Set(['link', 'vip', 'recharge', 'kind']);

/** The provider stores links as JSON text: anything unreadable, or an item without an image, is dropped. */
export function parsePopupLinks(text: unknown): PopupLink[] {
  if (typeof text !== 'string') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is PopupLink => {
    if (typeof item !== 'object' || item === null) return false;
    const { image, type } = item as Record<string, unknown>;
    return typeof image === 'string' && image.trim() !== '' && typeof type === 'string' && LINK_TYPES.has(type);
  });
}

/**
 * popradio: 'first' shows the popup only while it was never closed; 0 always; N shows it again once N
 * days have passed since it was closed (or when it never was).
 */
export function isPopupDue(popradio: Popup['popradio'], closedAt: number | null, now: number): boolean {
  if (popradio === 'first') return closedAt === null;
  const days = typeof popradio === 'number' ? popradio : Number(popradio);
  if (!Number.isInteger(days) || days < 0) return false;
  if (days === 0 || closedAt === null) return true;
  return now - closedAt >= days * DAY_MS;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * An image's height in the carousel: it is scaled by 0.8 × (viewport width / image width) and capped at
 * 0.6 of the viewport height (the reference height).
 */
export function popupImageHeight(image: Size, viewport: Size): number {
  if (image.width <= 0) return 0;
  const scale = (POPUP_SCALE_FACTOR * viewport.width) / image.width;
  return Math.min(image.height * scale, POPUP_HEIGHT_CAP_RATIO * viewport.height);
}

/** The carousel's height: the tallest image's, known only once every image has loaded. */
export function carouselHeight(heights: readonly (number | undefined)[]): number | undefined {
  if (heights.length === 0 || heights.some((height) => height === undefined)) return undefined;
  return Math.max(...(heights as number[]));
}

export type PopupTarget =
  | { kind: 'tab'; url: string }
  | { kind: 'page'; url: string }
  | { kind: 'external'; url: string }
  /** A link the URL rule does not let the app follow: the tap is refused and the user told. */
  | { kind: 'refused'; url: string; reason: RefusalReason };

/** The pages a popup item can lead to by name (docs/behaviour.md#popup). */
export type PopupRouteName = 'balance' | 'singleDetail' | 'circleDetail';

export interface RouteLookup {
  /** The url of a named route, or undefined when that page does not exist (yet). */
  named: (name: PopupRouteName, query?: Record<string, string | number>) => string | undefined;
  /** Whether an in-app path is a tab page, a page, or unknown. */
  classify: (path: string) => 'tab' | 'page' | undefined;
  vipTab: string;
}

/** Where a tap on a popup item leads; undefined means the tap is ignored (unknown kind, missing page). */
export function popupTarget(
  link: PopupLink,
  routes: RouteLookup,
  policy: UrlPolicy = currentPolicy(),
): PopupTarget | undefined {
  switch (link.type) {
    case 'vip':
      return { kind: 'tab', url: routes.vipTab };
    case 'recharge': {
      const url = routes.named('balance', { open: 'recharge' });
      return url ? { kind: 'page', url } : undefined;
    }
    case 'kind': {
      if (!link.id) return undefined;
      const url =
        link.kind === 'song' || link.kind === 'special'
          ? routes.named('singleDetail', { id: link.id, type: link.kind === 'song' ? 'music' : 'special' })
          : link.kind === 'circle'
            ? routes.named('circleDetail', { id: link.id })
            : undefined;
      return url ? { kind: 'page', url } : undefined;
    }
    case 'link': {
      const url = link.url?.trim();
      if (!url) return undefined;
      // In-app links arrive as "/#/pages/..." or "#/pages/...".
      const checked = checkUrl(url, 'navigate', policy);
      if (!checked.ok) return { kind: 'refused', url, reason: checked.reason };
      if (checked.kind === 'external') return { kind: 'external', url: checked.url };
      const kind = routes.classify(checked.path.split('?')[0] ?? checked.path);
      return kind ? { kind, url: checked.path } : undefined;
    }
    default:
      return undefined;
  }
}
