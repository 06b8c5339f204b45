import { filterText, phpStripTags } from '@djshop/api/php-text';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { songsOf } from '../src/store/modules/goods.ts';
import { reviewSubmission, settleWithdrawal } from '../src/store/services/musician.ts';
import type { Envelope } from './inject-kit.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ strictResponses: true, docs: false, defaultLang: 'en' });
});
afterAll(() => app.close());
beforeEach(() => app.mock.store.reset());
afterEach(() => expect(app.mock.violations).toEqual([]));

const tokenOf = async (username: string): Promise<string> =>
  (await app.inject({ method: 'POST', url: '/__mock/session', payload: { username } })).json().token;

const get = async (url: string, token?: string): Promise<Envelope> =>
  (await app.inject({ method: 'GET', url, headers: token ? { token } : {} })).json();
const post = async (url: string, payload: object, token?: string): Promise<Envelope> =>
  (await app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} })).json();

const APPLY = '/api/h5.writer/apply';
const application = {
  stage_name: 'DJ 测试 (DJ Test)',
  style: 'Tech House',
  profile: 'Bedroom producer',
  real_name: '李凯',
  id_number: '51010419950101123X',
  id_photo_emblem: '/uploads/e.jpg',
  id_photo_portrait: '/uploads/p.jpg',
  works: ['/uploads/w1.mp3'],
};

describe('musician application', () => {
  it('shows each demo account in its state', async () => {
    const none = await get('/api/h5.writer/getWriterInfo', await tokenOf('demo-user'));
    expect(none.data).toEqual({ status: 'none', reason: null, application: null, writer: null });
    const reviewing = await get('/api/h5.writer/getWriterInfo', await tokenOf('demo-applicant'));
    expect(reviewing.data.status).toBe('reviewing');
    expect(reviewing.data.application.stage_name).toBeTruthy();
    expect(reviewing.data.writer).toBeNull();
    const rejected = await get('/api/h5.writer/getWriterInfo', await tokenOf('demo-rejected'));
    expect(rejected.data.status).toBe('rejected');
    expect(rejected.data.reason).toMatch(/quality/);
    expect(rejected.data.application.cloud_link.provider).toBe('aliyun');
    const approved = await get('/api/h5.writer/getWriterInfo', await tokenOf('demo-musician'));
    expect(approved.data.status).toBe('approved');
    expect(approved.data.writer.nickname).toBe('DJ阿伟 (DJ Awei)');
  });

  it('needs a login', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/h5.writer/getWriterInfo' });
    expect(res.statusCode).toBe(401);
  });

  it('goes none → reviewing → rejected → reviewing → approved', async () => {
    const token = await tokenOf('demo-user');
    const applied = await post(APPLY, application, token);
    expect(applied.code).toBe(1);
    expect(applied.data).toMatchObject({ status: 'reviewing', reason: null, writer: null });
    expect(applied.data.application.works).toEqual(['/uploads/w1.mp3']);
    expect((await post(APPLY, application, token)).msg).toBe('Your application is under review');

    const review = (approve: boolean) =>
      app.inject({
        method: 'POST',
        url: '/__mock/musicians/1/review',
        payload: { approve, reason: '照片不清晰 Unclear' },
      });
    expect((await review(false)).json().status).toBe('rejected');
    const rejected = await get('/api/h5.writer/getWriterInfo', token);
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: '照片不清晰 Unclear' });
    expect(rejected.data.application.id_number).toBe(application.id_number);

    // Re-apply with a cloud link instead of files.
    const { works: _works, ...rest } = application;
    const cloud_link = { provider: 'baidu', link: 'https://pan.baidu.com/s/1Abc', code: 'x7k2' };
    const again = await post(APPLY, { ...rest, cloud_link }, token);
    expect(again.data.status).toBe('reviewing');
    expect(again.data.application.cloud_link).toEqual(cloud_link);
    expect(again.data.application.works).toBeUndefined();

    expect((await review(true)).json().status).toBe('approved');
    const approved = await get('/api/h5.writer/getWriterInfo', token);
    expect(approved.data.status).toBe('approved');
    expect(approved.data.writer.nickname).toBe('DJ 测试 (DJ Test)');
    expect((await post(APPLY, application, token)).msg).toBe('You are already a musician');
    expect((await get('/api/h5.Writer/amount', token)).data.balance).toBe('0.00');
  });

  it('refuses each missing field with its message, in order', async () => {
    const token = await tokenOf('demo-user');
    const cases: [Partial<typeof application>, string][] = [
      [{ stage_name: '<b></b>' }, 'Please enter your stage name'],
      [{ style: '   ' }, 'Please enter your style'],
      [{ profile: '<p></p>' }, 'Please enter your profile'],
      [{ real_name: ' ' }, 'Please enter your real name'],
      [{ id_number: '1234' }, 'The ID number is invalid'],
      [{ id_photo_emblem: ' ' }, 'Please upload the national emblem side of your ID card'],
      [{ id_photo_portrait: ' ' }, 'Please upload the portrait side of your ID card'],
      [{ works: [' '] }, 'Please upload works or fill in a cloud-disk link'],
    ];
    for (const [patch, msg] of cases) {
      const res = await post(APPLY, { ...application, ...patch }, token);
      expect(res, msg).toMatchObject({ code: 0, msg });
    }
    // Fields the schema refuses before the handler get the contract's messages too.
    const { stage_name: _s, ...noName } = application;
    expect((await post(APPLY, noName, token)).msg).toBe('Please enter your stage name');
    const { id_number: _i, ...noId } = application;
    expect((await post(APPLY, noId, token)).msg).toBe('Please enter your ID number');
    const { works: _w, ...noWorks } = application;
    expect((await post(APPLY, noWorks, token)).msg).toBe('Please upload works or fill in a cloud-disk link');
    expect((await post(APPLY, { ...application, works: [] }, token)).msg).toBe(
      'Please upload works or fill in a cloud-disk link',
    );
    expect((await post(APPLY, { ...application, real_name: '' }, token)).msg).toBe('Please enter your real name');
    expect((await get('/api/h5.writer/getWriterInfo', token)).data.status).toBe('none');
  });

  it('stores the application text escaped', async () => {
    const res = await post(
      APPLY,
      { ...application, profile: `  <i>Tom's</i> "mix" & more ` },
      await tokenOf('demo-user'),
    );
    expect(res.data.application.profile).toBe('Tom&#039;s &quot;mix&quot; &amp; more');
  });
});

