import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { t, useMockApp } from './inject-kit.ts';

useMockApp();

const READS = [
  '/api/h5.Index/statistics',
  '/api/h5.Banner',
  '/api/h5.index/getPopup',
  '/api/h5.index/djSingle?limit=50&sort=hot',
  '/api/h5.goods/search?keyword=house&limit=100',
  '/api/h5.goods/filters',
  '/api/h5.goods/comments?goods_id=3',
  '/api/h5.Single/get_writer?limit=20',
  '/version.json',
];

const snapshot = async () => {
  const out: string[] = [];
  for (const url of READS) out.push((await t.inject({ url })).body);
  return out;
};

describe('reset and determinism', () => {
  it('restores the seeded state exactly: byte-identical answers after writes and a reset', async () => {
    const before = await snapshot();
    const token = await t.login('demo-user');
    await t.post('/api/h5.goods/comment', { goods_id: 3, content: 'changes state' }, { token });
    await t.get('/api/h5.goods/detail', { query: { id: 1, type: 'music' } });
    await t.get('/api/h5.index/popupClick', { query: { id: 1 } });
    await t.advance(3_600_000);
    expect(await snapshot()).not.toEqual(before);
    await t.reset();
    expect(await snapshot()).toEqual(before);
  });

  it('gives the same data for the same seed in a new app, and other data for another seed', async () => {
    const same = await buildApp({});
    const other = await buildApp({ seed: 7 });
    const url = '/api/h5.index/djSingle?limit=5';
    const mine = (await t.inject({ url })).body;
    expect((await same.inject({ url })).body).toBe(mine);
    expect((await other.inject({ url })).body).not.toBe(mine);
    await Promise.all([same.close(), other.close()]);
  });
});

describe('reset without launch popups', () => {
  it('starts the seed with no popups when asked, and with them again on a plain reset', async () => {
    const popups = async () => (await t.get<{ id: number }[]>('/api/h5.index/getPopup')).body.data;
    expect((await popups()).length).toBeGreaterThan(0);
    const r = await t.inject({ method: 'POST', url: '/__mock/reset', payload: { launchPopups: false } });
    expect(r.json()).toMatchObject({ ok: true });
    expect(await popups()).toEqual([]);
    await t.reset();
    expect((await popups()).length).toBeGreaterThan(0);
  });

  it('refuses an option it does not know', async () => {
    const r = await t.inject({ method: 'POST', url: '/__mock/reset', payload: { popups: false } });
    expect(r.statusCode).toBe(400);
  });
});

describe('clock', () => {
  it('moves mock time, which time-dependent answers follow', async () => {
    const before = await t.get<{ id: number }[]>('/api/h5.index/getPopup');
    expect(before.body.data.map((p) => p.id)).not.toContain(3);
    const r = await t.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 2 * 3_600_000 } });
    expect(r.json()).toMatchObject({ ok: true });
    const after = await t.get<{ id: number }[]>('/api/h5.index/getPopup');
    expect(after.body.data.map((p) => p.id)).toContain(3);
    expect(Number(after.body.time) - Number(before.body.time)).toBe(7200);
  });

  it('refuses a malformed clock request', async () => {
    const r = await t.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 'soon' } });
    expect(r.statusCode).toBe(400);
  });
});

