// Audio previews synthesised from the track id and BPM: a kick on every beat, a hi-hat between beats and a
// bass line, as a mono 16-bit WAV. Generated, so the repository holds no binary assets. The first beat comes
// after a short silence of the track's own length, as in a real recording, and the goods say where
// (`preview_first_beat_ms`, from `firstBeatMs`), which is what the blend check starts two previews on.
// Like a DJ track it has a shape a waveform shows: an intro, a quiet breakdown, then the drop, whose first
// beat is the loudest moment of the preview, at a time of the track's own (`dropAtSeconds`).
import { hash32 } from '../store/seed-context.ts';
import { lruMemo } from './lru.ts';

export const SAMPLE_RATE = 11_025;
// As long as a store's real previews: a journey's steps while one plays never outlast it on a slow machine.
export const PREVIEW_SECONDS = 30;

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

/** Where the first beat of a track's preview falls, in whole milliseconds: 80 to 479, the same for the same track. */
export function firstBeatMs(trackId: number): number {
  return 80 + (hash32(`first-beat:${trackId}`) % 400);
}

/** Where a preview's drop starts, before it is put on a beat: 16 to 23 s, the same for the same track. */
export function dropAtSeconds(trackId: number): number {
  return 16 + (hash32(`drop:${trackId}`) % 8);
}

// The level of each part, as a factor of the full mix. They change on a beat, where the kick starts from zero,
// the bass is ramping in and the hi-hat is silent, so the change makes no click.
const INTRO_GAIN = 0.45;
const BREAKDOWN_GAIN = 0.2;
const BREAKDOWN_SECONDS = 4;
const DROP_HIT_GAIN = 1;
const DROP_GAIN = 0.7;

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
  const dropBeat = Math.round(dropAtSeconds(trackId) / beat);
  const breakdownBeat = dropBeat - Math.max(1, Math.round(BREAKDOWN_SECONDS / beat));
  const gainOf = (beatIndex: number) => {
    if (beatIndex < breakdownBeat) return INTRO_GAIN;
    if (beatIndex < dropBeat) return BREAKDOWN_GAIN;
    return beatIndex === dropBeat ? DROP_HIT_GAIN : DROP_GAIN;
  };
  const pattern = Array.from({ length: 8 }, () => scale[Math.floor(rand() * scale.length)] ?? 55);
  // The kick and the hi-hat's envelope depend only on the time within the beat, so they are tabled for one
  // beat, and the bass square wave comes from its phase: with sin and exp on every sample a preview took
  // 11 ms to make (20 ms cold), most of the wait for the first byte of a track the app had not played yet.
  const beatSamples = Math.ceil(beat * SAMPLE_RATE) + 1;
  const kick = new Float64Array(beatSamples);
  const hatEnvelope = new Float64Array(beatSamples);
  for (let k = 0; k < beatSamples; k++) {
    const inBeat = k / SAMPLE_RATE;
    // Kick: a sine falling from 120 Hz to 45 Hz with a fast decay.
    const kickFreq = 45 + 75 * Math.exp(-inBeat * 30);
    kick[k] = Math.sin(2 * Math.PI * kickFreq * inBeat) * Math.exp(-inBeat * 9);
    const half = inBeat - beat / 2;
    hatEnvelope[k] = half >= 0 ? Math.exp(-half * 60) * 0.25 : -1;
  }
  const out = new DataView(buf.buffer, buf.byteOffset + header, samples * 2);
  // Silence until the first beat (the buffer is zeroed); time `t` counts from it. The kick starts from zero
  // and the bass ramps in, so the sound begins without a click and needs no fade-in.
  const first = Math.round((firstBeatMs(trackId) / 1000) * SAMPLE_RATE);
  for (let i = first; i < samples; i++) {
    const t = (i - first) / SAMPLE_RATE;
    const beatIndex = Math.floor(t / beat);
    const inBeat = t - beatIndex * beat;
    const k = Math.min(beatSamples - 1, Math.round(inBeat * SAMPLE_RATE));
    const envelope = hatEnvelope[k] ?? -1;
    const hat = envelope >= 0 ? (rand() * 2 - 1) * envelope : 0;
    const bassFreq = pattern[beatIndex % pattern.length] ?? 55;
    const phase = bassFreq * t - Math.floor(bassFreq * t);
    const bass = (phase < 0.5 ? 0.12 : -0.12) * Math.min(1, inBeat * 40);
    const fade = Math.min(1, (PREVIEW_SECONDS - i / SAMPLE_RATE) * 4);
    const v = Math.max(-1, Math.min(1, ((kick[k] ?? 0) * 0.6 + hat + bass) * fade * gainOf(beatIndex)));
    out.setInt16(i * 2, Math.round(v * 32_000), true);
  }
  return buf;
}

/** How many levels a waveform has: the contract's resolution. */
export const WAVEFORM_PEAKS = 120;

export interface Waveform {
  seconds: number;
  peaks: number[];
}

/**
 * The waveform of a preview, read from the samples of the WAV it is served as, so that its peaks are what is
 * heard: the loudest sample of each of `WAVEFORM_PEAKS` equal slices, scaled so that the loudest is 255.
 */
export function waveformOfWav(wav: Buffer): Waveform {
  const rate = wav.readUInt32LE(24);
  const count = wav.readUInt32LE(40) / 2;
  const raw = new Array<number>(WAVEFORM_PEAKS).fill(0);
  for (let bin = 0; bin < WAVEFORM_PEAKS; bin++) {
    const end = Math.floor(((bin + 1) * count) / WAVEFORM_PEAKS);
    let peak = 0;
    for (let i = Math.floor((bin * count) / WAVEFORM_PEAKS); i < end; i++) {
      const v = Math.abs(wav.readInt16LE(44 + i * 2));
      if (v > peak) peak = v;
    }
    raw[bin] = peak;
  }
  const loudest = Math.max(...raw);
  return { seconds: count / rate, peaks: raw.map((v) => (loudest > 0 ? Math.round((v / loudest) * 255) : 0)) };
}

// A listing page plays a handful of previews (about 260 KB each, a few ms to generate), and a detail page reads
// its track's for the waveform before the page plays it: one cache for both, so the page's play is served
// the audio its waveform was read from, not a second synthesis of it.
const PREVIEW_CACHE_SIZE = 16;

/** A track's preview as served, made once while recently asked for. */
export const previewWav = lruMemo(PREVIEW_CACHE_SIZE, synthesizeWav);

// Every track's waveform is small (120 levels) and costs a preview's synthesis, so the detail pages a run
// visits keep theirs.
const WAVEFORM_CACHE_SIZE = 1024;

/** The waveform of a track's preview, computed once per track from the audio its preview serves. */
export const previewWaveform = lruMemo(WAVEFORM_CACHE_SIZE, (trackId: number, bpm: number | null) =>
  waveformOfWav(previewWav(trackId, bpm)),
);
