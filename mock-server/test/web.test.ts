import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './inject-kit.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'djshop-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>DJ shop</title>');
  writeFileSync(join(dist, 'version.json'), '{"timestamp":1790000000}');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
  t = await testApp({ webRoot: dist });
});
afterAll(() => t.close());

describe('web app on the same origin', () => {
  it('serves the built app at / and its files, beside the API', async () => {
    const index = await t.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('DJ shop');
    const js = await t.inject({ url: '/assets/app.js' });
    expect(js.headers['content-type']).toContain('javascript');
    expect((await t.get('/api/h5.Banner')).body.code).toBe(1);
    expect((await t.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('answers the build’s version.json timestamp until the control API changes it, and again after a reset', async () => {
    expect((await t.inject({ url: '/version.json' })).json()).toEqual({ timestamp: 1790000000 });
    await t.inject({ method: 'POST', url: '/__mock/version', payload: { timestamp: 1790000500 } });
    expect((await t.inject({ url: '/version.json' })).json()).toEqual({ timestamp: 1790000500 });
    await t.reset();
    expect((await t.inject({ url: '/version.json' })).json()).toEqual({ timestamp: 1790000000 });
  });

  it('serves the API docs', async () => {
    const docs = await t.inject({ url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
    const json = await t.inject({ url: '/docs/json' });
    expect(json.json().paths['/api/h5.Banner']).toBeDefined();
  });
});
