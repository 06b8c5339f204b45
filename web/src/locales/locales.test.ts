import { describe, expect, it } from 'vitest';
import en from './en/translation.json';
import zhHans from './zh-Hans/translation.json';
import zhHant from './zh-Hant/translation.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function at(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

const locales = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };
const reference = keys(en).sort();

describe('locale files', () => {
  it.each(Object.entries(locales))('%s has exactly the English keys', (_name, tree) => {
    expect(keys(tree).sort()).toEqual(reference);
  });

  it.each(Object.entries(locales))('%s has no empty message', (_name, tree) => {
    for (const key of reference) expect(at(tree, key), key).not.toBe('');
  });

  it.each(['systemError.title', 'systemError.ok', 'systemError.tutorial', 'download.wechatRefused'])(
    'keeps the fixed Chinese message %s the same in every locale',
    (key) => {
      const values = Object.values(locales).map((tree) => at(tree, key));
      expect(new Set(values).size).toBe(1);
    },
  );

  it('uses the same placeholders in every locale', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of reference) {
      for (const tree of Object.values(locales)) {
        expect(placeholders(at(tree, key)), key).toEqual(placeholders(at(en, key)));
      }
    }
  });
});
