import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/constants';
import type { Namespace } from '@/lib/i18n';

// Every locale file, read at test time: `locales/{locale}/{namespace}.json`.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function tree(locale: string, namespace: string): unknown {
  return files[`./${locale}/${namespace}.json`];
}

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

/** i18next's plural suffixes, and the forms each locale's plural rules use (English one and other, Chinese other). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralForms = (locale: string) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

/** The keys `locale` must have: English's, with each plural set in the forms of that locale's rules. */
function expectedKeys(locale: string, namespace: string): string[] {
  const english = keys(tree('en', namespace));
  const bases = new Set(english.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
  return [
    ...english.filter((key) => !PLURAL_SUFFIX.test(key)),
    ...[...bases].flatMap((base) => pluralForms(locale).map((form) => `${base}_${form}`)),
  ].sort();
}

/** Text that would read wrong with a count of one: a count with words around it that are not a placeholder. */
const countsWords = (text: string) => text.includes('{{count}}') && /[\p{L}]/u.test(text.replace(/\{\{\w+\}\}/g, ''));

const namespaces = Object.keys(files)
  .filter((path) => path.startsWith('./en/'))
  .map((path) => path.slice('./en/'.length, -'.json'.length));
const cases = LOCALES.flatMap((locale) => namespaces.map((namespace) => [locale, namespace] as const));

describe('locale files', () => {
  it('has the same namespaces in every locale', () => {
    for (const locale of LOCALES) {
      const own = Object.keys(files).filter((path) => path.startsWith(`./${locale}/`));
      expect(own.map((path) => path.split('/')[2]).sort(), locale).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
    }
  });

  it('types every namespace (lib/i18n Resources lists exactly the files)', () => {
    // A namespace missing from Resources would be untyped; this list is checked against the type below.
    const typed: Record<Namespace, true> = {
      common: true,
      account: true,
      app: true,
      auth: true,
      brands: true,
      cart: true,
      catalog: true,
      checkout: true,
      coupons: true,
      circle: true,
      comment: true,
      crate: true,
      goods: true,
      help: true,
      earnings: true,
      files: true,
      home: true,
      makers: true,
      musician: true,
      orders: true,
      payment: true,
      player: true,
      vip: true,
      wallet: true,
    };
    expect(Object.keys(typed).sort()).toEqual([...namespaces].sort());
  });

  it.each(cases)('%s/%s has exactly the English keys, plurals in its own forms', (locale, namespace) => {
    expect(keys(tree(locale, namespace)).sort()).toEqual(expectedKeys(locale, namespace));
  });

  // "Crate, 1 tracks": a counted message is a plural set, so that i18next picks the form the count needs.
  it.each(namespaces)('en/%s writes every counted message in plural forms', (namespace) => {
    const english = tree('en', namespace);
    const single = keys(english).filter((key) => !PLURAL_SUFFIX.test(key) && countsWords(String(at(english, key))));
    expect(single, 'counted messages without _one/_other').toEqual([]);
  });

  it.each(cases)('%s/%s has no empty message', (locale, namespace) => {
    const value = tree(locale, namespace);
    for (const key of keys(value)) expect(at(value, key), key).not.toBe('');
  });

  it.each(cases)('%s/%s uses the same placeholders as English', (locale, namespace) => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const english = tree('en', namespace);
    for (const key of expectedKeys(locale, namespace)) {
      // A plural form English lacks (none today) is compared with English's other form.
      const source = at(english, key) ?? at(english, key.replace(PLURAL_SUFFIX, '_other'));
      expect(placeholders(at(tree(locale, namespace), key)), key).toEqual(placeholders(source));
    }
  });

  it('keeps every namespace under a third of all keys', () => {
    const counts = namespaces.map((namespace) => [namespace, keys(tree('en', namespace)).length] as const);
    const total = counts.reduce((sum, [, count]) => sum + count, 0);
    for (const [namespace, count] of counts) expect(count, namespace).toBeLessThanOrEqual(total / 3);
  });

  it.each(['systemError.title', 'systemError.ok', 'systemError.tutorial', 'download.wechatRefused'])(
    'keeps the fixed Chinese message %s the same in every locale',
    (key) => {
      const values = LOCALES.map((locale) => at(tree(locale, 'common'), key));
      expect(new Set(values).size).toBe(1);
    },
  );
});
