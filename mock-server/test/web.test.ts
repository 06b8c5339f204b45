import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './inject-kit.ts';

const APP_JS = 'console.log("app")';
let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'djshop-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>DJ shop</title>');
  writeFileSync(join(dist, 'version.json'), '{"timestamp":1790000000}');
  writeFileSync(join(dist, 'assets', 'app.js'), APP_JS);
  // What the web build writes beside each file.
  writeFileSync(join(dist, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync(APP_JS));
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

  it('sends the precompressed copy the client accepts, and the file itself to one that accepts none', async () => {
    const br = await t.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const gz = await t.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await t.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    const js = await t.inject({ url: '/assets/app.js' });
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
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

describe('compressed answers, as a provider sends them', () => {
  const accepts = { 'accept-encoding': 'gzip, deflate, br' };

  it('compresses a large API answer for a client that accepts it, and sends it plain to one that does not', async () => {
    const url = '/api/h5.goods/search?page=1&limit=100';
    const br = await t.inject({ url, headers: accepts });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const plain = await t.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const body = brotliDecompressSync(br.rawPayload).toString();
    expect(JSON.parse(body)).toEqual(plain.json());
    // The catalogue's page shrinks to less than a third.
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await t.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers, pictures and audio as they are, and a preview range a byte range', async () => {
    const small = await t.inject({ url: '/version.json', headers: accepts });
    expect(small.headers['content-encoding']).toBeUndefined();
    const cover = await t.inject({ url: '/media/cover/1.jpg', headers: accepts });
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.headers['content-encoding']).toBeUndefined();
    const range = await t.inject({ url: '/media/preview/1.wav', headers: { ...accepts, range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-range']).toMatch(/^bytes 0-99\//);
    expect(range.rawPayload.length).toBe(100);
  });
});
