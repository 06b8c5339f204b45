import { env } from '@/config/env';
import { showToast } from '@/lib/layers/toast';
import { t } from './i18n';
import { systemConfig } from './system-config';

// The one rule for every URL the app follows or renders that it did not write itself: links from the
// address bar (/pages/cross), popups and banners, the config's main site, download links, payment pages
// and images. Such a URL is followed only when it is http(s) on an allowed origin, or an in-app route;
// anything else (javascript:, data:, //host, /\host, unknown hosts) is refused, reported and logged.

/** What a URL is for: each purpose has its own allowed origins. */
export type UrlPurpose = 'navigate' | 'payment' | 'download' | 'media';

/**
 * The payment providers' pages the contract names as `pay_url` (openapi.yaml, payOrder's examples);
 * safe-url.test.ts holds this list to the contract.
 */
export const PAYMENT_PAGE_ORIGINS: readonly string[] = ['https://wx.tenpay.com', 'https://openapi.alipay.com'];

export interface UrlPolicy {
  /** The app's own origin. */
  appOrigin: string;
  /** The provider's base URL ('' or a path: the app's own origin). Relative provider paths resolve here. */
  apiBase: string;
  /** The main site (where desktop visitors go), or '' while unknown. */
  mainSite: string;
  /** Extra origins images, audio and files may load from (a CDN in front of the provider). */
  mediaOrigins: readonly string[];
  paymentOrigins: readonly string[];
}

export type RefusalReason = 'empty' | 'malformed' | 'scheme' | 'origin';

export type CheckedUrl =
  | { ok: true; kind: 'inApp'; path: string }
  | { ok: true; kind: 'external'; url: string }
  | { ok: false; reason: RefusalReason };

/** The policy of this build and session: the main site becomes known once the provider's config arrives. */
export function currentPolicy(): UrlPolicy {
  return {
    appOrigin: window.location.origin,
    apiBase: env.apiBase,
    mainSite: env.mainSiteUrl || systemConfig.value?.main_site_url || '',
    mediaOrigins: env.mediaOrigins,
    paymentOrigins: PAYMENT_PAGE_ORIGINS,
  };
}

function originOf(url: string, base?: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The absolute base provider paths resolve against: VITE_API_BASE, or the app's origin when it is a path. */
function providerBase(policy: UrlPolicy): string {
  return new URL(`${policy.apiBase}/`, policy.appOrigin).href;
}

function allowedOrigins(purpose: UrlPurpose, policy: UrlPolicy): Set<string> {
  const origins = [policy.appOrigin, originOf(providerBase(policy))];
  if (purpose === 'navigate') origins.push(policy.mainSite ? originOf(policy.mainSite, policy.appOrigin) : null);
  if (purpose === 'payment') origins.push(...policy.paymentOrigins);
  if (purpose === 'media' || purpose === 'download') origins.push(...policy.mediaOrigins.map((o) => originOf(o)));
  return new Set(origins.filter((origin): origin is string => Boolean(origin)));
}

// Control characters and whitespace are dropped by the URL parser, so "/\t/host" would become "//host".
const UNSAFE_CHARACTERS = /[\s\p{Cc}\\]/u;

/** "/pages/..." or "#/pages/..." (how the provider writes in-app links), never "//host" or "/\host". */
function inAppPath(raw: string, policy: UrlPolicy): string | undefined {
  const path = /^\/?#(\/.*)$/.exec(raw)?.[1] ?? raw;
  if (!/^\/(?![/\\])/.test(path) || UNSAFE_CHARACTERS.test(path)) return undefined;
  // The parser must agree that it stays on this origin.
  return originOf(path, policy.appOrigin) === policy.appOrigin ? path : undefined;
}

/**
 * Checks a URL given to the app from outside. `navigate` accepts in-app routes too; the other purposes
 * resolve provider paths ("/uploads/...") against the API base and answer the absolute URL.
 */
export function checkUrl(raw: unknown, purpose: UrlPurpose, policy: UrlPolicy = currentPolicy()): CheckedUrl {
  if (typeof raw !== 'string' || !raw.trim()) return { ok: false, reason: 'empty' };
  const value = raw.trim();
  if (UNSAFE_CHARACTERS.test(value)) return { ok: false, reason: 'malformed' };
  const explicitScheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  // Object URLs the app made itself (a picture chosen for upload) carry the app's origin.
  if (explicitScheme === 'blob' && purpose === 'media') {
    return originOf(value.slice('blob:'.length)) === policy.appOrigin
      ? { ok: true, kind: 'external', url: value }
      : { ok: false, reason: 'origin' };
  }
  if (explicitScheme !== undefined && explicitScheme !== 'http' && explicitScheme !== 'https') {
    return { ok: false, reason: 'scheme' };
  }
  if (explicitScheme === undefined) {
    if (purpose === 'navigate') {
      const path = inAppPath(value, policy);
      return path ? { ok: true, kind: 'inApp', path } : { ok: false, reason: 'origin' };
    }
    // A provider path: only a plain absolute path, resolved against the provider.
    if (!/^\/(?![/\\])/.test(value)) return { ok: false, reason: 'origin' };
  }
  let url: URL;
  try {
    url = new URL(value, providerBase(policy));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (url.username || url.password) return { ok: false, reason: 'origin' };
  if (!allowedOrigins(purpose, policy).has(url.origin)) return { ok: false, reason: 'origin' };
  return { ok: true, kind: 'external', url: url.href };
}

/** Tells the user a link was not followed and leaves a trace for whoever looks at the console. */
export function reportRefusedUrl(raw: unknown, purpose: UrlPurpose, reason: RefusalReason, quiet = false): void {
  // A warning, not an error: a refused link is the rule working, not the app failing.
  console.warn(`Refused a ${purpose} URL (${reason}):`, String(raw).slice(0, 200));
  if (!quiet) showToast(t('security.urlRefused'), 'kit');
}

/** The absolute URL to follow or load, or null after the refusal has been reported. */
export function safeUrl(raw: unknown, purpose: Exclude<UrlPurpose, 'navigate'>): string | null {
  const checked = checkUrl(raw, purpose);
  if (checked.ok && checked.kind === 'external') return checked.url;
  // Images and previews fall back to their placeholder; a toast per broken picture would only be noise.
  reportRefusedUrl(raw, purpose, checked.ok ? 'origin' : checked.reason, purpose === 'media');
  return null;
}
