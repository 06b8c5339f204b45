// Harmonic mixing on the Camelot wheel. The catalogue writes keys both as Camelot codes (`8A`) and as
// musical names (`Am`, `Bbm`, `F#`); both map onto the wheel here, and nowhere else.

export interface CamelotKey {
  /** 1-12 round the wheel; each step is a fifth. */
  readonly number: number;
  /** A: minor, B: major. */
  readonly mode: 'A' | 'B';
}

const PITCH_CLASS: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
/** Where the wheel puts A minor and C major (both 8), the anchors of the fifths below. */
const ANCHOR = { A: { pitch: 9, number: 8 }, B: { pitch: 0, number: 8 } } as const;
const FIFTH = 7;
const WHEEL = 12;

const CAMELOT = /^(1[0-2]|[1-9])\s*([AB])$/i;
const MUSICAL = /^([A-G])\s*([#♯b♭]?)\s*(m|min|minor|maj|major|M)?$/;

function wrap(n: number): number {
  return ((((n - 1) % WHEEL) + WHEEL) % WHEEL) + 1;
}

/** A key as written in the catalogue on the wheel, or null when it is neither a Camelot code nor a key name. */
export function parseKey(text: string | null | undefined): CamelotKey | null {
  const value = text?.trim() ?? '';
  const camelot = CAMELOT.exec(value);
  if (camelot) return { number: Number(camelot[1]), mode: (camelot[2] ?? 'A').toUpperCase() as 'A' | 'B' };
  const musical = MUSICAL.exec(value);
  if (!musical) return null;
  const [, letter = 'C', accidental = '', quality = ''] = musical;
  const shift = accidental === '#' || accidental === '♯' ? 1 : accidental === 'b' || accidental === '♭' ? -1 : 0;
  const pitch = ((PITCH_CLASS[letter] ?? 0) + shift + WHEEL) % WHEEL;
  const mode = quality === 'm' || quality === 'min' || quality === 'minor' ? 'A' : 'B';
  const anchor = ANCHOR[mode];
  // Seven semitones up is one step clockwise; 7 is its own inverse mod 12, so this counts fifths.
  const steps = (((pitch - anchor.pitch) * FIFTH) % WHEEL) + WHEEL;
  return { number: wrap(anchor.number + steps), mode };
}

export function camelotCode(key: CamelotKey): string {
  return `${key.number}${key.mode}`;
}

/**
 * The keys that mix without a clash: the same key, one step either way in the same mode, and the relative
 * major or minor (the same number in the other mode). Diagonal moves are disputed and left out.
 */
export function compatibleKeys(key: CamelotKey): CamelotKey[] {
  return [
    key,
    { number: wrap(key.number - 1), mode: key.mode },
    { number: wrap(key.number + 1), mode: key.mode },
    { number: key.number, mode: key.mode === 'A' ? 'B' : 'A' },
  ];
}

export function keysMix(a: string | null | undefined, b: string | null | undefined): boolean {
  const from = parseKey(a);
  const to = parseKey(b);
  if (!from || !to) return false;
  return compatibleKeys(from).some((key) => key.number === to.number && key.mode === to.mode);
}

/** Whether `other` is within `tolerance` (a fraction) of `bpm`, at its own tempo or at half or double time. */
export function tempoMixes(bpm: number, other: number, tolerance: number): boolean {
  if (bpm <= 0 || other <= 0) return false;
  return [other, other * 2, other / 2].some((tempo) => Math.abs(tempo - bpm) <= bpm * tolerance);
}

/** The BPM windows (own tempo, half time, double time) a compatible track's tempo falls in. */
export function tempoWindows(bpm: number, tolerance: number): { min: number; max: number }[] {
  return [bpm, bpm / 2, bpm * 2].map((centre) => ({
    min: Math.ceil(centre * (1 - tolerance)),
    max: Math.floor(centre * (1 + tolerance)),
  }));
}

/* ------------------------------------------------------------------------------------------------------------
 * Tempo-aware matching. A DJ matches a candidate's tempo to the track's by changing its playback rate r; without
 * key lock that moves its key by 12·log2(r) semitones (about one per 6 %), and one semitone is seven steps round
 * the wheel. From about 3 % the shift rounds to the next semitone, so a "same key" track 5 % slower clashes once
 * matched unless the deck keeps its pitch.
 * --------------------------------------------------------------------------------------------------------- */

/**
 * How two keys mix, best first: the same key, the relative major or minor, one step round the wheel, the
 * diagonal (Mixed In Key's: 8A to 9B, 8B to 7A) and the energy boost (two steps clockwise, same mode).
 */
export const KEY_RELATIONS = ['same', 'relative', 'adjacent', 'diagonal', 'boost'] as const;
export type KeyRelation = (typeof KEY_RELATIONS)[number];
/** A relation after the tempo change, or `keyLockOnly` when only the written key fits (the deck must keep pitch). */
export type MixRelation = KeyRelation | 'keyLockOnly';

/** How `to` mixes after `from`, or null when they clash. */
export function keyRelation(from: CamelotKey, to: CamelotKey): KeyRelation | null {
  const step = (((to.number - from.number) % WHEEL) + WHEEL) % WHEEL;
  if (from.mode === to.mode) {
    if (step === 0) return 'same';
    if (step === 1 || step === WHEEL - 1) return 'adjacent';
    if (step === 2) return 'boost';
    return null;
  }
  if (step === 0) return 'relative';
  if ((from.mode === 'A' && step === 1) || (from.mode === 'B' && step === WHEEL - 1)) return 'diagonal';
  return null;
}

/** The key a track sounds in when pitched by `semitones` (whole semitones; each is seven steps round the wheel). */
export function transposeKey(key: CamelotKey, semitones: number): CamelotKey {
  return { number: wrap(key.number + FIFTH * semitones), mode: key.mode };
}

/** How the candidate's beats are counted against the track's: at its own tempo, or at double or half time. */
export type Timing = 'own' | 'double' | 'half';

export interface TempoMatch {
  readonly timing: Timing;
  /** The candidate's playback rate that matches its tempo to the track's. */
  readonly rate: number;
  /** The tempo change to apply to the candidate, as a fraction (+0.049 is +4.9 %). */
  readonly change: number;
  /** How far that rate moves its pitch without key lock, in semitones (12·log2 rate). */
  readonly semitones: number;
  /** The same, rounded to the nearest semitone: how far its key moves. */
  readonly shift: number;
}

const TIMINGS: readonly { timing: Timing; factor: number }[] = [
  { timing: 'own', factor: 1 },
  { timing: 'double', factor: 2 },
  { timing: 'half', factor: 0.5 },
];

/**
 * The smallest tempo change (own, double or half time) that brings `other` to `bpm`, or null when `other` (at
 * its own, double or half time) is further than `tolerance` (a fraction) from `bpm`.
 */
export function tempoMatch(bpm: number, other: number, tolerance: number): TempoMatch | null {
  if (!(bpm > 0) || !(other > 0)) return null;
  let best: TempoMatch | null = null;
  for (const { timing, factor } of TIMINGS) {
    // The window is the one `tempoMixes` and `tempoWindows` use: the candidate's tempo within `tolerance` of
    // the track's, so that what the catalogue search fetches and what qualifies agree.
    if (Math.abs(other * factor - bpm) > bpm * tolerance) continue;
    const rate = bpm / (other * factor);
    const change = rate - 1;
    if (best && Math.abs(best.change) <= Math.abs(change)) continue;
    const semitones = 12 * Math.log2(rate);
    // Math.round(-0.4) is -0; a shift of "-0" would print as such.
    best = { timing, rate, change, semitones, shift: Math.round(semitones) || 0 };
  }
  return best;
}

export interface HarmonicMatch extends TempoMatch {
  /** The candidate's written key. */
  readonly written: CamelotKey;
  /** The key it sounds in after the tempo change without key lock. */
  readonly soundsIn: CamelotKey;
  readonly relation: MixRelation;
  /** How its written key mixes, which is what a deck with key lock plays. */
  readonly writtenRelation: KeyRelation | null;
  /** Lower is better; see `mixScore`. */
  readonly score: number;
}

const RELATION_RANK: Readonly<Record<MixRelation, number>> = {
  same: 0,
  relative: 1,
  adjacent: 2,
  diagonal: 3,
  boost: 4,
  keyLockOnly: 5,
};

/**
 * The order of suggestions: the key relation first (same, relative, ±1, diagonal, energy boost, then those that
 * need key lock), then the size of the tempo change. Lower is better: the relation's rank times 100 plus the
 * change in percent, which stays under 100 for any tolerance a DJ uses, so a better relation always wins.
 */
export function mixScore(relation: MixRelation, change: number): number {
  return RELATION_RANK[relation] * 100 + Math.abs(change) * 100;
}

/**
 * How `candidate` mixes with `track` once its tempo is matched, or null when the tempo is out of `tolerance` or
 * neither the key it sounds in nor its written key fits. Keys in either notation.
 */
export function harmonicMatch(
  track: { bpm: number | null; key: string | null },
  candidate: { bpm: number | null; key: string | null },
  tolerance: number,
): HarmonicMatch | null {
  const from = parseKey(track.key);
  const written = parseKey(candidate.key);
  if (!from || !written || !track.bpm || !candidate.bpm) return null;
  const tempo = tempoMatch(track.bpm, candidate.bpm, tolerance);
  if (!tempo) return null;
  const soundsIn = transposeKey(written, tempo.shift);
  const pitched = keyRelation(from, soundsIn);
  const writtenRelation = keyRelation(from, written);
  const relation: MixRelation | null = pitched ?? (writtenRelation ? 'keyLockOnly' : null);
  if (!relation) return null;
  return { ...tempo, written, soundsIn, relation, writtenRelation, score: mixScore(relation, tempo.change) };
}

/**
 * Whether a match works on the user's deck: with key lock the candidate keeps its written key, so the written
 * key must fit; without, the key it sounds in must.
 */
export function matchWorks(match: HarmonicMatch, keyLock: boolean): boolean {
  return keyLock ? match.writtenRelation !== null : match.relation !== 'keyLockOnly';
}
