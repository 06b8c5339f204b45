import { describe, expect, it } from 'vitest';
import { camelotCode, compatibleKeys, keysMix, parseKey, tempoMixes, tempoWindows } from './camelot';

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
