// Cached reads whose answer depends on mock time must be declared `timed`: moving the clock does not
// invalidate the read cache (a running clock moves without telling it), so each test reads once (filling
// the cache), moves the clock and expects the answer to follow.
import { describe, expect, it } from 'vitest';
import { raw } from '../src/envelope.ts';
import { read } from '../src/handlers/define.ts';
import { handlers as systemHandlers } from '../src/handlers/system.ts';
import { advance, app, get, sessionOf, testApp, useMockApp } from './inject-kit.ts';

useMockApp();

const DAY = 86_400;

describe('reads that follow the clock', () => {
  it('getUserInfo and checkLogin drop the VIP card once it expires', async () => {
    const token = await sessionOf('demo-vip');
    const info = await get('/api/h5.user/userInfo', token);
    const check = await get('/api/h5.user/checkLogin', token);
    const expires: number = info.data.vip.expiretime;
    expect(expires).toBeGreaterThan(Number(info.time));
    expect(check.data.user.vip).toEqual(info.data.vip);
    // Keep the session alive past the card: log in again just before it ends.
    await advance(expires - Number(info.time) - 1);
    const fresh = await sessionOf('demo-vip');
    expect((await get('/api/h5.user/userInfo', fresh)).data.vip).not.toBeNull();
    expect((await get('/api/h5.user/checkLogin', fresh)).data.user.vip).not.toBeNull();
    await advance(1);
    expect((await get('/api/h5.user/userInfo', fresh)).data.vip).toBeNull();
    expect((await get('/api/h5.user/checkLogin', fresh)).data.user.vip).toBeNull();
  });

  it("getWriterAmount starts today's income again after midnight in China", async () => {
    const token = await sessionOf('demo-musician');
    const before = await get('/api/h5.Writer/amount', token);
    expect(Number(before.data.today_income)).toBeGreaterThan(0);
    // Midnight in China (UTC+8) after the current time.
    const now = Number(before.time);
    const midnight = Math.floor((now + 8 * 3600) / DAY) * DAY + DAY - 8 * 3600;
    await advance(midnight - now);
    const after = await get('/api/h5.Writer/amount', token);
    expect(after.data.today_income).toBe('0.00');
    expect(after.data.total_income).toBe(before.data.total_income);
  });

  it('getPopups shows a scheduled popup from its start time', async () => {
    const ids = async () => ((await get('/api/h5.index/getPopup')).data as { id: number }[]).map((p) => p.id);
    const scheduled = app.mock.store.state.home.popups.find((p) => p.starttime > app.mock.store.seconds());
    expect(scheduled).toBeDefined();
    expect(await ids()).not.toContain(scheduled?.id);
    await advance((scheduled?.starttime ?? 0) - app.mock.store.seconds());
    expect(await ids()).toContain(scheduled?.id);
  });

  it('getWechatJsConfig signs with the current timestamp', async () => {
    const url = '/api/h5.wechat/build_config?url=https%3A%2F%2Fshop.example%2F';
    const first = await get(url);
    await advance(5);
    const second = await get(url);
    expect(second.data.timestamp).toBe(first.data.timestamp + 5);
    expect(second.data.signature).not.toBe(first.data.signature);
  });
});

describe('the timed declaration', () => {
  // The version file stamped with the clock: the kind of slip the declaration is there to catch.
  const stamped = async (timed: boolean) => {
    const local = await testApp({
      allowMissing: true,
      handlerFiles: {
        system: { ...systemHandlers, getVersionFile: read((ctx) => raw({ timestamp: ctx.seconds() }), { timed }) },
      },
    });
    try {
      const r = await local.app.inject({ url: '/version.json' });
      return { status: r.statusCode, body: r.body };
    } finally {
      await local.close();
    }
  };

  it('refuses a cached read that reads the clock without being timed, naming it', async () => {
    const untimed = await stamped(false);
    expect(untimed.status).toBe(500);
    expect(untimed.body).toContain('getVersionFile reads the mock clock');
    expect((await stamped(true)).status).toBe(200);
  });
});
