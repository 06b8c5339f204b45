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
