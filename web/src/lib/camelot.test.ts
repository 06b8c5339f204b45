import { describe, expect, it } from 'vitest';
import {
  camelotCode,
  compatibleKeys,
  harmonicMatch,
  keyRelation,
  keysMix,
  matchWorks,
  mixScore,
  parseKey,
  tempoMatch,
  tempoMixes,
  tempoWindows,
  transposeKey,
} from './camelot';

const code = (text: string) => {
  const key = parseKey(text);
  return key ? camelotCode(key) : null;
};

describe('parseKey', () => {
  it('reads Camelot codes in either case', () => {
    expect(code('8A')).toBe('8A');
    expect(code('12b')).toBe('12B');
    expect(code('1A')).toBe('1A');
  });

  it('maps every minor key name onto the A ring', () => {
    const minors = ['G#m', 'Ebm', 'Bbm', 'Fm', 'Cm', 'Gm', 'Dm', 'Am', 'Em', 'Bm', 'F#m', 'C#m'];
    expect(minors.map(code)).toEqual(minors.map((_, index) => `${index + 1}A`));
  });

  it('maps every major key name onto the B ring', () => {
    const majors = ['B', 'F#', 'Db', 'Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E'];
    expect(majors.map(code)).toEqual(majors.map((_, index) => `${index + 1}B`));
  });

  it('treats enharmonic spellings alike', () => {
    expect(code('Abm')).toBe(code('G#m'));
    expect(code('Gb')).toBe(code('F#'));
    expect(code('A minor')).toBe('8A');
  });

  it('answers null for what is not a key', () => {
    expect(parseKey('13A')).toBeNull();
    expect(parseKey('H')).toBeNull();
    expect(parseKey('')).toBeNull();
    expect(parseKey(null)).toBeNull();
  });
});

describe('compatible keys', () => {
  it('are the key itself, one step either way, and the relative major or minor', () => {
    expect(compatibleKeys({ number: 8, mode: 'A' }).map(camelotCode)).toEqual(['8A', '7A', '9A', '8B']);
  });

  it('wrap round the wheel', () => {
    expect(compatibleKeys({ number: 12, mode: 'B' }).map(camelotCode)).toEqual(['12B', '11B', '1B', '12A']);
    expect(compatibleKeys({ number: 1, mode: 'A' }).map(camelotCode)).toContain('12A');
  });

  it('match across notations and refuse clashes and diagonals', () => {
    expect(keysMix('8A', 'Am')).toBe(true);
    expect(keysMix('Am', 'C')).toBe(true);
    expect(keysMix('Am', 'Em')).toBe(true);
    expect(keysMix('Am', 'Dm')).toBe(true);
    expect(keysMix('Am', 'G')).toBe(false);
    expect(keysMix('8A', '10A')).toBe(false);
    expect(keysMix('8A', '9B')).toBe(false);
    expect(keysMix('8A', null)).toBe(false);
  });
});

describe('tempo', () => {
  it('accepts ±6 % and half or double time', () => {
    expect(tempoMixes(128, 128, 0.06)).toBe(true);
    expect(tempoMixes(128, 135, 0.06)).toBe(true);
    expect(tempoMixes(128, 136, 0.06)).toBe(false);
    expect(tempoMixes(128, 64, 0.06)).toBe(true);
    expect(tempoMixes(87, 174, 0.06)).toBe(true);
    expect(tempoMixes(128, 100, 0.06)).toBe(false);
  });

  it('gives the windows a search covers', () => {
    expect(tempoWindows(100, 0.06)).toEqual([
      { min: 94, max: 106 },
      { min: 47, max: 53 },
      { min: 188, max: 212 },
    ]);
  });
});

