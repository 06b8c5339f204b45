import { beforeEach, describe, expect, it } from 'vitest';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import type { UploadItem } from '@/ui/upload/model';
import { checkAlbum } from './AlbumUploadPage';
import { checkApplication } from './ApplyPage';
import { keptUploads, readDraft } from './model/draft';
import { checkSong } from './SongUploadPage';
import { maskIdNumber } from './WriterUserInfoPage';

// The key stands for the message: the checks' order and choice of message are what is tested here.
const t = (key: string) => key;

const done = (url: string): UploadItem => ({
  id: url,
  url,
  thumb: url,
  size: 1,
  name: url,
  type: 'image/png',
  status: 'success',
  message: '',
  deletable: true,
});
const sending = (url: string): UploadItem => ({ ...done(url), status: 'uploading', url: `blob:${url}` });

const application = {
  stageName: 'DJ A',
  style: 'House',
  profile: 'Hi',
  realName: '王伟',
  idNumber: '11010519491231002x',
  emblem: [done('/uploads/e.png')],
  portrait: [done('/uploads/p.png')],
  worksBy: 'upload' as 'upload' | 'cloud',
  works: [done('/uploads/w.wav')],
  cloudText: '',
};

describe('the application check', () => {
  it('asks for each field in the provider order', () => {
    const steps: [Partial<typeof application>, string][] = [
      [{ stageName: ' ' }, 'apply.errors.stageName'],
      [{ style: '' }, 'apply.errors.style'],
      [{ profile: '' }, 'apply.errors.profile'],
      [{ realName: '' }, 'apply.errors.realName'],
      [{ idNumber: '' }, 'apply.errors.idNumber'],
      [{ idNumber: '11010519491231002' }, 'apply.errors.idNumberInvalid'],
      [{ idNumber: '1101051949123100Y' }, 'apply.errors.idNumberInvalid'],
      [{ works: [sending('w')] }, 'files:upload.waitForUpload'],
      [{ emblem: [] }, 'apply.errors.emblem'],
      [{ portrait: [] }, 'apply.errors.portrait'],
      [{ works: [] }, 'apply.errors.works'],
      [{ worksBy: 'cloud', cloudText: '' }, 'apply.errors.works'],
      [{ worksBy: 'cloud', cloudText: 'https://drive.example.com/s/x 提取码：1234' }, 'files:cloudDrive.unknown'],
      [{ worksBy: 'cloud', cloudText: 'https://pan.baidu.com/s/x' }, 'files:cloudDrive.invalid'],
    ];
    for (const [change, message] of steps)
      expect(checkApplication({ ...application, ...change }, t)).toEqual({ error: message });
  });

  it('sends the uploaded works, or the cloud link instead of them, with the ID number in capitals', () => {
    const upload = checkApplication(application, t);
    expect(upload).toMatchObject({ body: { id_number: '11010519491231002X', works: ['/uploads/w.wav'] } });
    expect('body' in upload && 'cloud_link' in upload.body).toBe(false);
    const cloud = checkApplication(
      { ...application, worksBy: 'cloud', cloudText: '链接: https://pan.quark.cn/s/abc 密码: Qk88' },
      t,
    );
    expect(cloud).toMatchObject({ body: { cloud_link: { provider: 'quark', code: 'Qk88' } } });
    expect('body' in cloud && 'works' in cloud.body).toBe(false);
  });
});

describe('the song check', () => {
  const song = {
    title: 'T',
    genres: ['Techno'],
    price: '0',
    cover: [done('/uploads/c.png')],
    bpm: '128',
    key: 'Am',
    audioBy: 'upload' as 'upload' | 'cloud',
    audio: [done('/uploads/a.wav')],
    cloudText: '',
    description: '',
  };
  it('asks in order and waits for files on their way', () => {
    const steps: [Partial<typeof song>, string][] = [
      [{ title: '' }, 'song.errors.title'],
      [{ genres: [] }, 'song.errors.genre'],
      [{ price: '' }, 'song.errors.price'],
      [{ price: '-1' }, 'song.errors.priceInvalid'],
      [{ cover: [] }, 'song.errors.cover'],
      [{ bpm: '39' }, 'song.errors.bpm'],
      [{ bpm: '251' }, 'song.errors.bpm'],
      [{ key: 'H' }, 'song.errors.key'],
      [{ audio: [sending('a')] }, 'files:upload.waitForUpload'],
      [{ audio: [] }, 'song.errors.file'],
      [{ audioBy: 'cloud' }, 'song.errors.file'],
    ];
    for (const [change, message] of steps) expect(checkSong({ ...song, ...change }, t)).toEqual({ error: message });
    expect(checkSong(song, t)).toEqual({
      body: {
        title: 'T',
        genre: ['Techno'],
        price: '0.00',
        cover: '/uploads/c.png',
        bpm: 128,
        key: 'Am',
        file: '/uploads/a.wav',
      },
    });
  });
});

describe('the album check', () => {
  it('asks in order, then sends the column id and the picked works', () => {
    const album = {
      name: 'A',
      cover: [done('/uploads/c.png')],
      column: 141,
      price: '9.9',
      description: '',
      works: [3, 4],
    };
    expect(checkAlbum({ ...album, name: '' }, t)).toEqual({ error: 'album.errors.name' });
    expect(checkAlbum({ ...album, cover: [] }, t)).toEqual({ error: 'album.errors.cover' });
    expect(checkAlbum({ ...album, column: 7 }, t)).toEqual({ error: 'album.errors.column' });
    expect(checkAlbum({ ...album, price: '' }, t)).toEqual({ error: 'album.errors.price' });
    expect(checkAlbum({ ...album, works: [] }, t)).toEqual({ error: 'album.errors.works' });
    expect(checkAlbum(album, t)).toEqual({
      body: { name: 'A', cover: '/uploads/c.png', column: 141, price: '9.90', works: [3, 4] },
    });
  });
});

describe('drafts', () => {
  beforeEach(() => window.localStorage.clear());

  it('takes only the fields of the form, of the right type, and drops what a reload cannot bring back', () => {
    writeStorage(
      STORAGE_KEYS.songDraft,
      JSON.stringify({ title: 'kept', price: 5, extra: 'x', cover: [done('/uploads/c.png'), sending('b')] }),
    );
    const draft = readDraft(STORAGE_KEYS.songDraft, { title: '', price: '', cover: [] as UploadItem[] });
    expect(draft.title).toBe('kept');
    expect(draft.price).toBe('');
    expect(draft).not.toHaveProperty('extra');
    expect(keptUploads(draft.cover).map((item) => item.url)).toEqual(['/uploads/c.png']);
  });

  it('falls back to the empty form for text that is not a draft', () => {
    writeStorage(STORAGE_KEYS.albumDraft, '{not json');
    expect(readDraft(STORAGE_KEYS.albumDraft, { name: '' })).toEqual({ name: '' });
    expect(readStorage(STORAGE_KEYS.albumDraft)).toBe('{not json');
  });
});

it('hides the middle of an ID number', () => {
  expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
});
