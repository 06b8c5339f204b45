import { describe, expect, it, vi } from 'vitest';
import { detectLocale, rememberingT, toLocale } from './i18n';
import { STORAGE_KEYS } from './storage';

const at = (search = '', hash = '') => ({ search, hash });

describe('locale detection', () => {
  it('maps browser tags to the three locales', () => {
    expect(toLocale('zh-CN')).toBe('zh-Hans');
    expect(toLocale('zh-TW')).toBe('zh-Hant');
    expect(toLocale('zh-Hant-HK')).toBe('zh-Hant');
    expect(toLocale('en-GB')).toBe('en');
    expect(toLocale('fr')).toBeNull();
  });

  it('prefers the stored choice', () => {
    window.localStorage.setItem(STORAGE_KEYS.locale, 'zh-Hant');
    expect(detectLocale(at('?lang=en'), ['zh-CN'])).toBe('zh-Hant');
  });

  it('then the lang query parameter, in the page query or the hash route', () => {
    expect(detectLocale(at('?lang=zh-Hans'), ['en'])).toBe('zh-Hans');
    expect(detectLocale(at('', '#/pages/help/index?lang=zh-Hant'), ['en'])).toBe('zh-Hant');
  });

  it('then the browser languages, falling back to English', () => {
    expect(detectLocale(at(), ['fr', 'zh-HK'])).toBe('zh-Hant');
    expect(detectLocale(at(), ['fr'])).toBe('en');
  });
});

describe('rememberingT', () => {
  const words: Record<string, string> = { moveUp: 'Move {{title}} up', list: 'Tracks in the crate' };
  const makeT = () =>
    vi.fn((key: string, options?: { title?: string }) =>
      (words[key] ?? key).replace('{{title}}', options?.title ?? ''),
    );

  it('asks once for the same key and values, again for other values', () => {
    const t = makeT();
    const remembering = rememberingT(t);
    expect(remembering('moveUp', { title: 'A' })).toBe('Move A up');
    expect(remembering('moveUp', { title: 'A' })).toBe('Move A up');
    expect(remembering('moveUp', { title: 'B' })).toBe('Move B up');
    expect(remembering('list')).toBe('Tracks in the crate');
    expect(remembering('list')).toBe('Tracks in the crate');
    expect(t).toHaveBeenCalledTimes(3);
  });

  it('is the same function for the same t, and another with its own answers for another t', () => {
    const first = makeT();
    const second = makeT();
    expect(rememberingT(first)).toBe(rememberingT(first));
    expect(rememberingT(second)).not.toBe(rememberingT(first));
    rememberingT(first)('list');
    rememberingT(second)('list');
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does not remember a key without a translation (its strings may still be on their way)', () => {
    const t = makeT();
    const remembering = rememberingT(t);
    expect(remembering('later')).toBe('later');
    words.later = 'Arrived';
    expect(remembering('later')).toBe('Arrived');
    expect(t).toHaveBeenCalledTimes(2);
  });
});