describe('musician profile and directory', () => {
  it('edits the profile', async () => {
    const token = await tokenOf('demo-musician');
    const res = await post(
      '/api/user/edit_writer',
      { nickname: 'DJ <b>Awei</b> & Co', avatar: '/uploads/a.jpg', genres: ['Techno'] },
      token,
    );
    expect(res).toMatchObject({ code: 1, msg: '修改成功' });
    expect(res.data).toMatchObject({ nickname: 'DJ Awei &amp; Co', avatar: '/uploads/a.jpg', genres: ['Techno'] });
    expect(res.data.style).not.toBe('');
    const taken = [...app.mock.store.state.writers.byId.values()][3]?.nickname as string;
    expect((await post('/api/user/edit_writer', { nickname: taken, avatar: '/a.jpg' }, token)).msg).toBe(
      'The stage name is already taken',
    );
    expect((await post('/api/user/edit_writer', { nickname: ' ', avatar: '/a.jpg' }, token)).msg).toBe(
      'Please enter your stage name',
    );
    expect((await post('/api/user/edit_writer', { nickname: 'X', avatar: ' ' }, token)).msg).toBe(
      'Please upload an avatar',
    );
    const other = await post(
      '/api/user/edit_writer',
      { nickname: 'X', avatar: '/a.jpg' },
      await tokenOf('demo-applicant'),
    );
    expect(other.msg).toBe('You are not a musician yet');
  });

  it('lists, filters and sorts musicians', async () => {
    const all = await get('/api/h5.writer/list?limit=100');
    expect(all.data.total).toBe(56);
    const fans = all.data.data.map((w: { fans: number }) => w.fans);
    expect(fans).toEqual([...fans].sort((a, b) => b - a));
    expect(all.data.data.every((w: { is_follow: boolean }) => !w.is_follow)).toBe(true);
    const byWorks = (await get('/api/h5.writer/list?sort=works&limit=100')).data.data.map(
      (w: { works: number }) => w.works,
    );
    expect(byWorks).toEqual([...byWorks].sort((a, b) => b - a));
    const found = await get('/api/h5.writer/list?keyword=awei');
    expect(found.data.data.map((w: { id: number }) => w.id)).toEqual([1]);
    const genre = all.data.data[0].genres[0];
    const byGenre = await get(`/api/h5.writer/list?genre=${encodeURIComponent(genre)}&limit=100`);
    expect(byGenre.data.data.every((w: { genres: string[] }) => w.genres.includes(genre))).toBe(true);
    const mine = await get('/api/h5.writer/list?limit=100', await tokenOf('demo-user'));
    expect(mine.data.data.filter((w: { is_follow: boolean }) => w.is_follow)).toHaveLength(5);
    expect((await get('/api/h5.writer/list?page=99')).data.data).toEqual([]);
  });

  it('answers the categories', async () => {
    const res = await get('/api/h5.writer/categorize');
    expect(res.data.length).toBeGreaterThan(1);
    expect(res.data[0].children[0]).toEqual({ id: 11, name: 'Tech House' });
  });

  it('toggles a follow and its fan count', async () => {
    const token = await tokenOf('demo-user');
    const before = (await get('/api/h5.writer/home?id=1', token)).data.writer;
    expect(before.is_follow).toBe(false);
    const on = await post('/api/h5.writer/follow', { writer_id: 1 }, token);
    expect(on).toMatchObject({ code: 1, data: { is_follow: true, fans: before.fans + 1 } });
    expect((await get('/api/h5.writer/home?id=1', token)).data.writer).toMatchObject({
      is_follow: true,
      fans: before.fans + 1,
    });
    const off = await post('/api/h5.writer/follow', { writer_id: 1 }, token);
    expect(off.data).toEqual({ is_follow: false, fans: before.fans });
    expect((await post('/api/h5.writer/follow', { writer_id: 9999 }, token)).msg).toBe('The musician does not exist');
    expect((await post('/api/h5.writer/follow', { writer_id: 1 }, await tokenOf('demo-musician'))).msg).toBe(
      'You cannot follow yourself',
    );
  });

  it('shows a home page and works', async () => {
    const home = await get('/api/h5.writer/home?id=1');
    expect(home.data.banner).toBe('/media/image/writer-banner.jpg');
    expect(home.data.latest.length).toBeLessThanOrEqual(6);
    const works = await get('/api/h5.writer/works?id=1&limit=100');
    expect(works.data.total).toBe(home.data.albums + home.data.songs);
    expect(works.data.total).toBe(home.data.writer.works);
    const songs = await get('/api/h5.writer/works?id=1&kind=song&limit=100');
    expect(songs.data.total).toBe(home.data.songs);
    expect(songs.data.data.every((g: { goods_type: string }) => g.goods_type === 'music')).toBe(true);
    const albums = await get('/api/h5.writer/works?id=1&kind=album');
    expect(albums.data.total).toBe(home.data.albums);
    expect((await get('/api/h5.writer/home?id=9999')).msg).toBe('The musician does not exist');
    expect((await get('/api/h5.writer/works?id=9999')).msg).toBe('The musician does not exist');
  });
});

