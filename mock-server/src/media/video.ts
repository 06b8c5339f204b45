// Teaching videos generated from the goods id and episode: one background colour per second, the label
// (`1234-2`) drawn in blocks, and a playhead block that sweeps the bottom once a second. H.264 from the
// PCM writer in h264.ts, muxed into MP4 by mediabunny with the index first, so a browser can start playing
// and seek by byte ranges before it has the whole file. Generated, so the repository holds no binary assets.
import { hash32 } from '../store/seed-context.ts';
import { AVC_CODEC, createPicture, MB, PcmH264Encoder, type YuvPicture } from './h264.ts';

export const VIDEO_WIDTH = 160;
export const VIDEO_HEIGHT = 96;
export const VIDEO_FPS = 10;
export const VIDEO_SECONDS = 6;
export const VIDEO_CONTENT_TYPE = 'video/mp4';

/** 3x5 glyphs, one string of 15 cells per character, read row by row. */
const GLYPHS: Record<string, string> = {
  '0': '111101101101111',
  '1': '010110010010111',
  '2': '111001111100111',
  '3': '111001111001111',
  '4': '101101111001001',
  '5': '111100111001111',
  '6': '111100111101111',
  '7': '111001010010010',
  '8': '111101111101111',
  '9': '111101111001111',
  '-': '000000111000000',
};

interface Yuv {
  y: number;
  u: number;
  v: number;
}

/** HSL to BT.601 limited-range YCbCr, the range H.264 decoders assume without colour information. */
function colour(hue: number, saturation: number, lightness: number): Yuv {
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (hue % 360) / 60;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const [r1, g1, b1] =
    h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  const m = lightness - c / 2;
  const [r, g, b] = [r1 + m, g1 + m, b1 + m];
  return {
    y: Math.round(16 + 65.481 * r + 128.553 * g + 24.966 * b),
    u: Math.round(128 - 37.797 * r - 74.203 * g + 112 * b),
    v: Math.round(128 + 112 * r - 93.786 * g - 18.214 * b),
  };
}

function fillRect(pic: YuvPicture, x: number, y: number, w: number, h: number, c: Yuv): void {
  for (let row = y; row < y + h; row++) pic.y.fill(c.y, row * pic.width + x, row * pic.width + x + w);
  const cw = pic.width / 2;
  for (let row = y >> 1; row < (y + h) >> 1; row++) {
    pic.u.fill(c.u, row * cw + (x >> 1), row * cw + ((x + w) >> 1));
    pic.v.fill(c.v, row * cw + (x >> 1), row * cw + ((x + w) >> 1));
  }
}

/** Draws the label centred in the top part of the picture, with cells of even size so chroma lines up. */
function drawLabel(pic: YuvPicture, label: string, c: Yuv): void {
  const glyphs = [...label].map((ch) => GLYPHS[ch] ?? GLYPHS['-'] ?? '');
  const advance = 4; // 3 cells and a gap
  const cell = Math.max(2, Math.min(6, Math.floor((pic.width - 8) / (glyphs.length * advance)) & ~1));
  const left = Math.floor((pic.width - (glyphs.length * advance - 1) * cell) / 2) & ~1;
  const top = 12;
  glyphs.forEach((glyph, i) => {
    for (let k = 0; k < 15; k++) {
      if (glyph[k] !== '1') continue;
      const x = left + (i * advance + (k % 3)) * cell;
      if (x + cell <= pic.width) fillRect(pic, x, top + Math.floor(k / 3) * cell, cell, cell, c);
    }
  });
}

/** Frame `index` of the video of `label`; `seed` picks the colours. */
function renderFrame(pic: YuvPicture, seed: number, label: string, index: number): void {
  const second = Math.floor(index / VIDEO_FPS);
  const hue = (seed % 360) + second * 67;
  fillRect(pic, 0, 0, pic.width, pic.height, colour(hue, 0.6, 0.35));
  drawLabel(pic, label, colour(0, 0, 0.95));
  // The playhead moves one macroblock a frame, so a P picture codes just the two columns it left and entered.
  const track = 2 * MB;
  fillRect(pic, 0, pic.height - track, pic.width, track, colour(hue + 180, 0.5, 0.2));
  fillRect(pic, (index % VIDEO_FPS) * MB, pic.height - track, MB, track, colour(hue + 180, 0.8, 0.7));
}

/** Boxes that hold other boxes, on the way to the ones with a creation time. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia']);
const TIMED = new Set(['mvhd', 'tkhd', 'mdhd']);

/**
 * Sets the creation and modification times of the movie, track and media headers to 0 (unknown): the
 * muxer stamps the wall clock there, and the mock's media must be byte-identical for the same id.
 */
function clearCreationTimes(mp4: Buffer, from = 0, to = mp4.length): void {
  for (let at = from; at + 8 <= to; ) {
    const size = mp4.readUInt32BE(at);
    const type = mp4.toString('latin1', at + 4, at + 8);
    if (size < 8) return; // 0 (to the end) and 1 (64-bit size) only occur for mdat, which comes last
    if (CONTAINERS.has(type)) clearCreationTimes(mp4, at + 8, at + size);
    else if (TIMED.has(type)) mp4.fill(0, at + 12, at + 12 + (mp4[at + 8] === 1 ? 16 : 8));
    at += size;
  }
}

/**
 * The MP4 of goods `goodsId`, episode `episode` (0 for the whole video). Deterministic: the same arguments
 * give the same bytes. An IDR picture starts every second, so every second is a seek point.
 */
export async function generateVideo(goodsId: number, episode: number): Promise<Buffer> {
  // Loaded on the first video, not at start-up: the muxer takes a few hundred ms to import.
  const { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output } = await import('mediabunny');
  const label = episode > 0 ? `${goodsId}-${episode}` : String(goodsId);
  const seed = hash32(`video:${label}`);
  const encoder = new PcmH264Encoder(VIDEO_WIDTH, VIDEO_HEIGHT);
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource('avc');
  output.addVideoTrack(source, { frameRate: VIDEO_FPS });
  await output.start();
  const pic = createPicture(VIDEO_WIDTH, VIDEO_HEIGHT);
  for (let i = 0; i < VIDEO_FPS * VIDEO_SECONDS; i++) {
    renderFrame(pic, seed, label, i);
    const encoded = encoder.encode(pic, i % VIDEO_FPS === 0);
    const packet = new EncodedPacket(encoded.data, encoded.key ? 'key' : 'delta', i / VIDEO_FPS, 1 / VIDEO_FPS);
    await source.add(
      packet,
      i === 0 ? { decoderConfig: { codec: AVC_CODEC, codedWidth: VIDEO_WIDTH, codedHeight: VIDEO_HEIGHT } } : undefined,
    );
  }
  await output.finalize();
  const bytes = output.target.buffer;
  if (!bytes) throw new Error('The MP4 muxer produced no output');
  const mp4 = Buffer.from(bytes);
  clearCreationTimes(mp4);
  return mp4;
}
