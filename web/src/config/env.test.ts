import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('env', () => {
  it('defaults to the same origin with the desktop redirect on', () => {
    expect(parseEnv({})).toEqual({
      apiBase: '',
      mainSiteUrl: '',
      mediaOrigins: [],
      desktopRedirect: true,
      e2eHooks: false,
    });
  });

  it('reads urls and the switch', () => {
    expect(
      parseEnv({
        VITE_API_BASE: 'https://api.djshop.cn/',
        VITE_MAIN_SITE_URL: '/www',
        VITE_DESKTOP_REDIRECT: 'off',
        VITE_E2E_HOOKS: 'on',
      }),
    ).toEqual({
      apiBase: 'https://api.djshop.cn',
      mainSiteUrl: '/www',
      mediaOrigins: [],
      desktopRedirect: false,
      e2eHooks: true,
    });
  });

  it('rejects bad values', () => {
    expect(() => parseEnv({ VITE_API_BASE: 'not a url' })).toThrow(/VITE_API_BASE/);
    expect(() => parseEnv({ VITE_DESKTOP_REDIRECT: 'maybe' })).toThrow(/VITE_DESKTOP_REDIRECT/);
  });
});