describe('tempo-aware matching, for a track at 128 BPM in 8A', () => {
  const track = { bpm: 128, key: '8A' };
  const match = (bpm: number, key: string) => harmonicMatch(track, { bpm, key }, 0.06);

  it('122 BPM 8A: sped up 4.9 %, +0.83 semitone, sounds in 3A: with key lock only', () => {
    const found = match(122, '8A');
    expect(found?.timing).toBe('own');
    expect(found?.change).toBeCloseTo(0.0492, 4);
    expect(found?.semitones).toBeCloseTo(0.83, 2);
    expect(found?.shift).toBe(1);
    expect(found && camelotCode(found.soundsIn)).toBe('3A');
    expect(found?.relation).toBe('keyLockOnly');
    expect(found?.writtenRelation).toBe('same');
  });

  it('124 BPM 9A: +3.2 %, +0.55 semitone, sounds in 4A: with key lock only', () => {
    const found = match(124, '9A');
    expect(found?.change).toBeCloseTo(0.0323, 4);
    expect(found?.semitones).toBeCloseTo(0.55, 2);
    expect(found && camelotCode(found.soundsIn)).toBe('4A');
    expect(found?.relation).toBe('keyLockOnly');
    expect(found?.writtenRelation).toBe('adjacent');
  });

  it('127 BPM 9A: +0.8 %, stays in 9A: one step', () => {
    const found = match(127, '9A');
    expect(found?.change).toBeCloseTo(0.0079, 4);
    expect(found?.shift).toBe(0);
    expect(found && camelotCode(found.soundsIn)).toBe('9A');
    expect(found?.relation).toBe('adjacent');
  });

  it('64 BPM 8B: double time, no change: relative', () => {
    const found = match(64, '8B');
    expect(found?.timing).toBe('double');
    expect(found?.rate).toBe(1);
    expect(found?.change).toBe(0);
    expect(found?.relation).toBe('relative');
  });

  it('a key that only fits once pitched works without key lock and not with it', () => {
    // 1A sped up a semitone is 8A.
    const found = match(122, '1A');
    expect(found?.relation).toBe('same');
    expect(found?.writtenRelation).toBeNull();
    expect(found && matchWorks(found, false)).toBe(true);
    expect(found && matchWorks(found, true)).toBe(false);
    const locked = match(122, '8A');
    expect(locked && matchWorks(locked, true)).toBe(true);
    expect(locked && matchWorks(locked, false)).toBe(false);
  });

  it('refuses clashes and tempos out of reach, and names the diagonal and the energy boost', () => {
    expect(match(128, '11A')).toBeNull();
    expect(match(100, '8A')).toBeNull();
    expect(match(128, '9B')?.relation).toBe('diagonal');
    expect(match(128, '10A')?.relation).toBe('boost');
    expect(match(128, '6A')).toBeNull();
    expect(harmonicMatch({ bpm: 128, key: '8B' }, { bpm: 128, key: '7A' }, 0.06)?.relation).toBe('diagonal');
    expect(harmonicMatch({ bpm: 128, key: '8B' }, { bpm: 128, key: '9A' }, 0.06)).toBeNull();
  });

  it('slowing down moves the key the other way', () => {
    // 134 → 128 is -4.5 %, -0.8 semitone: 8A sounds in 1A.
    const found = match(134, '3A');
    expect(found?.change).toBeCloseTo(-0.0448, 4);
    expect(found?.shift).toBe(-1);
    expect(found && camelotCode(found.soundsIn)).toBe('8A');
    expect(found?.relation).toBe('same');
  });

  it('orders by relation first, then by the size of the tempo change', () => {
    const candidates: [number, string][] = [
      [122, '8A'],
      [124, '9A'],
      [127, '9A'],
      [64, '8B'],
      [130, '8A'],
      [128, '9B'],
      [128, '10A'],
      [128, '7A'],
      [129, '8A'],
    ];
    const ordered = candidates
      .map(([bpm, key]) => ({ label: `${bpm} ${key}`, found: match(bpm, key) }))
      .filter((item) => item.found !== null)
      .sort((a, b) => (a.found?.score ?? 0) - (b.found?.score ?? 0))
      .map((item) => item.label);
    expect(ordered).toEqual([
      '129 8A', // same key, -0.8 %
      '130 8A', // same key, -1.5 %
      '64 8B', // relative, no change
      '128 7A', // one step, no change
      '127 9A', // one step, +0.8 %
      '128 9B', // diagonal
      '128 10A', // energy boost
      '124 9A', // key lock only, +3.2 %
      '122 8A', // key lock only, +4.9 %
    ]);
    expect(mixScore('same', 0.059)).toBeLessThan(mixScore('relative', 0));
  });
});

describe('keys round the wheel', () => {
  it('transposes seven steps a semitone, both ways', () => {
    expect(camelotCode(transposeKey({ number: 8, mode: 'A' }, 1))).toBe('3A');
    expect(camelotCode(transposeKey({ number: 8, mode: 'B' }, -1))).toBe('1B');
    expect(camelotCode(transposeKey({ number: 8, mode: 'B' }, 0))).toBe('8B');
    // A semitone up from A minor is B-flat minor.
    expect(camelotCode(transposeKey({ number: 8, mode: 'A' }, 1))).toBe(code('Bbm'));
  });

  it('relates keys as the wheel does', () => {
    const rel = (a: string, b: string) => {
      const from = parseKey(a);
      const to = parseKey(b);
      return from && to ? keyRelation(from, to) : undefined;
    };
    expect(rel('12A', '1A')).toBe('adjacent');
    expect(rel('11B', '1B')).toBe('boost');
    expect(rel('12A', '1B')).toBe('diagonal');
    expect(rel('Am', 'C')).toBe('relative');
    expect(rel('8A', '2A')).toBeNull();
  });

  it('a tempo within tolerance picks the smallest change, and none beyond it', () => {
    expect(tempoMatch(128, 256, 0.06)?.timing).toBe('half');
    expect(tempoMatch(128, 135, 0.06)?.change).toBeCloseTo(-0.0519, 4);
    expect(tempoMatch(128, 136, 0.06)).toBeNull();
    expect(tempoMatch(128, 0, 0.06)).toBeNull();
    expect(tempoMatch(128, 128, 0.06)?.shift).toBe(0);
    expect(Object.is(tempoMatch(128, 129, 0.06)?.shift, -0)).toBe(false);
  });
});
