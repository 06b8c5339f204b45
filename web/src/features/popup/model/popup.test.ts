import { describe, expect, it } from 'vitest';
import {
  carouselHeight,
  isPopupDue,
  type PopupLink,
  parsePopupLinks,
  popupImageHeight,
  popupTarget,
  type RouteLookup,
} from './popup';

const DAY = 86_400_000;

describe('popup frequency (popradio)', () => {
  it("'first' shows only while never closed", () => {
    expect(isPopupDue('first', null, 0)).toBe(true);
    expect(isPopupDue('first', 1, 100 * DAY)).toBe(false);
  });

  it('0 always shows, as number or string', () => {
    expect(isPopupDue(0, 5, 5)).toBe(true);
    expect(isPopupDue('0', 5, 5)).toBe(true);
  });

  it('N shows when never closed, or N whole days after closing', () => {
    expect(isPopupDue(3, null, 0)).toBe(true);
    expect(isPopupDue(3, 0, 3 * DAY - 1)).toBe(false);
    expect(isPopupDue('3', 0, 3 * DAY)).toBe(true);
  });

  it('never shows for a value it cannot read', () => {
    expect(isPopupDue('often' as never, null, 0)).toBe(false);
  });
});

describe('popup links', () => {
  it('parses the JSON text safely and drops items without an image', () => {
    expect(parsePopupLinks('not json')).toEqual([]);
    expect(parsePopupLinks('{"image":"a"}')).toEqual([]);
    expect(parsePopupLinks(null)).toEqual([]);
    expect(
      parsePopupLinks(
        '[{"image":"/a.png","type":"vip"},{"image":"","type":"vip"},{"type":"vip"},{"image":"/b","type":"odd"}]',
      ),
    ).toEqual([{ image: '/a.png', type: 'vip' }]);
  });
});

describe('popup sizing', () => {
  it('scales by 0.8 × width ratio and caps at 0.6 of the reference height', () => {
    // 375 wide viewport: an image 300 wide is scaled by 0.8 * 375 / 300 = 1.
    expect(popupImageHeight({ width: 300, height: 400 }, { width: 375, height: 800 })).toBe(400);
    // 0.6 * 600 = 360 caps it.
    expect(popupImageHeight({ width: 300, height: 400 }, { width: 375, height: 600 })).toBe(360);
    expect(popupImageHeight({ width: 600, height: 400 }, { width: 375, height: 800 })).toBe(200);
  });

  it('takes the tallest height once every image has loaded', () => {
    expect(carouselHeight([200, undefined])).toBeUndefined();
    expect(carouselHeight([200, 320, 280])).toBe(320);
  });
});

describe('popup targets', () => {
  const existing: Record<string, string> = { singleDetail: '/pages/index/singleDetail' };
  const routes: RouteLookup = {
    named: (name, query) =>
      existing[name] ? `${existing[name]}?${new URLSearchParams(query as Record<string, string>)}` : undefined,
    classify: (path) => (path === '/pages/tabbar/vip/index' ? 'tab' : path === '/pages/x' ? 'page' : undefined),
    vipTab: '/pages/tabbar/vip/index',
  };
  const link = (extra: Partial<PopupLink>): PopupLink => ({ image: '/a.png', type: 'link', ...extra });

  it('vip goes to the VIP tab', () => {
    expect(popupTarget(link({ type: 'vip' }), routes)).toEqual({ kind: 'tab', url: '/pages/tabbar/vip/index' });
  });

  it('song and special open singleDetail with their type', () => {
    expect(popupTarget(link({ type: 'kind', kind: 'song', id: 4 }), routes)).toEqual({
      kind: 'page',
      url: '/pages/index/singleDetail?id=4&type=music',
    });
    expect(popupTarget(link({ type: 'kind', kind: 'special', id: 5 }), routes)?.url).toContain('type=special');
  });

  it('ignores pages not built yet and unknown kinds', () => {
    expect(popupTarget(link({ type: 'recharge' }), routes)).toBeUndefined();
    expect(popupTarget(link({ type: 'kind', kind: 'circle', id: 1 }), routes)).toBeUndefined();
    expect(popupTarget(link({ type: 'kind', kind: 'planet', id: 1 }), routes)).toBeUndefined();
  });

  const policy = {
    appOrigin: 'https://m.djshop.example',
    apiBase: '',
    mainSite: 'https://djshop.example',
    mediaOrigins: [],
    paymentOrigins: [],
  };

  it('link opens in-app routes that exist, and pages of the main site', () => {
    expect(popupTarget(link({ url: '/#/pages/x?y=1' }), routes, policy)).toEqual({ kind: 'page', url: '/pages/x?y=1' });
    expect(popupTarget(link({ url: '/#/pages/user/musicians/apply' }), routes, policy)).toBeUndefined();
    expect(popupTarget(link({ url: 'https://djshop.example/a' }), routes, policy)).toEqual({
      kind: 'external',
      url: 'https://djshop.example/a',
    });
  });

  it('link refuses other sites and anything that is not http(s)', () => {
    for (const url of ['https://example.com/a', 'javascript:alert(1)', '//example.com', '/\\example.com', 'data:,x']) {
      expect(popupTarget(link({ url }), routes, policy)?.kind, url).toBe('refused');
    }
  });
});