describe('scenarios', () => {
  it('answers the next n calls of a path with the given envelope code, then normally', async () => {
    await t.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { path: '/api/h5.Banner', times: 2, code: 30001 },
    });
    for (let i = 0; i < 2; i++) {
      const r = await t.inject({ url: '/api/h5.Banner?position=home' });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ code: 30001, data: null });
    }
    expect((await t.inject({ url: '/api/h5.Banner' })).json().code).toBe(1);
  });

  it('answers with scripted data, such as an empty list for an empty state', async () => {
    await t.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { path: '/api/h5.notice', times: 1, code: 1, data: { total: 0, data: [] } },
    });
    expect((await t.inject({ url: '/api/h5.notice' })).json()).toMatchObject({ code: 1, data: { total: 0, data: [] } });
    expect((await t.inject({ url: '/api/h5.notice' })).json().data.data.length).toBeGreaterThan(0);
  });

  it('gives code 401 its HTTP status, and an HTML page with any status', async () => {
    await t.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { path: '/api/h5.notice', times: 1, code: 401 },
    });
    expect((await t.inject({ url: '/api/h5.notice' })).statusCode).toBe(401);
    await t.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: {
        path: '/api/h5.notice',
        times: 1,
        httpStatus: 502,
        html: '<html><body><h1>网关错误 Bad gateway</h1></body></html>',
      },
    });
    const r = await t.inject({ url: '/api/h5.notice' });
    expect(r.statusCode).toBe(502);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain('<h1>网关错误 Bad gateway</h1>');
  });

  it('delays an answer', async () => {
    await t.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { path: '/api/h5.notice', times: 1, delayMs: 150 },
    });
    const started = performance.now();
    const r = await t.inject({ url: '/api/h5.notice' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(r.json().code).toBe(1);
  });

  it('drops the connection', async () => {
    await t.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { path: '/api/h5.notice', times: 1, drop: true },
    });
    await expect(t.inject({ url: '/api/h5.notice' })).rejects.toThrow();
    expect((await t.inject({ url: '/api/h5.notice' })).json().code).toBe(1);
  });

  it('lists and clears scenarios, and refuses malformed ones', async () => {
    await t.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { path: '/api/h5.notice', times: 5, code: 0 },
    });
    expect((await t.inject({ url: '/__mock/scenarios' })).json().scenarios).toHaveLength(1);
    await t.inject({ method: 'DELETE', url: '/__mock/scenarios' });
    expect((await t.inject({ url: '/api/h5.notice' })).json().code).toBe(1);
    const bad = await t.inject({ method: 'POST', url: '/__mock/scenarios', payload: { path: 'no-slash', times: 0 } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('held requests', () => {
  const hold = (path: string, extra: object = {}) =>
    t.inject({ method: 'POST', url: '/__mock/scenarios', payload: { path, times: 1, hold: true, ...extra } });
  const held = async () => (await t.inject({ url: '/__mock/scenarios' })).json().held as number;
  const release = async (payload: object = {}) =>
    (await t.inject({ method: 'POST', url: '/__mock/scenarios/release', payload })).json().released as number;
  /** Whether a promise has settled by the time other pending work (a few timer turns) has run. */
  const settled = async (pending: Promise<unknown>) => {
    let done = false;
    pending.then(
      () => {
        done = true;
      },
      () => {
        done = true;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    return done;
  };

  it('waits without a timer until released, then passes through to the handler', async () => {
    await hold('/api/h5.notice');
    const pending = t.inject({ url: '/api/h5.notice' });
    await vi.waitFor(async () => expect(await held()).toBe(1));
    expect(await settled(pending)).toBe(false);
    expect(await release()).toBe(1);
    const r = await pending;
    expect(r.json().code).toBe(1);
    expect(r.json().data.data.length).toBeGreaterThan(0);
    expect(await held()).toBe(0);
    expect(await release()).toBe(0);
  });

  it('releases only the path asked for', async () => {
    await hold('/api/h5.notice');
    await hold('/api/h5.Banner');
    const notice = t.inject({ url: '/api/h5.notice?page=1' });
    const banner = t.inject({ url: '/api/h5.Banner' });
    await vi.waitFor(async () => expect(await held()).toBe(2));
    expect(await release({ path: '/api/h5.notice' })).toBe(1);
    expect((await notice).json().code).toBe(1);
    expect(await settled(banner)).toBe(false);
    expect(await held()).toBe(1);
    expect(await release({ path: '/api/h5.Banner' })).toBe(1);
    expect((await banner).json().code).toBe(1);
  });

  it('answers with the scenario once released: its code and message, or a dropped connection', async () => {
    await hold('/api/h5.notice', { code: 30001, msg: 'Held, then refused' });
    const pending = t.inject({ url: '/api/h5.notice' });
    await vi.waitFor(async () => expect(await held()).toBe(1));
    expect(await release({ path: '/api/h5.notice' })).toBe(1);
    expect((await pending).json()).toMatchObject({ code: 30001, msg: 'Held, then refused', data: null });

    await hold('/api/h5.notice', { drop: true });
    const dropped = t.inject({ url: '/api/h5.notice' });
    await vi.waitFor(async () => expect(await held()).toBe(1));
    await release();
    await expect(dropped).rejects.toThrow();
  });

  it('lets every held request go on a reset and when the scenarios are cleared', async () => {
    await hold('/api/h5.notice');
    const first = t.inject({ url: '/api/h5.notice' });
    await vi.waitFor(async () => expect(await held()).toBe(1));
    await t.reset();
    expect((await first).json().code).toBe(1);

    await hold('/api/h5.notice');
    const second = t.inject({ url: '/api/h5.notice' });
    await vi.waitFor(async () => expect(await held()).toBe(1));
    await t.inject({ method: 'DELETE', url: '/__mock/scenarios' });
    expect((await second).json().code).toBe(1);
    expect(await held()).toBe(0);
  });

  it('refuses a release with anything but a path', async () => {
    const r = await t.inject({ method: 'POST', url: '/__mock/scenarios/release', payload: { path: 'no-slash' } });
    expect(r.statusCode).toBe(400);
    const other = await t.inject({ method: 'POST', url: '/__mock/scenarios/release', payload: { all: true } });
    expect(other.statusCode).toBe(400);
  });

  describe('on a real socket', () => {
    let base = '';
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    });

    it('forgets a request whose client left while held, without running its handler', async () => {
      const token = await t.login('demo-user');
      const count = async () => (await t.get('/api/h5.goods/comments', { query: { goods_id: 3 } })).body.data.total;
      const before = await count();
      await hold('/api/h5.goods/comment');
      const leaving = new AbortController();
      const pending = fetch(`${base}/api/h5.goods/comment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ goods_id: 3, content: 'sent, then abandoned' }),
        signal: leaving.signal,
      });
      await vi.waitFor(async () => expect(await held()).toBe(1));
      leaving.abort();
      await expect(pending).rejects.toThrow();
      await vi.waitFor(async () => expect(await held()).toBe(0));
      expect(await release()).toBe(0);
      expect(await count()).toBe(before);
      const calls = (await t.inject({ url: '/__mock/journal?limit=50' })).json().entries;
      expect(calls.filter((e: { path: string }) => e.path === '/api/h5.goods/comment')).toEqual([]);
      const next = await fetch(`${base}/api/h5.notice`);
      expect(((await next.json()) as { code: number }).code).toBe(1);
    });
  });
});

describe('version, reviews, journal, sessions', () => {
  it('changes the version.json timestamp', async () => {
    const before = (await t.inject({ url: '/version.json' })).json().timestamp;
    const r = await t.inject({ method: 'POST', url: '/__mock/version', payload: {} });
    expect(r.json().timestamp).toBeGreaterThan(before);
    expect((await t.inject({ url: '/version.json' })).json().timestamp).toBe(r.json().timestamp);
    await t.inject({ method: 'POST', url: '/__mock/version', payload: { timestamp: 1800000000 } });
    expect((await t.inject({ url: '/version.json' })).json()).toEqual({ timestamp: 1800000000 });
  });

  it('approves or rejects a musician application under review, once', async () => {
    const applicant = t.app.mock.store.state.users.byUsername.get('demo-applicant');
    const id = applicant?.id ?? 0;
    const approve = await t.inject({
      method: 'POST',
      url: `/__mock/musicians/${id}/review`,
      payload: { approve: true },
    });
    expect(approve.json()).toMatchObject({ ok: true, status: 'approved' });
    expect(t.app.mock.store.state.users.byId.get(id)?.writer_status).toBe('approved');
    const again = await t.inject({
      method: 'POST',
      url: `/__mock/musicians/${id}/review`,
      payload: { approve: false },
    });
    expect(again.statusCode).toBe(404);
    await t.reset();
    const reject = await t.inject({
      method: 'POST',
      url: `/__mock/musicians/${id}/review`,
      payload: { approve: false, reason: '资料不全 Incomplete' },
    });
    expect(reject.json()).toMatchObject({ ok: true, status: 'rejected' });
    expect(t.app.mock.store.state.writers.applications.get(id)?.reason).toBe('资料不全 Incomplete');
  });

  it('records the last requests with method, path, headers and body', async () => {
    const token = await t.login('demo-user');
    await t.post(
      '/api/h5.goods/comment',
      { goods_id: 5, content: 'journal' },
      { token, headers: { 'visitor-id': 'abcdef123456' } },
    );
    await t.get('/api/h5.Banner');
    const entries = (await t.inject({ url: '/__mock/journal?limit=2' })).json().entries;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      method: 'POST',
      path: '/api/h5.goods/comment',
      body: { goods_id: 5, content: 'journal' },
      headers: { token, 'visitor-id': 'abcdef123456' },
    });
    expect(entries[1]).toMatchObject({ method: 'GET', path: '/api/h5.Banner' });
  });

  it('hands out shop coupons to a user, listed with the ones held before', async () => {
    const token = await t.login('demo-user');
    const held = (await t.get<{ total: number }>('/api/h5.user/coupon', { token, query: { limit: 1 } })).body.data
      .total;
    const r = await t.inject({ method: 'POST', url: '/__mock/coupons', payload: { username: 'demo-user', count: 3 } });
    expect(r.json()).toEqual({ ok: true, count: held + 3 });
    const page = await t.get<{ data: { name: string }[] }>('/api/h5.user/coupon', {
      token,
      query: { status: 'unused', limit: 50 },
    });
    expect(page.body.data.data.filter((c) => c.name.startsWith('老客券')).length).toBeGreaterThanOrEqual(3);
    const bad = await t.inject({
      method: 'POST',
      url: '/__mock/coupons',
      payload: { username: 'demo-user', count: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('opens a session for a demo account', async () => {
    const r = await t.inject({ method: 'POST', url: '/__mock/session', payload: { username: 'demo-vip' } });
    expect(r.json()).toMatchObject({ ok: true, token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const missing = await t.inject({ method: 'POST', url: '/__mock/session', payload: { username: 'nobody' } });
    expect(missing.statusCode).toBe(404);
  });
});
