import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkUrl, PAYMENT_PAGE_ORIGINS, type UrlPolicy } from './safe-url';

const policy: UrlPolicy = {
  appOrigin: 'https://m.djshop.example',
  apiBase: 'https://api.djshop.example',
  mainSite: 'https://djshop.example/',
  mediaOrigins: ['https://cdn.djshop.example'],
  paymentOrigins: PAYMENT_PAGE_ORIGINS,
};

const TRICKS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'file:///etc/passwd',
  '//example.invalid',
  '/\\example.invalid',
  '\\\\example.invalid',
  '/\t/example.invalid',
  'https://example.invalid/',
  'https://djshop.example.invalid/',
  'https://user@djshop.example/',
  'http:example.invalid',
];

describe('the URL rule', () => {
  it.each(['navigate', 'payment', 'download', 'media'] as const)(
    'refuses script, other hosts and tricks (%s)',
    (purpose) => {
      for (const raw of TRICKS) expect(checkUrl(raw, purpose, policy).ok, raw).toBe(false);
      expect(checkUrl('', purpose, policy)).toEqual({ ok: false, reason: 'empty' });
      expect(checkUrl(undefined, purpose, policy)).toEqual({ ok: false, reason: 'empty' });
    },
  );

  it('names why it refused', () => {
    expect(checkUrl('javascript:alert(1)', 'navigate', policy)).toEqual({ ok: false, reason: 'scheme' });
    expect(checkUrl('https://example.invalid/', 'navigate', policy)).toEqual({ ok: false, reason: 'origin' });
    expect(checkUrl('//example.invalid', 'navigate', policy)).toEqual({ ok: false, reason: 'origin' });
    expect(checkUrl('/\\example.invalid', 'navigate', policy)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('follows in-app routes and the app, the provider and the main site', () => {
    expect(checkUrl('/pages/login/login?x=1', 'navigate', policy)).toEqual({
      ok: true,
      kind: 'inApp',
      path: '/pages/login/login?x=1',
    });
    expect(checkUrl('/#/pages/x', 'navigate', policy)).toEqual({ ok: true, kind: 'inApp', path: '/pages/x' });
    expect(checkUrl('#/pages/x', 'navigate', policy)).toEqual({ ok: true, kind: 'inApp', path: '/pages/x' });
    for (const url of [
      'https://djshop.example/sale',
      'https://m.djshop.example/#/x',
      'https://api.djshop.example/docs',
    ]) {
      expect(checkUrl(url, 'navigate', policy)).toEqual({ ok: true, kind: 'external', url });
    }
  });

  it('opens only the payment pages the contract names, and the provider', () => {
    const wechat = 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=1';
    expect(checkUrl(wechat, 'payment', policy)).toEqual({ ok: true, kind: 'external', url: wechat });
    expect(checkUrl('/__mock/pay/2026', 'payment', policy)).toEqual({
      ok: true,
      kind: 'external',
      url: 'https://api.djshop.example/__mock/pay/2026',
    });
    expect(checkUrl('http://wx.tenpay.com/x', 'payment', policy).ok).toBe(false);
    expect(checkUrl('https://djshop.example/', 'payment', policy).ok).toBe(false);
    expect(checkUrl(wechat, 'navigate', policy).ok).toBe(false);
  });

  it('loads media from the provider (paths resolve against the API base) and the media origins only', () => {
    expect(checkUrl('/uploads/a.jpg', 'media', policy)).toEqual({
      ok: true,
      kind: 'external',
      url: 'https://api.djshop.example/uploads/a.jpg',
    });
    expect(checkUrl('https://cdn.djshop.example/a.jpg', 'media', policy).ok).toBe(true);
    expect(checkUrl('https://djshop.example/a.jpg', 'media', policy).ok).toBe(false);
    expect(checkUrl('uploads/a.jpg', 'media', policy).ok).toBe(false);
    expect(checkUrl('blob:https://m.djshop.example/5a1c', 'media', policy).ok).toBe(true);
    expect(checkUrl('blob:https://example.invalid/5a1c', 'media', policy).ok).toBe(false);
    expect(checkUrl('blob:https://m.djshop.example/5a1c', 'navigate', policy).ok).toBe(false);
  });

  it('resolves provider paths against a path API base on the app origin', () => {
    expect(checkUrl('/media/a.svg', 'media', { ...policy, apiBase: '' })).toEqual({
      ok: true,
      kind: 'external',
      url: 'https://m.djshop.example/media/a.svg',
    });
  });

  it("names the contract's payment pages", () => {
    const contract = readFileSync(join(import.meta.dirname, '../../../openapi.yaml'), 'utf8');
    const named = new Set([...contract.matchAll(/pay_url: "(https:\/\/[^/"]+)/g)].map((m) => m[1]));
    expect([...named].sort()).toEqual([...PAYMENT_PAGE_ORIGINS].sort());
  });
});
