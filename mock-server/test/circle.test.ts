import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEMO_ACCOUNTS } from '../src/store/modules/users.ts';
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

type Article = {
  id: number;
  likes: number;
  favorites: number;
  comments: number;
  createtime: number;
  liked: boolean;
  favorited: boolean;
};
const get = async (url: string, token?: string): Promise<Envelope> =>
  (await app.inject({ method: 'GET', url, headers: token ? { token } : {} })).json();
const post = async (url: string, payload: object, token?: string): Promise<Envelope> =>
  (await app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} })).json();

describe('circle list and detail', () => {
  it('lists articles newest first and by heat', async () => {
    const newest = (await get('/api/h5.index/circle?limit=100')).data;
    expect(newest.total).toBeGreaterThanOrEqual(30);
    const times = newest.data.map((a: Article) => a.createtime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(newest.data.every((a: Article) => !a.liked && !a.favorited)).toBe(true);
    expect(newest.data.some((a: { images: string[] }) => a.images.length > 0)).toBe(true);
    const hot = (await get('/api/h5.index/circle?sort=hot&limit=100')).data.data as Article[];
    const heat = hot.map((a) => a.likes + a.favorites + a.comments);
    expect(heat).toEqual([...heat].sort((a, b) => b - a));
    const page2 = (await get('/api/h5.index/circle?limit=10&page=2')).data;
    expect(page2).toMatchObject({ current_page: 2, per_page: 10 });
    expect(page2.data[0].id).toBe(newest.data[10].id);
  });

  it('gives every demo account likes, favourites and articles', async () => {
    for (const username of DEMO_ACCOUNTS) {
      const token = await tokenOf(username);
      const list = (await get('/api/h5.index/circle?limit=100', token)).data.data as Article[];
      expect(
        list.some((a) => a.liked),
        username,
      ).toBe(true);
      expect((await get('/api/h5.circle/favorites', token)).data.total, username).toBeGreaterThan(0);
      expect((await get('/api/h5.circle/my', token)).data.total, username).toBeGreaterThan(0);
    }
  });

  it('counts a view on each detail call and hides deleted articles', async () => {
    const token = await tokenOf('demo-user');
    const first = (await get('/api/h5.index/circle', token)).data.data[0];
    const detail = await get(`/api/h5.index/pageDetail?id=${first.id}`, token);
    expect(detail.data).toEqual(first);
    const views = app.mock.store.state.circle.byId.get(first.id)?.views ?? 0;
    await get(`/api/h5.index/pageDetail?id=${first.id}`);
    expect(app.mock.store.state.circle.byId.get(first.id)?.views).toBe(views + 1);
    expect((await get('/api/h5.index/pageDetail?id=99999')).msg).toBe('The article does not exist');
    const deleted = [...app.mock.store.state.circle.byId.values()].find((a) => a.deleted);
    expect(deleted).toBeDefined();
    expect((await get(`/api/h5.index/pageDetail?id=${deleted?.id}`)).msg).toBe('The article does not exist');
    expect((await post('/api/h5.circle/like', { id: deleted?.id }, token)).msg).toBe('The article does not exist');
  });
});

describe('publishing', () => {
  it('publishes an escaped article at the top of the lists', async () => {
    const token = await tokenOf('demo-user');
    const res = await post(
      '/api/h5.circle/publish',
      {
        title: ' 新歌发布 <i>New</i> ',
        content: `Tech House 律动 <b>check it out!</b> "Tom's" & co`,
        images: ['/uploads/1.jpg'],
      },
      token,
    );
    expect(res).toMatchObject({ code: 1, msg: '发布成功 Published' });
    expect(res.data).toMatchObject({
      title: '新歌发布 New',
      content: 'Tech House 律动 check it out! &quot;Tom&#039;s&quot; &amp; co',
      images: ['/uploads/1.jpg'],
      likes: 0,
      favorites: 0,
      comments: 0,
      liked: false,
      favorited: false,
      user: { id: 1 },
    });
    expect((await get('/api/h5.index/circle')).data.data[0].id).toBe(res.data.id);
    expect((await get('/api/h5.circle/my', token)).data.data[0].id).toBe(res.data.id);
    expect(res.data.content).not.toContain('<');
  });

  it('refuses empty or too long text', async () => {
    const token = await tokenOf('demo-user');
    const base = { title: 'Title', content: 'Content' };
    const cases: [object, string][] = [
      [{ title: '<b></b>' }, 'Please enter a title'],
      [{ title: '' }, 'Please enter a title'],
      [{ title: 'x'.repeat(51) }, 'The title is at most 50 characters'],
      // The characters typed count, not the escaped text stored (the contract's text rules).
      [{ title: '&'.repeat(51) }, 'The title is at most 50 characters'],
      [{ content: ' <p></p> ' }, 'Please enter the content'],
      [{ content: '"'.repeat(2001) }, 'The content is at most 2000 characters'],
      [{ images: Array.from({ length: 10 }, (_, i) => `/u/${i}.jpg`) }, 'At most 9 images'],
    ];
    for (const [patch, msg] of cases)
      expect((await post('/api/h5.circle/publish', { ...base, ...patch }, token)).msg).toBe(msg);
    expect((await post('/api/h5.circle/publish', { ...base, title: '&'.repeat(50) }, token)).code).toBe(1);
    const res = await app.inject({ method: 'POST', url: '/api/h5.circle/publish', payload: base });
    expect(res.statusCode).toBe(401);
  });
});

describe('likes and favourites', () => {
  it('toggles a like with its count', async () => {
    const token = await tokenOf('demo-user');
    const article = ((await get('/api/h5.index/circle?limit=100', token)).data.data as Article[]).find(
      (a) => !a.liked,
    ) as Article;
    const on = await post('/api/h5.circle/like', { id: article.id }, token);
    expect(on.data).toEqual({ liked: true, likes: article.likes + 1 });
    expect((await get(`/api/h5.index/pageDetail?id=${article.id}`, token)).data).toMatchObject({
      liked: true,
      likes: article.likes + 1,
    });
    expect((await get(`/api/h5.index/pageDetail?id=${article.id}`)).data.liked).toBe(false);
    const off = await post('/api/h5.circle/like', { id: article.id }, token);
    expect(off.data).toEqual({ liked: false, likes: article.likes });
    expect((await post('/api/h5.circle/like', { id: 99999 }, token)).msg).toBe('The article does not exist');
  });

  it('toggles a favourite and the favourites list', async () => {
    const token = await tokenOf('demo-vip');
    const article = ((await get('/api/h5.index/circle?limit=100', token)).data.data as Article[]).find(
      (a) => !a.favorited,
    ) as Article;
    const before = (await get('/api/h5.circle/favorites?limit=100', token)).data;
    expect(before.data.every((a: Article) => a.favorited)).toBe(true);
    const on = await post('/api/h5.circle/favorite', { id: article.id }, token);
    expect(on.data).toEqual({ favorited: true, favorites: article.favorites + 1 });
    const after = (await get('/api/h5.circle/favorites?limit=100', token)).data;
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0].id).toBe(article.id);
    const off = await post('/api/h5.circle/favorite', { id: article.id }, token);
    expect(off.data).toEqual({ favorited: false, favorites: article.favorites });
    expect((await get('/api/h5.circle/favorites?limit=100', token)).data.total).toBe(before.total);
    expect((await post('/api/h5.circle/favorite', { id: 99999 }, token)).msg).toBe('The article does not exist');
  });
});

