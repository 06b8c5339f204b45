import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@/config/constants';
import en from '@/locales/en/translation.json';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
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
 * Resolves once the starting locale is loaded. English, the fallback every visitor loads anyway, comes with
 * the entry; the Chinese locales are chunks of their own, so a visitor downloads only the one the app starts
 * in, fetched while the entry runs.
 */
export const i18nReady: Promise<unknown> = i18next
  .use(
    resourcesToBackend(
      (language: Locale) => import(`../locales/${language}/translation.json`) as Promise<{ default: typeof en }>,
    ),
  )
  .use(initReactI18next)
  .init({
    resources: { [FALLBACK_LOCALE]: { translation: en } },
    partialBundledLanguages: true,
    lng: detectLocale(),
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    load: 'currentOnly',
    // i18next would otherwise ask for the locale a task later, after the whole entry has run.
    initAsync: false,
  });

export const i18n = i18next;
export const t = i18next.t.bind(i18next);
