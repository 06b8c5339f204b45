import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AVC_CODEC, createPicture, MB, PcmH264Encoder } from '../src/media/h264.ts';
import { generateVideo, VIDEO_FPS, VIDEO_HEIGHT, VIDEO_SECONDS, VIDEO_WIDTH } from '../src/media/video.ts';
import { detectType, IMAGE_MAX_BYTES } from '../src/upload/index.ts';
import { t, useMockApp } from './inject-kit.ts';

useMockApp({}, { resetEachTest: false });
let token: string;
beforeAll(async () => {
  token = await t.login('demo-musician');
});

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

  it("puts the preview's first beat where the goods' preview_first_beat_ms says, and a beat every 60/bpm s after", async () => {
    const page = await t.get<{
      data: { id: number; bpm: number | null; preview_url: string | null; preview_first_beat_ms?: number }[];
    }>('/api/h5.index/djSingle', { query: { limit: 100 } });
    const tracks = page.body.data.data.filter((g) => g.bpm && g.preview_url).slice(0, 6);
    expect(tracks.length).toBeGreaterThan(3);
    // Different tracks start their beat at different times, or the field would say nothing.
    expect(new Set(tracks.map((g) => g.preview_first_beat_ms)).size).toBeGreaterThan(1);
    for (const goods of tracks) {
      const wav = (await t.inject({ url: goods.preview_url as string })).rawPayload;
      const rate = wav.readUInt32LE(24);
      expect(wav.subarray(36, 40).toString()).toBe('data');
      const samples = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));
      // The first beat, read from the sound: the first sample above a tenth of full scale.
      const onset = samples.findIndex((v) => Math.abs(v) > 3_200);
      const field = goods.preview_first_beat_ms;
      expect(typeof field).toBe('number');
      expect(Math.abs((onset / rate) * 1000 - (field as number))).toBeLessThan(3);
      // Each later beat is a kick: louder in the 20 ms from it than in the 20 ms before it.
      const energy = (fromMs: number) => {
        const from = Math.round((fromMs / 1000) * rate);
        let sum = 0;
        for (let i = from; i < from + Math.round(0.02 * rate); i++) sum += (samples[i] ?? 0) ** 2;
        return sum;
      };
      const period = 60_000 / (goods.bpm as number);
      for (let beat = 1; beat <= 8; beat++) {
        const at = (field as number) + beat * period;
        expect(energy(at)).toBeGreaterThan(3 * energy(at - 20));
      }
    }
  });

  it("gives a track's detail a waveform whose loudest level is where its served preview is loudest", async () => {
    const page = await t.get<{ data: { id: number; preview_url: string | null }[] }>('/api/h5.index/djSingle', {
      query: { limit: 100 },
    });
    const tracks = page.body.data.data.filter((g) => g.preview_url).slice(0, 4);
    expect(tracks.length).toBe(4);
    const loudestBins = new Set<number>();
    for (const listed of tracks) {
      const detail = await t.get<{ preview_url: string; waveform?: { seconds: number; peaks: number[] } }>(
        '/api/h5.goods/detail',
        { query: { id: listed.id, type: 'music' } },
      );
      expect(t.app.mock.violations).toEqual([]);
      const waveform = detail.body.data.waveform;
      if (!waveform) throw new Error(`track ${listed.id} has a preview but no waveform`);
      expect(waveform.peaks).toHaveLength(120);
      // Read what the app is served: the WAV's own samples, and their loudness (RMS) in windows of one
      // waveform slice.
      const wav = (await t.inject({ url: detail.body.data.preview_url })).rawPayload;
      const rate = wav.readUInt32LE(24);
      const count = wav.readUInt32LE(40) / 2;
      expect(waveform.seconds).toBeCloseTo(count / rate, 3);
      const rms = Array.from({ length: 120 }, (_, bin) => {
        const from = Math.floor((bin * count) / 120);
        const to = Math.floor(((bin + 1) * count) / 120);
        let sum = 0;
        for (let i = from; i < to; i++) sum += wav.readInt16LE(44 + i * 2) ** 2;
        return Math.sqrt(sum / (to - from));
      });
      const argmax = (values: number[]) => values.indexOf(Math.max(...values));
      const loudest = argmax(waveform.peaks);
      expect(Math.abs(loudest - argmax(rms))).toBeLessThanOrEqual(1);
      expect(waveform.peaks[loudest]).toBe(255);
      // A waveform with a shape: its quietest part (the breakdown) well below its loudest.
      expect(Math.min(...waveform.peaks.slice(8, loudest))).toBeLessThan(128);
      loudestBins.add(loudest);
    }
    // Each track has its drop at its own time, or the waveform would say nothing of the track.
    expect(loudestBins.size).toBeGreaterThan(1);
    // The listing carries no waveform: it would weigh every item.
    expect(JSON.stringify(page.body)).not.toContain('waveform');
  });

  it('serves covers, avatars and images as JPEG a phone decodes, the same bytes for the same name', async () => {
    const cover = await t.inject({ url: '/media/cover/1.jpg' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.headers['cache-control']).toBe('public, max-age=3600');
    expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    expect((await t.inject({ url: '/media/cover/1.jpg' })).rawPayload.equals(cover.rawPayload)).toBe(true);
    const other = await t.inject({ url: '/media/cover/2.jpg' });
    expect(other.rawPayload.equals(cover.rawPayload)).toBe(false);
    // A real picture, not a blank: the two corners of the gradient differ.
    const { data, info } = await sharp(cover.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const corner = (x: number, y: number) => data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
    expect(corner(2, 2).equals(corner(info.width - 3, info.height - 3))).toBe(false);

    const avatar = await t.inject({ url: '/media/avatar/u1.jpg' });
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 160, height: 160 });
    expect((await t.inject({ url: '/media/image/banner-1.jpg' })).headers['content-type']).toBe('image/jpeg');

    for (const url of [
      '/media/cover/1.svg',
      '/media/cover/999999.jpg',
      '/media/avatar/x1.jpg',
      '/media/cover/..%2F..%2Fetc%2Fpasswd',
    ]) {
      expect((await t.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('teaching videos', () => {
  const videoGoods = (section: string) => {
    // Free with a VIP card, so demo-vip gets its video URLs.
    const g = t.app.mock.store.state.goods.list.find((x) => x.section === section && x.vip_free);
    if (!g) throw new Error(`no VIP-free ${section} goods in the seed`);
    return g;
  };

  it('serves an MP4 at every URL the video detail gives, deterministic per id and episode', async () => {
    const course = videoGoods('teaching');
    const detail = await t.get<{ video_url: string; episodes: { video_url: string }[] }>('/api/h5.goods/videoDetail', {
      query: { id: course.id },
      token: await t.login('demo-vip'),
    });
    const urls = [detail.body.data.video_url, ...detail.body.data.episodes.map((e) => e.video_url)];
    expect(urls).toHaveLength(7);
    const bodies: Buffer[] = [];
    for (const url of urls) {
      const r = await t.inject({ url });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('video/mp4');
      expect(r.headers['accept-ranges']).toBe('bytes');
      expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length);
      expect(r.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
      bodies.push(r.rawPayload);
    }
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(urls.length);
    const again = await t.inject({ url: urls[1] });
    expect(again.rawPayload.equals(bodies[1] as Buffer)).toBe(true);
    // The same bytes when generated afresh, not only from the cache, whatever the wall clock says.
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1), toFake: ['Date'] });
    try {
      expect((await generateVideo(course.id, 1)).equals(bodies[1] as Buffer)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers byte ranges with 206 so the player can seek, and 416 beyond the end', async () => {
    const url = `/media/video/${videoGoods('tv').id}-2.mp4`;
    const full = (await t.inject({ url })).rawPayload;
    const r = await t.inject({ url, headers: { range: 'bytes=1000-4999' } });
    expect(r.statusCode).toBe(206);
    expect(r.headers['content-type']).toBe('video/mp4');
    expect(r.headers['content-range']).toBe(`bytes 1000-4999/${full.length}`);
    expect(r.rawPayload.equals(full.subarray(1000, 5000))).toBe(true);
    const tail = await t.inject({ url, headers: { range: `bytes=${full.length - 100}-` } });
    expect(tail.rawPayload.equals(full.subarray(full.length - 100))).toBe(true);
    const beyond = await t.inject({ url, headers: { range: `bytes=${full.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${full.length}`);
  });

  it('answers 404 for unknown ids, goods without video, and episodes the video does not have', async () => {
    const course = videoGoods('teaching');
    const single = videoGoods('video');
    const music = t.app.mock.store.state.goods.list.find((g) => g.section === 'dj_single');
    for (const url of [
      '/media/video/999999.mp4',
      `/media/video/${music?.id}.mp4`,
      `/media/video/${course.id}-0.mp4`,
      `/media/video/${course.id}-7.mp4`,
      `/media/video/${single.id}-2.mp4`,
      `/media/video/${course.id}.webm`,
      `/media/video/..%2F${course.id}.mp4`,
    ]) {
      const r = await t.inject({ url });
      expect(r.statusCode, url).toBe(404);
    }
    expect((await t.inject({ url: `/media/video/${course.id}-6.mp4` })).statusCode).toBe(200);
    expect((await t.inject({ url: `/media/video/${single.id}-1.mp4` })).statusCode).toBe(200);
  });

  it('is an MP4 with its index first and one H.264 track of the announced size, length and seek points', async () => {
    const mp4 = await generateVideo(42, 3);
    // moov before mdat: the browser learns the duration and the sample offsets from the first bytes.
    const boxes: string[] = [];
    for (let at = 0; at < mp4.length; at += mp4.readUInt32BE(at)) boxes.push(mp4.toString('latin1', at + 4, at + 8));
    expect(boxes).toEqual(['ftyp', 'moov', 'mdat']);
    const input = new Input({ source: new BufferSource(mp4), formats: ALL_FORMATS });
    expect(await input.getMimeType()).toContain('video/mp4');
    expect(await input.computeDuration()).toBeCloseTo(VIDEO_SECONDS, 5);
    const tracks = await input.getTracks();
    expect(tracks).toHaveLength(1);
    const video = await input.getPrimaryVideoTrack();
    expect(video?.codedWidth).toBe(VIDEO_WIDTH);
    expect(video?.codedHeight).toBe(VIDEO_HEIGHT);
    expect(await video?.getCodecParameterString()).toBe(AVC_CODEC);
    const packets = [];
    for await (const packet of new EncodedPacketSink(video as NonNullable<typeof video>).packets())
      packets.push(packet);
    expect(packets).toHaveLength(VIDEO_FPS * VIDEO_SECONDS);
    expect(packets.filter((p) => p.type === 'key').map((p) => p.timestamp)).toEqual(
      Array.from({ length: VIDEO_SECONDS }, (_, i) => i),
    );
    // Still pictures with a moving playhead: only the IDR pictures carry every macroblock.
    const picture = (VIDEO_WIDTH / MB) * (VIDEO_HEIGHT / MB) * 384;
    expect(packets.filter((p) => p.type === 'key').every((p) => p.byteLength > picture)).toBe(true);
    expect(packets.filter((p) => p.type === 'delta').every((p) => p.byteLength < picture / 10)).toBe(true);
    input.dispose();
  });

  it('codes only the macroblocks that changed in a P picture', () => {
    const encoder = new PcmH264Encoder(64, 32);
    const pic = createPicture(64, 32);
    pic.y.fill(100);
    pic.u.fill(128);
    pic.v.fill(128);
    const idr = encoder.encode(pic, true);
    expect(idr.key).toBe(true);
    // SPS, PPS, then the IDR slice: NAL types 7, 8, 5 after their start codes.
    const starts = [...idr.data.keys()].filter(
      (i) => idr.data[i] === 1 && idr.data[i - 1] === 0 && idr.data[i - 2] === 0,
    );
    expect(starts.map((i) => (idr.data[i + 1] ?? 0) & 0x1f)).toEqual([7, 8, 5]);
    const still = encoder.encode(pic, false);
    expect(still.key).toBe(false);
    // Start code, NAL header, a few bits of slice header and one skip run of all 8 macroblocks.
    expect(still.data.length).toBeLessThan(12);
    pic.y[MB * 64 + MB + 3] = 200; // a sample of macroblock (1, 1)
    const one = encoder.encode(pic, false);
    expect(one.data.length).toBeGreaterThan(384);
    expect(one.data.length).toBeLessThan(384 + 16);
    expect(one.data.includes(200)).toBe(true);
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
