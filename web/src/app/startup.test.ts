import { describe, expect, it } from 'vitest';
import { routePath } from '@/lib/routes';
import { desktopTarget, showsLaunchPopup } from './startup';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const WECHAT = `${IPHONE} MicroMessenger/8.0.40`;
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const on = {
  apiBase: '',
  mainSiteUrl: 'https://www.djshop.cn',
  mediaOrigins: [],
  desktopRedirect: true,
  e2eHooks: false,
};

describe('desktop redirect', () => {
  it('sends desktop browsers to the main site', () => {
    expect(desktopTarget(DESKTOP, on)).toBe('https://www.djshop.cn/');
  });

  it('keeps mobile browsers, WeChat included', () => {
    expect(desktopTarget(IPHONE, on)).toBeNull();
    expect(desktopTarget(WECHAT, on)).toBeNull();
  });

  it('can be switched off', () => {
    expect(desktopTarget(DESKTOP, { ...on, desktopRedirect: false })).toBeNull();
  });

  it("falls back to the provider's main-site url", () => {
    expect(desktopTarget(DESKTOP, { ...on, mainSiteUrl: '' }, 'https://main.example')).toBe('https://main.example/');
    expect(desktopTarget(DESKTOP, { ...on, mainSiteUrl: '' })).toBeNull();
  });

  it('never follows a main-site url that would run script or leave through a trick', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example']) {
      expect(desktopTarget(DESKTOP, { ...on, mainSiteUrl: '' }, bad)).toBeNull();
    }
  });
});

describe('launch popup', () => {
  it('comes up on every page but the 404 page, where unknown urls end up too', () => {
    expect(showsLaunchPopup('/')).toBe(true);
    expect(showsLaunchPopup(routePath('home'))).toBe(true);
    expect(showsLaunchPopup(`${routePath('help')}?type=Cache`)).toBe(true);
    expect(showsLaunchPopup(routePath('notFound'))).toBe(false);
    expect(showsLaunchPopup('/no/such/page')).toBe(false);
  });
});
