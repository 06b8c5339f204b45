import { afterEach, describe, expect, it } from 'vitest';
import { camelotCode, parseKey } from './camelot';
import { formatKey, keyNotation, musicalName, openKeyCode, readKey, setKeyNotation } from './key-notation';
import { readStorage, STORAGE_KEYS } from './storage';

// The 24 keys as DJ software tables them: Camelot code, Open Key, musical name.
const TABLE: readonly [string, string, string][] = [
  ['1A', '6m', 'A♭ minor'],
  ['2A', '7m', 'E♭ minor'],
  ['3A', '8m', 'B♭ minor'],
  ['4A', '9m', 'F minor'],
  ['5A', '10m', 'C minor'],
  ['6A', '11m', 'G minor'],
  ['7A', '12m', 'D minor'],
  ['8A', '1m', 'A minor'],
  ['9A', '2m', 'E minor'],
  ['10A', '3m', 'B minor'],
  ['11A', '4m', 'F♯ minor'],
  ['12A', '5m', 'D♭ minor'],
  ['1B', '6d', 'B major'],
  ['2B', '7d', 'F♯ major'],
  ['3B', '8d', 'D♭ major'],
  ['4B', '9d', 'A♭ major'],
  ['5B', '10d', 'E♭ major'],
  ['6B', '11d', 'B♭ major'],
  ['7B', '12d', 'F major'],
  ['8B', '1d', 'C major'],
  ['9B', '2d', 'G major'],
  ['10B', '3d', 'D major'],
  ['11B', '4d', 'A major'],
  ['12B', '5d', 'E major'],
];

const code = (text: string) => {
  const key = readKey(text);
  return key ? camelotCode(key) : null;
};

describe('key notation', () => {
  afterEach(() => setKeyNotation('camelot'));

  it.each(TABLE)('writes %s as Open Key %s and as %s', (camelot, open, name) => {
    expect(formatKey(camelot, 'camelot')).toBe(camelot);
    expect(formatKey(camelot, 'openKey')).toBe(open);
    expect(formatKey(camelot, 'musical')).toBe(name);
  });

  it.each(TABLE)('reads %s back from Open Key %s and from %s', (camelot, open, name) => {
    expect(code(open)).toBe(camelot);
    expect(code(name)).toBe(camelot);
    // The conversions agree with the wheel the catalogue's keys are matched on.
    const key = parseKey(camelot);
    expect(key && openKeyCode(key)).toBe(open);
    expect(key && `${musicalName(key).tonic} ${musicalName(key).mode}`).toBe(name);
  });

  it("converts the catalogue's short musical names too", () => {
    expect(formatKey('Am', 'camelot')).toBe('8A');
    expect(formatKey('F#', 'openKey')).toBe('7d');
    expect(formatKey('Bbm', 'musical')).toBe('B♭ minor');
  });

  it('shows text that is not a key as it came, and nothing for no key', () => {
    expect(formatKey('Atonal', 'openKey')).toBe('Atonal');
    expect(formatKey(null, 'musical')).toBe('');
  });

  it('follows the chosen notation and keeps it on the device', () => {
    setKeyNotation('openKey');
    expect(keyNotation.value).toBe('openKey');
    expect(formatKey('8A')).toBe('1m');
    expect(readStorage(STORAGE_KEYS.keyNotation)).toBe('openKey');
  });
});
