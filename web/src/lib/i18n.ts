import { loadLocale } from 'virtual:locale-loader';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@/config/constants';
import common from '@/locales/en/common.json';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * The strings, one namespace per feature folder plus `common` for what several features share. Only the
 * English common namespace comes with the entry; a page's namespaces are fetched beside the page's code.
 * Adding a namespace: one JSON file per locale and one line here.
 */
export interface Resources {
  common: typeof common;
  account: typeof import('@/locales/en/account.json');
  app: typeof import('@/locales/en/app.json');
  auth: typeof import('@/locales/en/auth.json');
  brands: typeof import('@/locales/en/brands.json');
  cart: typeof import('@/locales/en/cart.json');
  catalog: typeof import('@/locales/en/catalog.json');
  checkout: typeof import('@/locales/en/checkout.json');
  coupons: typeof import('@/locales/en/coupons.json');
  circle: typeof import('@/locales/en/circle.json');
  comment: typeof import('@/locales/en/comment.json');
  crate: typeof import('@/locales/en/crate.json');
  goods: typeof import('@/locales/en/goods.json');
  help: typeof import('@/locales/en/help.json');
  earnings: typeof import('@/locales/en/earnings.json');
  files: typeof import('@/locales/en/files.json');
  home: typeof import('@/locales/en/home.json');
  makers: typeof import('@/locales/en/makers.json');
  musician: typeof import('@/locales/en/musician.json');
  orders: typeof import('@/locales/en/orders.json');
  payment: typeof import('@/locales/en/payment.json');
  player: typeof import('@/locales/en/player.json');
  vip: typeof import('@/locales/en/vip.json');
  wallet: typeof import('@/locales/en/wallet.json');
}

export type Namespace = keyof Resources;

/** The dotted paths to a namespace's messages (`listing.topList`), the JSON module's `default` left out. */
type MessagePath<T> = {
  [K in Exclude<keyof T, 'default'> & string]: T[K] extends string ? K : `${K}.${MessagePath<T[K]>}`;
}[Exclude<keyof T, 'default'> & string];

/**
 * A message named with its namespace, e.g. `catalog:searchTitle`, for what names a message outside the
 * component that shows it (the route table's titles). Typed from the English files, so a key no locale has
 * does not compile; `locales.test.ts` holds the other locales to the English keys.
 */
export type MessageKey = { [N in Namespace]: `${N}:${MessagePath<Resources[N]>}` }[Namespace];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: Resources;
  }
}

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag (zh-TW, zh-CN, en-GB, zh-Hant-HK ...) to one of the three locales, if any fits. */
export function toLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.toLowerCase();
  if (isLocale(tag)) return tag;
  if (lower.startsWith('zh')) {
    return /hant|-tw|-hk|-mo/.test(lower) ? 'zh-Hant' : 'zh-Hans';
  }
  if (lower.startsWith('en')) return 'en';
  return null;
}

/** The `lang` query parameter, from the page query or from the query inside the hash route. */
function langParam(location: Pick<Location, 'search' | 'hash'>): string | null {
  const fromSearch = new URLSearchParams(location.search).get('lang');
  if (fromSearch) return fromSearch;
  const hashQuery = location.hash.split('?')[1];
  return hashQuery ? new URLSearchParams(hashQuery).get('lang') : null;
}

/** Stored choice first, then the `lang` query parameter, then the browser's languages. */
export function detectLocale(
  location: Pick<Location, 'search' | 'hash'> = window.location,
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): Locale {
  const stored = toLocale(readStorage(STORAGE_KEYS.locale));
  if (stored) return stored;
  const fromQuery = toLocale(langParam(location));
  if (fromQuery) return fromQuery;
  for (const language of languages) {
    const found = toLocale(language);
    if (found) return found;
  }
  return FALLBACK_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeStorage(STORAGE_KEYS.locale, locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/**
 * Resolves once the starting locale's common strings are loaded. English common, the fallback every visitor
 * loads anyway, comes with the entry; every other namespace and locale is a JSON file of its own, so a visitor
 * downloads only the strings of the pages they open, in the locale the app runs in (and English beside it
 * as the fallback).
 */
// The document's language follows the app's, from the starting locale on (screen readers pick their voice by it).
i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

export const i18nReady: Promise<unknown> = i18next
  .use(resourcesToBackend((language: Locale, namespace: Namespace) => loadLocale(language, namespace)))
  .use(initReactI18next)
  .init({
    resources: { [FALLBACK_LOCALE]: { common } },
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    partialBundledLanguages: true,
    lng: detectLocale(),
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    load: 'currentOnly',
    // i18next would otherwise ask for the locale a task later, after the whole entry has run.
    initAsync: false,
  });

/**
 * Loads namespaces in the current language and the fallback. i18next remembers them, so a later language
 * change loads them in the new language before it re-renders.
 */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  await i18next.loadNamespaces(namespaces);
  // i18next settles even when a chunk failed to arrive; a page must not render raw keys, so it fails to load
  // instead (and the next navigation tries again).
  const missing = namespaces.filter((namespace) => !i18next.hasLoadedNamespace(namespace));
  if (missing.length > 0) throw new Error(`Strings not loaded: ${missing.join(', ')}`);
}

export const i18n = i18next;

/**
 * The provider's language for each locale, as ThinkPHP names its language files (openapi.yaml, "Language"):
 * the provider answers refusals in it. Sent with every call as `lang` (lib/api/middleware.ts).
 */
export const PROVIDER_LANGS: Readonly<Record<Locale, string>> = { en: 'en', 'zh-Hans': 'zh-cn', 'zh-Hant': 'zh-tw' };

/** The provider's language for the locale being shown. */
export const providerLang = (): string => PROVIDER_LANGS[toLocale(i18next.language) ?? FALLBACK_LOCALE];
export const t = i18next.t.bind(i18next);