const song = {
  title: 'Tech House 律动 Vol.3',
  genre: ['Tech House'],
  price: '29.90',
  cover: '/uploads/c.jpg',
  bpm: 126,
  key: '8A',
  file: '/uploads/s.mp3',
};

describe('submissions', () => {
  it('seeds demo-musician submissions in every state', async () => {
    const token = await tokenOf('demo-musician');
    const list = await get('/api/h5.writer/submissions', token);
    const states = new Set(list.data.data.map((s: { kind: string; status: string }) => `${s.kind}:${s.status}`));
    for (const kind of ['song', 'album'])
      for (const status of ['reviewing', 'approved', 'rejected']) expect(states).toContain(`${kind}:${status}`);
    const rejected = await get('/api/h5.writer/submissions?status=rejected', token);
    expect(rejected.data.data.every((s: { reason: string | null }) => s.reason)).toBe(true);
    expect((await get('/api/h5.writer/submissions', await tokenOf('demo-user'))).msg).toBe(
      'You are not a musician yet',
    );
  });

  it('submits a song, reviews it and publishes it', async () => {
    const token = await tokenOf('demo-musician');
    const worksBefore = (await get('/api/h5.writer/home?id=1')).data.songs;
    const res = await post('/api/h5.writer/music_apply', song, token);
    expect(res).toMatchObject({
      code: 1,
      data: { kind: 'song', status: 'reviewing', reason: null, title: song.title },
    });
    const first = (await get('/api/h5.writer/submissions?status=reviewing', token)).data.data[0];
    expect(first.id).toBe(res.data.id);
    const reviewed = reviewSubmission(app.mock.store.state, res.data.id, true, '', app.mock.store.seconds());
    app.mock.store.touch();
    expect(typeof reviewed).toBe('object');
    expect((await get('/api/h5.writer/home?id=1')).data.songs).toBe(worksBefore + 1);
    expect((await get('/api/h5.writer/home?id=1')).data.latest[0].title).toBe(song.title);
  });

  it('accepts a cloud link instead of a file', async () => {
    const { file: _file, ...rest } = song;
    const cloud_link = { provider: 'quark', link: 'https://pan.quark.cn/s/abc', code: 'pw12' };
    const res = await post('/api/h5.writer/music_apply', { ...rest, cloud_link }, await tokenOf('demo-musician'));
    expect(res.code).toBe(1);
  });

  it('refuses invalid songs', async () => {
    const token = await tokenOf('demo-musician');
    const cases: [object, string][] = [
      [{ title: '<br>' }, 'Please enter the title'],
      [{ genre: [' '] }, 'Please select a genre'],
      [{ price: '-1.00' }, 'The price is invalid'],
      [{ cover: ' ' }, 'Please upload a cover'],
      [{ file: ' ' }, 'A music file must be uploaded'],
    ];
    for (const [patch, msg] of cases)
      expect((await post('/api/h5.writer/music_apply', { ...song, ...patch }, token)).msg).toBe(msg);
    expect((await post('/api/h5.writer/music_apply', song, await tokenOf('demo-applicant'))).msg).toBe(
      'You are not a musician yet',
    );
  });

  it('submits an album of own songs only', async () => {
    const token = await tokenOf('demo-musician');
    const own = songsOf(app.mock.store.state, 1).map((g) => g.id);
    expect(own.length).toBeGreaterThan(0);
    const album = {
      name: '律动合集 Groove',
      cover: '/uploads/a.jpg',
      column: 141,
      price: '99.00',
      works: own.slice(0, 2),
    };
    const res = await post('/api/h5.writer/album_apply', album, token);
    expect(res).toMatchObject({ code: 1, msg: '提交成功 Submitted', data: { kind: 'album', status: 'reviewing' } });
    const foreign = app.mock.store.state.goods.list.find((g) => g.writer_id !== 1 && g.goods_type === 'music')
      ?.id as number;
    expect((await post('/api/h5.writer/album_apply', { ...album, works: [foreign] }, token)).msg).toBe(
      'Some works are not yours',
    );
    expect((await post('/api/h5.writer/album_apply', { ...album, name: ' ' }, token)).msg).toBe(
      'Please enter the album name',
    );
    expect((await post('/api/h5.writer/album_apply', { ...album, cover: ' ' }, token)).msg).toBe(
      'Please upload a cover',
    );
    expect((await post('/api/h5.writer/album_apply', { ...album, price: '-5.00' }, token)).msg).toBe(
      'The price is invalid',
    );
    expect((await post('/api/h5.writer/album_apply', album, await tokenOf('demo-user'))).msg).toBe(
      'You are not a musician yet',
    );
    const rejected = reviewSubmission(
      app.mock.store.state,
      res.data.id,
      false,
      '封面模糊 Blurry',
      app.mock.store.seconds(),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: '封面模糊 Blurry' });
  });
});

