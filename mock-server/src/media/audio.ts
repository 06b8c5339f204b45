// Audio previews synthesised from the track id and BPM: a kick on every beat, a hi-hat between beats and a
// bass line, as a mono 16-bit WAV. Generated, so the repository holds no binary assets.
import { hash32 } from '../store/seed-context.ts';

export const SAMPLE_RATE = 11_025;
export const PREVIEW_SECONDS = 12;

/** A small PRNG so that the noise of the hi-hat is the same for the same track. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BASS_SCALES = [
  [55, 65.41, 73.42, 82.41],
  [49, 58.27, 65.41, 73.42],
  [61.74, 73.42, 82.41, 92.5],
];

export function synthesizeWav(trackId: number, bpm: number | null): Buffer {
  const samples = SAMPLE_RATE * PREVIEW_SECONDS;
  const header = 44;
  const buf = Buffer.alloc(header + samples * 2);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + samples * 2, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(SAMPLE_RATE, 24);
  buf.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(samples * 2, 40);

  const seed = hash32(`track:${trackId}`);
  const rand = mulberry32(seed);
  const beat = 60 / (bpm ?? 120);
  const scale = BASS_SCALES[seed % BASS_SCALES.length] ?? [55];
  const pattern = Array.from({ length: 8 }, () => scale[Math.floor(rand() * scale.length)] ?? 55);
  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    const beatIndex = Math.floor(t / beat);
    const inBeat = t - beatIndex * beat;
    // Kick: a sine falling from 120 Hz to 45 Hz with a fast decay.
    const kickFreq = 45 + 75 * Math.exp(-inBeat * 30);
    const kick = Math.sin(2 * Math.PI * kickFreq * inBeat) * Math.exp(-inBeat * 9);
    const half = inBeat - beat / 2;
    const hat = half >= 0 ? (rand() * 2 - 1) * Math.exp(-half * 60) * 0.25 : 0;
    const bassFreq = pattern[beatIndex % pattern.length] ?? 55;
    const bass = Math.sign(Math.sin(2 * Math.PI * bassFreq * t)) * 0.12 * Math.min(1, inBeat * 40);
    const fade = Math.min(1, t * 4, (PREVIEW_SECONDS - t) * 4);
    const v = Math.max(-1, Math.min(1, (kick * 0.6 + hat + bass) * fade));
    buf.writeInt16LE(Math.round(v * 32_000), header + i * 2);
  }
  return buf;
}
