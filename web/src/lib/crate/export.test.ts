// @vitest-environment jsdom
// jsdom, whose XML parser is a real one (happy-dom parses XML as HTML): the file is read as rekordbox reads it.
import { describe, expect, it } from 'vitest';
import {
  type CrateExport,
  downloadFileName,
  type ExportTrack,
  exportBaseName,
  rekordboxTonality,
  toM3u8,
  toRekordboxXml,
} from './export';

const owned: ExportTrack = {
  id: 11,
  title: 'Drop & Roll <Club "Edit">',
  artist: 'DJ 小明',
  bpm: 128,
  key: '8A',
  durationSec: 372.4,
  firstBeatMs: 250,
  fileName: downloadFileName('Drop & Roll <Club "Edit">', 'mp3'),
  buyUrl: 'https://shop.test/#/pages/index/singleDetail?id=11&type=music',
};
const notBought: ExportTrack = {
  id: 7,
  title: '夜色 Night',
  artist: '',
  bpm: 124,
  key: 'F#m',
  durationSec: null,
  firstBeatMs: null,
  fileName: null,
  buyUrl: 'https://shop.test/#/pages/index/singleDetail?id=7&type=music',
};
const third: ExportTrack = { ...owned, id: 3, title: 'Third', key: '1d', bpm: 126, fileName: 'Third.mp3' };
const crate: CrateExport = {
  name: 'Friday set',
  date: new Date(2026, 10, 28, 23, 30),
  tracks: [owned, notBought, third],
};

describe('the crate exported for DJ software', () => {
  it('names files as the download does and after the crate and its day', () => {
    expect(downloadFileName('a/b: c?', 'mp3')).toBe('a_b_ c_.mp3');
    expect(downloadFileName('  ', 'wav')).toBe('track.wav');
    expect(exportBaseName(crate)).toBe('Friday set 2026-11-28');
    expect(exportBaseName({ name: 'x/y', date: crate.date })).toBe('x_y 2026-11-28');
  });

  it('writes keys as rekordbox does, from any notation', () => {
    expect(rekordboxTonality('8A')).toBe('Am');
    expect(rekordboxTonality('1d')).toBe('C');
    expect(rekordboxTonality('F#m')).toBe('F#m');
    expect(rekordboxTonality('3B')).toBe('Db');
    expect(rekordboxTonality('not a key')).toBe('not a key');
  });

  it('writes an extended M3U with the owned files in order and the others as comments with their buy link', () => {
    const lines = toM3u8(crate).trimEnd().split('\n');
    expect(lines).toEqual([
      '#EXTM3U',
      '#PLAYLIST:Friday set',
      '#EXTINF:372,DJ 小明 - Drop & Roll <Club "Edit">',
      '#EXTALB:128 BPM, Am',
      'Drop & Roll _Club _Edit__.mp3',
      '# 夜色 Night (124 BPM, F#m): https://shop.test/#/pages/index/singleDetail?id=7&type=music',
      '#EXTINF:372,DJ 小明 - Third',
      '#EXTALB:126 BPM, C',
      'Third.mp3',
    ]);
  });

  it('keeps a title on its own line', () => {
    const text = toM3u8({ ...crate, tracks: [{ ...owned, title: 'two\nlines' }] });
    expect(text.split('\n')).toContain('#EXTINF:372,DJ 小明 - two lines');
  });

  it('writes a rekordbox collection that parses, with every field, the cue and the playlist in crate order', () => {
    const xml = toRekordboxXml(crate, { name: 'DJ Shop', version: '1' });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const root = doc.documentElement;
    expect(root.tagName).toBe('DJ_PLAYLISTS');
    expect(root.querySelector('PRODUCT')?.getAttribute('Name')).toBe('DJ Shop');
    const collection = root.querySelector('COLLECTION');
    expect(collection?.getAttribute('Entries')).toBe('3');
    const tracks = [...(collection?.querySelectorAll(':scope > TRACK') ?? [])];
    expect(tracks.map((t) => t.getAttribute('TrackID'))).toEqual(['11', '7', '3']);
    const [first, second] = tracks;
    expect(first?.getAttribute('Name')).toBe('Drop & Roll <Club "Edit">');
    expect(first?.getAttribute('Artist')).toBe('DJ 小明');
    expect(first?.getAttribute('AverageBpm')).toBe('128.00');
    expect(first?.getAttribute('Tonality')).toBe('Am');
    expect(first?.getAttribute('TotalTime')).toBe('372');
    expect(decodeURIComponent(first?.getAttribute('Location') ?? '')).toBe(
      'file://localhost/Drop & Roll _Club _Edit__.mp3',
    );
    expect(first?.querySelector('TEMPO')?.getAttribute('Inizio')).toBe('0.250');
    expect(first?.querySelector('POSITION_MARK')?.getAttribute('Start')).toBe('0.250');
    expect(second?.hasAttribute('Location')).toBe(false);
    expect(second?.getAttribute('Comments')).toBe(notBought.buyUrl);
    expect(second?.querySelector('TEMPO')).toBeNull();
    const playlist = root.querySelector('PLAYLISTS > NODE[Name="ROOT"] > NODE[Type="1"]');
    expect(playlist?.getAttribute('Name')).toBe('Friday set');
    expect(playlist?.getAttribute('Entries')).toBe('3');
    expect([...(playlist?.querySelectorAll('TRACK') ?? [])].map((t) => t.getAttribute('Key'))).toEqual([
      '11',
      '7',
      '3',
    ]);
  });
});