describe('earnings and withdrawals', () => {
  const withdrawal = {
    type: 'alipay',
    amount: '100.00',
    account: '13800138000',
    account_name: '王伟',
    contact: '13800138000',
  };

  const consistent = async (token: string) => {
    const amount = (await get('/api/h5.Writer/amount', token)).data;
    const ledger = (await get('/api/h5.Writer/water?limit=100', token)).data;
    const cents = (s: string) => Math.round(Number(s) * 100);
    const lines = ledger.data as { amount: string; before: string; after: string }[];
    expect(ledger.total).toBe(lines.length);
    expect(lines[0]?.after).toBe(amount.balance);
    for (const l of lines) expect(cents(l.before) + cents(l.amount)).toBe(cents(l.after));
    for (let i = 1; i < lines.length; i++) expect(lines[i]?.after).toBe(lines[i - 1]?.before);
    expect(cents(amount.total_income) - cents(amount.withdrawn) - cents(amount.frozen)).toBe(cents(amount.balance));
    const income = (await get('/api/h5.Writer/water?type=income&limit=100', token)).data.data;
    expect(income.reduce((s: number, l: { amount: string }) => s + cents(l.amount), 0)).toBe(
      cents(amount.total_income),
    );
    return amount;
  };

  it('keeps the summary and the ledger consistent', async () => {
    const token = await tokenOf('demo-musician');
    const amount = await consistent(token);
    expect(amount.withdraw_min).toBe('100.00');
    expect(Number(amount.today_income)).toBeGreaterThan(0);
    expect(Number(amount.frozen)).toBe(100);
    const withdraws = (await get('/api/h5.Writer/water?type=withdraw', token)).data.data;
    expect(withdraws.some((l: { amount: string }) => l.amount.startsWith('-'))).toBe(true);
    expect(withdraws.some((l: { amount: string }) => !l.amount.startsWith('-'))).toBe(true);
    const list = (await get('/api/h5.writer/withdrawList', token)).data;
    expect(list, JSON.stringify(list)).toBeTruthy();
    expect(new Set(list.data.map((w: { status: string }) => w.status))).toEqual(
      new Set(['pending', 'paid', 'rejected']),
    );
  });

  it('withdraws, then pays or returns the amount', async () => {
    const token = await tokenOf('demo-musician');
    const before = await consistent(token);
    const res = await post('/api/h5.writer/setWithdraw', withdrawal, token);
    expect(res).toMatchObject({ code: 1, data: { type: 'alipay', amount: '100.00', status: 'pending' } });
    const after = await consistent(token);
    expect(Number(after.balance)).toBeCloseTo(Number(before.balance) - 100);
    expect(Number(after.frozen)).toBeCloseTo(Number(before.frozen) + 100);
    expect((await get('/api/h5.writer/withdrawList', token)).data.data[0].id).toBe(res.data.id);

    settleWithdrawal(app.mock.store.state, res.data.id, false, app.mock.store.seconds());
    app.mock.store.touch();
    const returned = await consistent(token);
    expect(returned.balance).toBe(before.balance);
    const again = await post('/api/h5.writer/setWithdraw', withdrawal, token);
    settleWithdrawal(app.mock.store.state, again.data.id, true, app.mock.store.seconds());
    app.mock.store.touch();
    const paid = await consistent(token);
    expect(Number(paid.withdrawn)).toBeCloseTo(Number(before.withdrawn) + 100);
  });

  it('refuses invalid withdrawals in order', async () => {
    const token = await tokenOf('demo-musician');
    const balance = (await get('/api/h5.Writer/amount', token)).data.balance as string;
    const over = (Number(balance) + 0.01).toFixed(2);
    const cases: [object, string][] = [
      [{ account: ' ' }, 'Please enter the account'],
      [{ account_name: '<i></i>' }, 'Please enter the account name'],
      [{ contact: ' ' }, 'Please enter your contact'],
      [{ amount: '99.99' }, 'The minimum withdrawal is ¥100.00'],
      [{ amount: over }, 'Your balance is insufficient'],
    ];
    for (const [patch, msg] of cases)
      expect((await post('/api/h5.writer/setWithdraw', { ...withdrawal, ...patch }, token)).msg).toBe(msg);
    app.mock.store.state.system.config.withdraw_min_cents = 20_000;
    expect((await post('/api/h5.writer/setWithdraw', withdrawal, token)).msg).toBe('The minimum withdrawal is ¥200.00');
    expect((await post('/api/h5.writer/setWithdraw', withdrawal, await tokenOf('demo-rejected'))).msg).toBe(
      'You are not a musician yet',
    );
  });

  it('refuses the earnings of non-musicians', async () => {
    const token = await tokenOf('demo-applicant');
    for (const url of ['/api/h5.Writer/amount', '/api/h5.Writer/water', '/api/h5.writer/withdrawList'])
      expect((await get(url, token)).msg).toBe('You are not a musician yet');
  });
});