describe('comments', () => {
  it('lists as many comments as the article counts, newest first', async () => {
    const list = (await get('/api/h5.index/circle?limit=100')).data.data as Article[];
    const counted = list.find((a) => a.comments > 3) as Article;
    const page = (await get(`/api/h5.circle/comments?id=${counted.id}&limit=100`)).data;
    expect(page.total).toBe(counted.comments);
    const times = page.data.map((c: { createtime: number }) => c.createtime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await get('/api/h5.circle/comments?id=99999')).msg).toBe('The article does not exist');
  });

  it('adds an escaped comment first and counts it, refusing empty, long and repeated text', async () => {
    const token = await tokenOf('demo-user');
    const article = (await get('/api/h5.index/circle')).data.data[0] as Article;
    const added = await post(
      '/api/h5.circle/comment',
      { id: article.id, content: ' <img src=x onerror=alert(1)>hi & "you" ' },
      token,
    );
    expect(added).toMatchObject({ code: 1, msg: 'Comment successful', data: { content: 'hi &amp; &quot;you&quot;' } });
    const page = (await get(`/api/h5.circle/comments?id=${article.id}`)).data;
    expect(page.data[0].id).toBe(added.data.id);
    expect(page.total).toBe(article.comments + 1);
    expect((await get(`/api/h5.index/pageDetail?id=${article.id}`)).data.comments).toBe(article.comments + 1);
    const again = await post('/api/h5.circle/comment', { id: article.id, content: 'hi & "you"' }, token);
    expect(again.msg).toBe('Please do not submit repeatedly');
    expect((await post('/api/h5.circle/comment', { id: article.id, content: '<b></b>' }, token)).msg).toBe(
      'Comment content required',
    );
    expect((await post('/api/h5.circle/comment', { id: article.id, content: 'x'.repeat(141) }, token)).msg).toBe(
      'Comment content cannot exceed 140 characters',
    );
    expect((await post('/api/h5.circle/comment', { id: 99999, content: 'hello' }, token)).msg).toBe(
      'The article does not exist',
    );
    expect((await post('/api/h5.circle/comment', { id: article.id, content: 'hello' })).code).toBe(401);
  });
});
