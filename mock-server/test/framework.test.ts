import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { RegistryError } from '../src/contract/registry.ts';
import { fail, ok } from '../src/envelope.ts';
import { t, useMockApp } from './inject-kit.ts';

useMockApp({}, { resetEachTest: false });

describe('registry', () => {
  it('refuses to start without allowMissing, naming the missing operations by tag', async () => {
    const error = await buildApp({ handlerFiles: { home: {} } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistryError);
    const message = (error as Error).message;
    expect(message).toContain('without a handler');
    expect(message).toMatch(/home \(src\/handlers\/home\.ts\): .*getBanners/);
    expect(message).toMatch(/catalogue \(src\/handlers\/catalogue\.ts\): .*getGoodsDetail/);
  });

  it('refuses a handler without an operation even with allowMissing', async () => {
    const error = await buildApp({ allowMissing: true, handlerFiles: { home: { getNothing: () => ok(null) } } }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toContain('getNothing (src/handlers/home.ts)');
  });

  it('refuses a handler in the file of another tag', async () => {
    const error = await buildApp({
      allowMissing: true,
      handlerFiles: { home: { getGoodsDetail: () => fail('x') } },
    }).catch((e: unknown) => e);
    expect((error as Error).message).toContain('getGoodsDetail is in home.ts but tagged catalogue');
  });

  it('binds every operation of the tags written so far', () => {
    const bound = new Set(t.app.mock.registry.bound.map((b) => b.operation.operationId));
    for (const id of ['getBanners', 'getGoodsDetail', 'getGoodsComments', 'uploadFile', 'getWechatJsConfig']) {
      expect(bound.has(id)).toBe(true);
    }
    for (const tag of ['home', 'catalogue', 'comment', 'system', 'wechat']) {
      expect(t.app.mock.registry.missing.has(tag)).toBe(false);
    }
  });
});

describe('envelope and request validation', () => {
  it('answers the FastAdmin envelope with time in seconds from the mock clock', async () => {
    const r = await t.get('/api/h5.Banner');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['code', 'msg', 'time', 'data']);
    expect(r.body.code).toBe(1);
    expect(r.body.time).toBe(String(Math.floor(t.app.mock.clock.now() / 1000)));
  });

  it('turns a bad query value into code 0 with HTTP 200, naming the field', async () => {
    const r = await t.get('/api/h5.notice', { query: { page: 0 } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 0, data: null });
    expect(r.body.msg).toMatch(/^Invalid parameters: page /);
    const wrongType = await t.get('/api/h5.notice', { query: { limit: 'ten' } });
    expect(wrongType.body.msg).toBe('Invalid parameters: limit must be integer');
  });

  it('names a missing required parameter', async () => {
    const r = await t.get('/api/h5.goods/detail', { query: { id: 1 } });
    expect(r.body).toMatchObject({ code: 0, msg: 'Invalid parameters: type is required' });
  });

  it('names a bad body field', async () => {
    const token = await t.login('demo-user');
    const r = await t.post('/api/h5.goods/comment', { goods_id: 'one', content: 'hi' }, { token });
    expect(r.body).toMatchObject({ code: 0, msg: 'Invalid parameters: goods_id must be integer' });
  });

  it('answers invalid JSON, a foreign content type and an empty body with failure envelopes', async () => {
    const token = await t.login('demo-user');
    const bad = await t.inject({
      method: 'POST',
      url: '/api/h5.goods/comment',
      headers: { token, 'content-type': 'application/json' },
      payload: '{"goods_id": 1,',
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ code: 0 });
    const xml = await t.inject({
      method: 'POST',
      url: '/api/h5.goods/comment',
      headers: { token, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.json()).toMatchObject({ code: 0, msg: expect.stringContaining('application/json') });
    const empty = await t.inject({
      method: 'POST',
      url: '/api/h5.goods/comment',
      headers: { token, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().code).toBe(0);
  });

  it('answers HTTP 401 with code 401 for a protected operation without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const r = await t.post('/api/h5.goods/comment', { goods_id: 1, content: 'hi' }, token ? { token } : {});
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ code: 401, msg: 'Please login first', time: expect.any(String), data: null });
    }
  });

  it('lets visitors call public operations and reads the token where it is optional', async () => {
    const visitor = await t.get<{ is_follow: boolean }[]>('/api/h5.Single/get_writer');
    expect(visitor.body.data.every((w) => w.is_follow === false)).toBe(true);
    const token = await t.login('demo-user');
    const user = await t.get<{ is_follow: boolean }[]>('/api/h5.Single/get_writer', { token, query: { limit: 20 } });
    expect(user.body.data.some((w) => w.is_follow)).toBe(true);
  });

  it('answers an unknown path with a 404 HTML page whose h1 says so', async () => {
    const r = await t.inject({ url: '/api/h5.nothing/here' });
    expect(r.statusCode).toBe(404);
    expect(r.body).toMatch(/<h1>[^<]*Not found/);
  });
});

describe('response validation', () => {
  it('records, logs and (strict) fails an answer that breaks the contract, with the operation and the path', async () => {
    const logs: string[] = [];
    const app = await buildApp({
      allowMissing: true,
      strictResponses: true,
      handlerFiles: {
        home: { getBanners: () => ok([{ id: 'one', title: 'x', image: '/a.svg', link: null }] as never) },
      },
    });
    app.log.error = ((obj: unknown, msg?: string) => logs.push(`${JSON.stringify(obj)} ${msg}`)) as never;
    const r = await app.inject({ url: '/api/h5.Banner' });
    expect(r.statusCode).toBe(500);
    expect(r.body).toContain('getBanners');
    expect(app.mock.violations).toHaveLength(1);
    expect(app.mock.violations[0]).toMatchObject({ operationId: 'getBanners', status: 200 });
    expect(app.mock.violations[0]?.errors.map((e) => e.path)).toContain('/data/0/id');
    expect(logs.join('\n')).toContain('/data/0/id');
    await app.close();
  });

  it('does not coerce: a number where the contract wants a string is a violation', async () => {
    const app = await buildApp({
      allowMissing: true,
      handlerFiles: {
        home: { getNotices: () => ok({ total: '1', per_page: 20, current_page: 1, last_page: 1, data: [] } as never) },
      },
    });
    const r = await app.inject({ url: '/api/h5.notice' });
    // Not strict: the answer goes out, the violation is recorded.
    expect(r.statusCode).toBe(200);
    expect(app.mock.violations[0]?.errors[0]?.path).toBe('/data/total');
    await app.close();
  });
});

describe('read cache', () => {
  it('serves a repeated read identically and recomputes it after a write', async () => {
    await t.reset();
    const token = await t.login('demo-user');
    const first = await t.get('/api/h5.goods/comments', { query: { goods_id: 2 } });
    const again = await t.get('/api/h5.goods/comments', { query: { goods_id: 2 } });
    expect(again.raw).toBe(first.raw);
    const added = await t.post('/api/h5.goods/comment', { goods_id: 2, content: 'cache test 缓存' }, { token });
    expect(added.body.code).toBe(1);
    const after = await t.get<{ total: number }>('/api/h5.goods/comments', { query: { goods_id: 2 } });
    expect(after.body.data.total).toBe((first.body.data as { total: number }).total + 1);
  });

  it('keeps answers of different operations with the same query apart', async () => {
    const a = await t.get('/api/h5.Index/statistics');
    const b = await t.get('/api/h5.Banner');
    expect(a.raw).not.toBe(b.raw);
  });
});