describe('FastAdmin text filter', () => {
  it('strips tags as PHP does', () => {
    expect(phpStripTags('<b>bold</b> text')).toBe('bold text');
    expect(phpStripTags('a < b')).toBe('a < b');
    expect(phpStripTags('x > y')).toBe('x > y');
    expect(phpStripTags('1<2')).toBe('1');
    expect(phpStripTags('<!-- note -->kept')).toBe('kept');
    expect(phpStripTags('<a href="x>y">link</a>')).toBe('link');
    expect(phpStripTags('<?php echo 1; ?>ok')).toBe('ok');
    expect(phpStripTags('<!DOCTYPE html>doc')).toBe('doc');
    expect(phpStripTags('a<br/>b')).toBe('ab');
  });

  it('trims, strips and escapes with ENT_QUOTES', () => {
    expect(filterText(`  "Tom's" & <b>Jerry</b>\n`)).toBe('&quot;Tom&#039;s&quot; &amp; Jerry');
    expect(filterText('&amp;')).toBe('&amp;amp;');
    expect(filterText('\u3000全角\u3000')).toBe('\u3000全角\u3000');
  });
});

describe('determinism', () => {
  it('answers byte-identically after a reset', async () => {
    const token = await tokenOf('demo-musician');
    const a = (await app.inject({ method: 'GET', url: '/api/h5.Writer/water?limit=100', headers: { token } })).body;
    app.mock.store.reset();
    const token2 = await tokenOf('demo-musician');
    const b = (await app.inject({ method: 'GET', url: '/api/h5.Writer/water?limit=100', headers: { token: token2 } }))
      .body;
    expect(b).toBe(a);
  });
});
