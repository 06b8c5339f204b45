import { musicalName, readKey } from '@/lib/key-notation';

// The crate as files DJ software reads: an extended M3U playlist (UTF-8, `.m3u8`; rekordbox, Serato, Traktor,
// VirtualDJ and Engine DJ all import it) and a rekordbox collection XML (`DJ_PLAYLISTS`, rekordbox's "Import
// Playlist" format, which also carries tempo, key and a cue). Each owned track points at the file name its
// download gets, so the files land beside the downloaded tracks and the software finds them; a track not yet
// bought is listed with the link to buy it (docs/behaviour.md#crate).

/** A crate track as the export writes it. */
export interface ExportTrack {
  readonly id: number;
  readonly title: string;
  readonly artist: string;
  readonly bpm: number | null;
  /** The key as the catalogue writes it (Camelot, Open Key or a musical name), or null. */
  readonly key: string | null;
  /** The whole track's length in seconds, when known. */
  readonly durationSec: number | null;
  /** Where the first beat falls, in ms from the start, when known. */
  readonly firstBeatMs: number | null;
  /** The file name a download of it gets, for a track the user owns; null for one not bought. */
  readonly fileName: string | null;
  /** The page to buy it on (an absolute link), for a track not bought. */
  readonly buyUrl: string;
}

export interface CrateExport {
  /** The crate's name, as the playlist is called in the DJ software. */
  readonly name: string;
  /** When the export was made: dates the file names. */
  readonly date: Date;
  readonly tracks: readonly ExportTrack[];
}

/** Characters no file system takes in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const UNSAFE_FILE_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f]/g;

/**
 * The file name a download of a track gets: the provider names the file after the title the app sends with
 * the download (the `filename` of its signed link) and the file's extension, and browsers replace characters
 * a file system refuses. One function, so the export and the download agree.
 */
export function downloadFileName(title: string, extension: string): string {
  const base = title.replace(UNSAFE_FILE_CHARACTERS, '_').trim() || 'track';
  return `${base}.${extension}`;
}

/** `YYYY-MM-DD` in the user's own time zone: the day they see in the file's name. */
function day(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The export's file name, without extension: the crate's name and the day. */
export function exportBaseName(crate: Pick<CrateExport, 'name' | 'date'>): string {
  const name = crate.name.replace(UNSAFE_FILE_CHARACTERS, '_').replace(/\s+/g, ' ').trim() || 'crate';
  return `${name} ${day(crate.date)}`;
}

/** One line of M3U text: a title with a line break would start a line of its own. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * The crate as an extended M3U playlist in UTF-8: `#EXTINF` with length and "artist - title" for each track,
 * then its file name when owned; a track not bought stays in its place as a comment with its buy link, which
 * players skip.
 */
export function toM3u8(crate: CrateExport): string {
  const lines = ['#EXTM3U', `#PLAYLIST:${oneLine(crate.name)}`];
  for (const track of crate.tracks) {
    const length = track.durationSec && track.durationSec > 0 ? Math.round(track.durationSec) : -1;
    const label = oneLine(track.artist ? `${track.artist} - ${track.title}` : track.title);
    const tempo = [track.bpm ? `${track.bpm} BPM` : '', track.key ? rekordboxTonality(track.key) : '']
      .filter(Boolean)
      .join(', ');
    if (track.fileName) {
      lines.push(`#EXTINF:${length},${label}`);
      if (tempo) lines.push(`#EXTALB:${tempo}`);
      lines.push(oneLine(track.fileName));
    } else {
      lines.push(`# ${label}${tempo ? ` (${tempo})` : ''}: ${oneLine(track.buyUrl)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** rekordbox writes keys as musical names in ASCII: `Am`, `F#m`, `Db`. Text that is no key is kept. */
export function rekordboxTonality(key: string): string {
  const wheel = readKey(key);
  if (!wheel) return key;
  const { tonic, mode } = musicalName(wheel);
  return `${tonic.replace('♭', 'b').replace('♯', '#')}${mode === 'minor' ? 'm' : ''}`;
}

/**
 * The crate as a rekordbox collection XML: every track in `COLLECTION` with its name, artist, tempo, key and,
 * where the first beat is known, a beat grid anchor and a memory cue there; one playlist named after the crate
 * listing them in the crate's order. Tracks not bought are in the collection without a file (rekordbox shows
 * them as missing), with the buy link as their comment. Built with the DOM's XML tools so that every name is
 * escaped as XML requires.
 */
export function toRekordboxXml(crate: CrateExport, product: { name: string; version: string }): string {
  const doc = document.implementation.createDocument(null, 'DJ_PLAYLISTS', null);
  const root = doc.documentElement;
  root.setAttribute('Version', '1.0.0');
  const add = (parent: Element, name: string, attributes: Record<string, string | number>) => {
    const element = doc.createElement(name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    parent.append(element);
    return element;
  };
  add(root, 'PRODUCT', { Name: product.name, Version: product.version, Company: product.name });
  const collection = add(root, 'COLLECTION', { Entries: crate.tracks.length });
  for (const track of crate.tracks) {
    const attributes: Record<string, string | number> = {
      TrackID: track.id,
      Name: track.title,
      Artist: track.artist,
      Kind: 'MP3 File',
      TotalTime: track.durationSec && track.durationSec > 0 ? Math.round(track.durationSec) : 0,
      AverageBpm: track.bpm ? track.bpm.toFixed(2) : '0.00',
      Tonality: track.key ? rekordboxTonality(track.key) : '',
      Comments: track.fileName ? '' : track.buyUrl,
    };
    // rekordbox reads Location as a file URL; a bare name is looked for beside the imported XML.
    if (track.fileName) attributes.Location = `file://localhost/${encodeURIComponent(track.fileName)}`;
    const element = add(collection, 'TRACK', attributes);
    if (track.firstBeatMs !== null && track.bpm) {
      const start = (track.firstBeatMs / 1000).toFixed(3);
      add(element, 'TEMPO', { Inizio: start, Bpm: track.bpm.toFixed(2), Metro: '4/4', Battito: 1 });
      add(element, 'POSITION_MARK', { Name: 'First beat', Type: 0, Start: start, Num: -1 });
    }
  }
  const playlists = add(root, 'PLAYLISTS', {});
  const top = add(playlists, 'NODE', { Type: 0, Name: 'ROOT', Count: 1 });
  const list = add(top, 'NODE', { Name: crate.name, Type: 1, KeyType: 0, Entries: crate.tracks.length });
  for (const track of crate.tracks) add(list, 'TRACK', { Key: track.id });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}\n`;
}
