// The suite can fail: against servers broken on purpose, each breakage is reported naming the operation and
// the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failuresText } from '../src/report.ts';
import { type Running, startMock } from '../src/servers.ts';
import { runSuite } from '../src/suite.ts';
import { brokenProxy, config, type Rewrite, type RewriteRequest } from './helpers.ts';

let mock: Running;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock.close();
});

const json =
  (rewrite: (body: Record<string, unknown>) => void): ((body: string) => string) =>
  (text) => {
    const body = JSON.parse(text) as Record<string, unknown>;
    rewrite(body);
    return JSON.stringify(body);
  };

async function failuresAgainst(operationId: string, path: string, rewrite: Rewrite, rewriteRequest?: RewriteRequest) {
  const proxy = await brokenProxy(
    mock.url,
    (req, res) => (req.path === path ? rewrite(req, res) : res),
    rewriteRequest,
  );
  try {
    const result = await runSuite(config(proxy.url, { only: [operationId] }));
    expect(result.passed).toBe(false);
    return failuresText(result);
  } finally {
    await proxy.close();
  }
}

describe('the suite reports a broken server', () => {
  it('a required envelope field missing', async () => {
    const text = await failuresAgainst('getBanners', '/api/h5.Banner', (_req, res) => ({
      ...res,
      body: json((b) => {
        delete b.time;
      })(res.body),
    }));
    expect(text).toContain("getBanners: /time: envelope field 'time' is missing");
  });

  it('a number turned into a string', async () => {
    const text = await failuresAgainst('getSiteStatistics', '/api/h5.Index/statistics', (_req, res) => ({
      ...res,
      body: json((b) => {
        const data = b.data as Record<string, unknown>;
        data.music_count = String(data.music_count);
      })(res.body),
    }));
    expect(text).toMatch(/getSiteStatistics: \/data\/music_count: must be integer/);
  });

  it('an HTML 500 page where JSON was due', async () => {
    const text = await failuresAgainst('getNotices', '/api/h5.notice', () => ({
      status: 500,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: '<!DOCTYPE html><html><body><h1>Internal error</h1></body></html>',
    }));
    expect(text).toMatch(/getNotices: HTTP status: the provider failed with HTTP 500 text\/html/);
    expect(text).toContain('reproduce: curl');
  });

  it('a protected call answered without a token', async () => {
    const login = await fetch(`${mock.url}/api/h5.user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'demo-user', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { data: { userinfo: { token: string } } }).data.userinfo.token;
    const text = await failuresAgainst(
      'getUserInfo',
      '/api/h5.user/userInfo',
      (_req, res) => res,
      (req) => {
        // The broken server lets anyone in: a call without a token is answered as if signed in.
        if (req.path.startsWith('/api/h5.user/userInfo') && !req.headers.token) req.headers.token = token;
      },
    );
    expect(text).toMatch(/getUserInfo: token: without a token expected code 401 with HTTP 401, got code 1 HTTP 200/);
  });
});
