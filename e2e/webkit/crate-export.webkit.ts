import { describe, expect, test } from 'vitest';
import { type CrateGoods, storedCrate } from '../fixtures/crate.ts';
import { IPHONE_UA } from './config.ts';
import { fresh, js, login, open, provider, STORAGE, tap, waitFor, withBrowser } from './harness.ts';

// The crate taken to the decks on an iPhone's engine: both files name the crate's tracks in its order, with
// tempo and key; the user's own by the file their download gets (docs/behaviour.md#crate). MiniBrowser has no
// share sheet, so the export takes the download path; the file's text is read as the app hands it to the
// browser (the object URL made for it), the browser's own download folder being out of a page's reach.

interface Detail extends CrateGoods {
  bought: boolean;
  can_download: boolean;
  download_ext?: string;
}

describe('WebKit as an iPhone: the crate exported for DJ software', () => {
  // In a browser of its own: MiniBrowser's download bar stays over the page after the downloads and would
  // shrink the next journeys' screen.
  test('writes an M3U8 playlist and a rekordbox XML of the crate, in order, with tempo, key and file names', () =>
    withBrowser(IPHONE_UA, async () => {
      await fresh();
      const token = await login('demo-user');
      const listing = await provider<{ data: CrateGoods[] }>('/api/h5.index/djSingle', { query: { limit: 40 } });
      const details = await Promise.all(
        listing.data
          .filter((item) => item.preview_url && item.key && item.bpm && !item.is_free)
          .map((item) => provider<Detail>('/api/h5.goods/detail', { query: { id: item.id, type: 'music' }, token })),
      );
      const mine = details.find((item) => item.can_download);
      const [other, third] = details.filter((item) => !item.can_download);
      if (!mine || !other || !third) throw new Error('the demo user owns a single and not two others');
      const order = [other, mine, third];
      await js(
        (key, countKey, value) => {
          window.localStorage.setItem(key, value);
          window.localStorage.setItem(countKey, '3');
        },
        STORAGE.crate,
        STORAGE.crateCount,
        storedCrate(order),
      );
      await open('/pages/crate/index', { lang: 'en' });
      await js(() => {
        const files: { name: string; text: string }[] = [];
        (window as unknown as { exported: typeof files }).exported = files;
        const make = URL.createObjectURL.bind(URL);
        URL.createObjectURL = (blob: Blob | MediaSource) => {
          if (blob instanceof File) void blob.text().then((text) => files.push({ name: blob.name, text }));
          return make(blob);
        };
      });
      const exported = (count: number) =>
        waitFor(
          () =>
            js((n) => {
              const files = (window as unknown as { exported: { name: string; text: string }[] }).exported;
              return files.length >= n ? files[n - 1] : null;
            }, count),
          { message: `file ${count} exported`, timeout: 20_000 },
        );

      await tap('button', 'Export for DJ software');
      await tap('[role="dialog"] button', /M3U8/);
      const m3u = await exported(1);
      expect(m3u?.name).toMatch(/^Crate \d{4}-\d{2}-\d{2}\.m3u8$/);
      const lines = m3u?.text.trimEnd().split('\n') ?? [];
      expect(lines[0]).toBe('#EXTM3U');
      const entries = lines.filter((line) => line.startsWith('#EXTINF') || line.startsWith('# '));
      expect(entries.map((line) => order.findIndex((item) => line.includes(item.title)))).toEqual([0, 1, 2]);
      expect(entries[0]).toContain(`${other.bpm} BPM`);
      expect(lines.filter((line) => !line.startsWith('#'))).toEqual([`${mine.title}.${mine.download_ext ?? 'mp3'}`]);

      await tap('button', 'Export for DJ software');
      await tap('[role="dialog"] button', /rekordbox/);
      const xml = await exported(2);
      expect(xml?.name).toMatch(/^Crate \d{4}-\d{2}-\d{2}\.xml$/);
      const parsed = await js((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: Boolean(doc.querySelector('parsererror')),
          tracks: [...doc.querySelectorAll('COLLECTION > TRACK')].map((track) => ({
            name: track.getAttribute('Name'),
            bpm: Number(track.getAttribute('AverageBpm')),
            key: track.getAttribute('Tonality'),
          })),
          playlist: [...doc.querySelectorAll('PLAYLISTS NODE[Type="1"] > TRACK')].map((t) =>
            Number(t.getAttribute('Key')),
          ),
        };
      }, xml?.text ?? '');
      expect(parsed.error).toBe(false);
      expect(parsed.playlist).toEqual(order.map((item) => item.id));
      expect(parsed.tracks.map((track) => [track.name, track.bpm])).toEqual(
        order.map((item) => [item.title, item.bpm]),
      );
      for (const track of parsed.tracks) expect(track.key).toMatch(/^[A-G][b#]?m?$/);
    }));
});
