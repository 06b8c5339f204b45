import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectType, IMAGE_MAX_BYTES } from '../src/upload/index.ts';
import { type TestApp, testApp } from './helper.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login('demo-musician');
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 2)]);
const MP3 = Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.alloc(200, 3)]);

function multipart(field: string, filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----djshopTestBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
  };
}

const upload = async (field: string, filename: string, data: Buffer, type?: string) => {
  const r = await t.inject({ method: 'POST', url: '/api/common/upload', ...multipart(field, filename, data, type) });
  expect(t.app.mock.violations).toEqual([]);
  return { status: r.statusCode, body: r.json() };
};

describe('audio previews', () => {
  it('serves a generated WAV for every track with a preview, deterministic per id', async () => {
    const r = await t.inject({ url: '/media/preview/1.wav' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('audio/wav');
    expect(r.headers['accept-ranges']).toBe('bytes');
    expect(r.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(r.rawPayload.subarray(8, 12).toString()).toBe('WAVE');
    expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length);
    const again = await t.inject({ url: '/media/preview/1.wav' });
    expect(again.rawPayload.equals(r.rawPayload)).toBe(true);
    const other = await t.inject({ url: '/media/preview/2.wav' });
    expect(other.rawPayload.equals(r.rawPayload)).toBe(false);
  });

  it('answers byte ranges with 206 so the player can seek', async () => {
    const full = (await t.inject({ url: '/media/preview/7.wav' })).rawPayload;
    const r = await t.inject({ url: '/media/preview/7.wav', headers: { range: 'bytes=100-199' } });
    expect(r.statusCode).toBe(206);
    expect(r.headers['content-range']).toBe(`bytes 100-199/${full.length}`);
    expect(r.rawPayload.equals(full.subarray(100, 200))).toBe(true);
    const open = await t.inject({ url: '/media/preview/7.wav', headers: { range: 'bytes=1000-' } });
    expect(open.rawPayload.length).toBe(full.length - 1000);
    const suffix = await t.inject({ url: '/media/preview/7.wav', headers: { range: 'bytes=-10' } });
    expect(suffix.rawPayload.equals(full.subarray(full.length - 10))).toBe(true);
    const bad = await t.inject({ url: '/media/preview/7.wav', headers: { range: `bytes=${full.length}-` } });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${full.length}`);
  });

  it('has a preview for every listed track the contract points at', async () => {
    const page = await t.get<{ data: { preview_url: string | null }[] }>('/api/h5.index/djSingle', {
      query: { limit: 100 },
    });
    const urls = page.body.data.data.map((g) => g.preview_url);
    expect(urls.every((u) => typeof u === 'string')).toBe(true);
    for (const url of urls.slice(0, 5)) expect((await t.inject({ url: url as string })).statusCode).toBe(200);
    expect((await t.inject({ url: '/media/preview/999999.wav' })).statusCode).toBe(404);
  });

  it('serves covers and avatars as generated SVG', async () => {
    const cover = await t.inject({ url: '/media/cover/1.svg' });
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toMatch(/^<svg /);
    expect((await t.inject({ url: '/media/avatar/u1.svg' })).statusCode).toBe(200);
    expect((await t.inject({ url: '/media/cover/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('uploads', () => {
  it('recognises files by their bytes', () => {
    expect(detectType(PNG)?.mime).toBe('image/png');
    expect(detectType(JPEG)?.mime).toBe('image/jpeg');
    expect(detectType(MP3)?.mime).toBe('audio/mpeg');
    expect(detectType(Buffer.from('<?php echo 1; ?>          '))).toBeNull();
  });

  it('stores an image and serves it back with its content type, answering code 0 with data.src', async () => {
    const r = await upload('file', 'cover.png', PNG);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      code: 0,
      data: { src: expect.stringMatching(/^\/uploads\/\d{8}\/[0-9a-f]{24}\.png$/) },
    });
    const served = await t.inject({ url: r.body.data.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('judges by content, not by name or declared type, and never uses the client file name', async () => {
    const disguised = await upload('file', 'song.mp3', JPEG, 'audio/mpeg');
    expect(disguised.body.data.src).toMatch(/\.jpg$/);
    const script = await upload('file', 'photo.png', Buffer.from('#!/bin/sh\nrm -rf / # padding padding'), 'image/png');
    expect(script.body).toMatchObject({ code: 0, msg: 'File type not allowed', data: null });
    for (const name of ['../../etc/passwd', '..\\..\\boot.ini', '/abs/path.png', 'a\u0000b.png', '%2e%2e%2fx.png']) {
      const r = await upload('file', name, PNG);
      expect(r.body.data.src).not.toContain('..');
      expect(r.body.data.src).toMatch(/^\/uploads\/\d{8}\/[0-9a-f]{24}\.png$/);
    }
  });

  it('refuses an image over 1M but accepts audio of that size', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect((await upload('file', 'big.png', big)).body).toMatchObject({
      code: 0,
      msg: 'Image size cannot exceed 1M',
      data: null,
    });
    const song = Buffer.concat([MP3, Buffer.alloc(IMAGE_MAX_BYTES * 2)]);
    const r = await upload('file', 'set.mp3', song);
    expect(r.body.data.src).toMatch(/\.mp3$/);
    const served = await t.inject({ url: r.body.data.src, headers: { range: 'bytes=0-2' } });
    expect(served.statusCode).toBe(206);
    expect(served.body).toBe('ID3');
  });

  it('needs the field file, multipart, and a login', async () => {
    expect((await upload('image', 'a.png', PNG)).body).toMatchObject({ code: 0, data: null });
    const json = await t.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: { token },
      payload: { file: 'x' },
    });
    expect(json.json()).toMatchObject({ code: 0, data: null });
    const visitor = await t.inject({
      method: 'POST',
      url: '/api/common/upload',
      ...multipart('file', 'a.png', PNG),
      headers: { 'content-type': multipart('file', 'a.png', PNG).headers['content-type'] },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
