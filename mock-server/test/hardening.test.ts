import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inAppLocation } from '../src/payment/page.ts';
import { type TestApp, testApp } from './inject-kit.ts';

// docs/behaviour.md#security: security headers on everything served, the control API and the payment page closed to other
// hosts and sites, upload urls built from the configured base, and the envelope for requests the
// framework or Node refuse.

const PUBLIC_URL = 'http://127.0.0.1:4010';
let t: TestApp;
let userToken: string;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'djshop-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>DJ shop</title>');
  writeFileSync(join(dist, 'version.json'), '{"timestamp":1790000000}');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
  t = await testApp({ webRoot: dist, publicUrl: PUBLIC_URL, allowedHosts: ['mock-server'] });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  userToken = await t.login('demo-user');
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
function multipart(data: Buffer) {
  const boundary = '----djshopTestBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A wechat payment waiting on the simulated payment page. */
async function pendingPayment() {
  const goods = [...t.app.mock.store.state.goods.byId.values()].find(
    (g) => g.goods_type === 'pack' && !t.app.mock.store.state.library.purchased.get(1)?.has(g.id),
  );
  if (!goods) throw new Error('no pack demo-user does not own');
  const order = (
    await t.post<{ order_sn: string }>('/api/h5.order/create', { goods_id: goods.id }, { token: userToken })
  ).body.data;
  const paid = await t.post<{ pay_url: string }>(
    '/api/h5.order/pay',
    { order_sn: order.order_sn, pay_type: 'wechat' },
    { token: userToken },
  );
  return { orderSn: order.order_sn, payUrl: paid.body.data.pay_url };
}

const payStatus = async (orderSn: string) =>
  (await t.get<{ paid: boolean }>(`/api/h5.order/payStatus?order_sn=${orderSn}`, { token: userToken })).body.data.paid;

describe('security headers', () => {
  const expectPolicy = (headers: Record<string, unknown>, what: string) => {
    const csp = String(headers['content-security-policy'] ?? '');
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(csp, what).toContain("default-src 'self'");
    expect(csp, what).toMatch(/script-src 'self'(;|$)/);
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('same-origin');
    expect(headers['x-frame-options'], what).toBe('DENY');
  };

  it('come with the app, its files, the API, media, version.json, /docs and the 404 page', async () => {
    for (const url of [
      '/',
      '/assets/app.js',
      '/api/h5.Banner',
      '/media/cover/1.jpg',
      '/version.json',
      '/docs',
      '/nope',
    ]) {
      expectPolicy((await t.inject({ url })).headers, url);
    }
  });

  it('come with uploads, which are never sniffed into another type', async () => {
    const musician = await t.login('demo-musician');
    const up = await t.inject({
      method: 'POST',
      url: '/api/common/upload',
      ...multipart(PNG),
      headers: { ...multipart(PNG).headers, token: musician },
    });
    const src = up.json().data.src as string;
    const file = await t.inject({ url: src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expectPolicy(file.headers, src);
  });

  it('come with the payment page, whose only inline style is allowed by its hash', async () => {
    const { payUrl } = await pendingPayment();
    const page = await t.inject({ url: payUrl });
    expectPolicy(page.headers, payUrl);
    const style = /<style>(.*)<\/style>/s.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(page.body).not.toContain('<script');
  });
});

describe('the control API refuses other hosts and other sites', () => {
  const clockNow = () => t.app.mock.store.now();

  it('answers on its own host names only (no DNS rebinding)', async () => {
    for (const host of ['127.0.0.1:4010', 'localhost:4010', '[::1]:4010', 'mock-server:4010']) {
      const r = await t.inject({
        method: 'POST',
        url: '/__mock/session',
        headers: { host },
        payload: { username: 'demo-vip' },
      });
      expect(r.statusCode, host).toBe(200);
    }
    const before = clockNow();
    for (const host of ['evil.example:4010', 'evil.example', '127.0.0.1.evil.example']) {
      const session = await t.inject({
        method: 'POST',
        url: '/__mock/session',
        headers: { host },
        payload: { username: 'demo-vip' },
      });
      expect(session.statusCode, host).toBe(403);
      expect(session.json()).toMatchObject({ ok: false, error: expect.stringContaining('host') });
      expect((await t.inject({ url: '/__mock/journal', headers: { host } })).statusCode).toBe(403);
      const clock = await t.inject({
        method: 'POST',
        url: '/__mock/clock',
        headers: { host },
        payload: { advanceMs: 1000 },
      });
      expect(clock.statusCode).toBe(403);
    }
    expect(clockNow()).toBe(before);
  });

  it('makes no change for a plain form post or a script of another origin', async () => {
    const before = clockNow();
    const form = await t.inject({
      method: 'POST',
      url: '/__mock/clock',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'advanceMs=1000',
    });
    expect(form.statusCode).toBe(403);
    const sameSiteForm = await t.inject({
      method: 'POST',
      url: '/__mock/clock',
      headers: { 'content-type': 'text/plain' },
      payload: '{"advanceMs":1000}',
    });
    expect(sameSiteForm.statusCode).toBe(415);
    const crossSite = await t.inject({
      method: 'POST',
      url: '/__mock/reset',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await t.inject({
      method: 'POST',
      url: '/__mock/reset',
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(sameSite.statusCode).toBe(403);
    const opaque = await t.inject({ method: 'POST', url: '/__mock/reset', headers: { origin: 'null' } });
    expect(opaque.statusCode).toBe(403);
    expect(clockNow()).toBe(before);
    // The app's own page and tools (no Origin, or the mock's own) still get through.
    const own = await t.inject({
      method: 'POST',
      url: '/__mock/clock',
      headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      payload: { advanceMs: 1000 },
    });
    expect(own.statusCode).toBe(200);
    expect(clockNow()).toBe(before + 1000);
  });

  it("lets the payment page's own form pay, but not another site's", async () => {
    const { orderSn, payUrl } = await pendingPayment();
    const foreign = await t.inject({
      method: 'POST',
      url: `${payUrl}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: '',
    });
    expect(foreign.statusCode).toBe(403);
    expect(await payStatus(orderSn)).toBe(false);
    const rebound = await t.inject({ method: 'POST', url: `${payUrl}/confirm`, headers: { host: 'evil.example' } });
    expect(rebound.statusCode).toBe(403);
    expect(await payStatus(orderSn)).toBe(false);
    const own = await t.inject({
      method: 'POST',
      url: `${payUrl}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
      payload: '',
    });
    expect(own.statusCode).toBe(303);
    expect(await payStatus(orderSn)).toBe(true);
  });
});

describe("the payment page's return", () => {
  it('accepts only locations in the app', () => {
    expect(inAppLocation('/')).toBe('/');
    expect(inAppLocation('/#/pages/user/order/index?x=1')).toBe('/#/pages/user/order/index?x=1');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '#/x',
      '',
    ]) {
      expect(inAppLocation(bad), bad).toBeNull();
    }
  });

  it('sends the user home instead of to another site', async () => {
    for (const back of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const { payUrl } = await pendingPayment();
      const page = await t.inject({ url: `${payUrl}?return=${encodeURIComponent(back)}` });
      expect(page.body, back).not.toContain('evil.example');
      expect(page.body).not.toContain('javascript:');
      const abandon = await t.inject({ method: 'POST', url: `${payUrl}/abandon?return=${encodeURIComponent(back)}` });
      expect(abandon.headers.location, back).toBe('/');
    }
    const { payUrl } = await pendingPayment();
    const ok = await t.inject({ method: 'POST', url: `${payUrl}/abandon?return=${encodeURIComponent('/#/pages/x')}` });
    expect(ok.headers.location).toBe('/#/pages/x');
    const referred = await t.inject({
      method: 'POST',
      url: `${payUrl}/abandon`,
      headers: { host: '127.0.0.1:4010', referer: 'https://evil.example/steal' },
    });
    expect(referred.headers.location).toBe('/');
  });
});

describe('upload urls', () => {
  it("are built on the configured base, not on the request's Host", async () => {
    const musician = await t.login('demo-musician');
    const up = await t.inject({
      method: 'POST',
      url: '/api/common/upload',
      ...multipart(PNG),
      headers: { ...multipart(PNG).headers, token: musician, host: 'evil.example' },
    });
    const data = up.json().data as { src: string; fullurl: string };
    expect(data.fullurl).toBe(`${PUBLIC_URL}${data.src}`);
  });
});

describe("the provider's envelope for what the framework refuses", () => {
  const expectEnvelope = (body: string, message: RegExp) => {
    const parsed = JSON.parse(body) as { code: number; msg: string; data: unknown };
    expect(parsed).toMatchObject({ code: 0, data: null });
    expect(parsed.msg).toMatch(message);
  };

  it('a malformed address or query', async () => {
    for (const url of ['/api/h5.Banner%E0%A4%A', '/api/h5.Banner%', '/api/h5.goods/search?keyword=%E0%A4%A']) {
      const r = await t.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toContain('application/json');
      expectEnvelope(r.body, /not valid URL encoding|not a valid URL/);
    }
  });

  it('a body with a __proto__ or constructor.prototype key, or no body at all', async () => {
    for (const payload of [
      '{"account":"demo-user","password":"demo1234","__proto__":{"admin":true}}',
      '{"account":{"__proto__":{"admin":true}},"password":"demo1234"}',
      '{"account":"demo-user","password":"demo1234","constructor":{"prototype":{"admin":true}}}',
    ]) {
      const r = await t.inject({
        method: 'POST',
        url: '/api/h5.user/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectEnvelope(r.body, /may not hold the keys __proto__ or constructor\.prototype/);
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    }
    const broken = await t.inject({
      method: 'POST',
      url: '/api/h5.user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expectEnvelope(broken.body, /not valid JSON/);
  });

  describe('on a real socket', () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as { port: number }).port;
    });

    const send = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; type: string; body: string; nosniff: unknown }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              body,
              nosniff: res.headers['x-content-type-options'],
            }),
          );
        });
        req.on('error', reject);
        req.end();
      });

    it('an oversized header', async () => {
      const r = await send('/api/h5.Banner', { 'x-filler': 'a'.repeat(20_000) });
      expect(r.type).toContain('application/json');
      expect(r.nosniff).toBe('nosniff');
      expectEnvelope(r.body, /headers and address are too large/);
    });

    it('an oversized query', async () => {
      const r = await send(`/api/h5.goods/search?keyword=${'a'.repeat(20_000)}`, {});
      expectEnvelope(r.body, /headers and address are too large/);
    });
  });
});
