import { describe, expect, it } from 'vitest';
import { detectLocale, toLocale } from './i18n';
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
