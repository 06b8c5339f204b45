import { render, screen, waitFor } from '@testing-library/react';
import { mockAllIsIntersecting, setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { bootstrapApp } from '@/app/bootstrap';
import { routePath } from '@/lib/routes';
import { clearToken, setToken } from '@/lib/session';
import { warmPages } from '@/test/warm-pages';

// Every place that shows text a user or an editor wrote, fed what the provider really answers: that text
// after htmlspecialchars (docs/behaviour.md#requests). Each must show it as typed.
const TYPED = 'Tom & "Jerry" <3 it\'s';
const ESCAPED = 'Tom &amp; &quot;Jerry&quot; &lt;3 it&#039;s';
const text = (label: string) => `${label} ${ESCAPED}`;
const shown = (label: string) => `${label} ${TYPED}`;

const writer = { id: 46, nickname: text('writer'), avatar: '' };
const goods = {
  id: 283,
  title: text('goods'),
  image: '',
  goods_type: 'music',
  section: 'set',
  channel: 2,
  price: '19.90',
  score_price: 199,
  vip_free: false,
  is_free: false,
  genre: ['Drum & Bass'],
  bpm: 128,
  key: 'Am',
  duration: 3653,
  play_count: 526047,
  sales: 1908,
  writer,
  preview_url: null,
  preview_start: null,
  createtime: 1795247815,
};
const page = (data: unknown[]) => ({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });

const ANSWERS: Record<string, unknown> = {
  '/api/h5.Banner': [{ id: 1, title: text('banner'), image: '/media/image/banner-1.svg', link: null }],
  '/api/h5.notice': page([{ id: 1, title: text('notice'), content: 'x', createtime: 1795161600 }]),
  '/api/h5.index/today_musics': page([goods]),
  '/api/h5.Single/get_writer': [
    {
      id: 5,
      user_id: 10,
      nickname: text('musician'),
      avatar: '',
      style: 'EDM',
      profile: 'p',
      genres: [],
      fans: 1,
      works: 1,
      is_follow: false,
    },
  ],
  '/api/h5.index/circle': page([
    {
      id: 1,
      title: text('article'),
      content: text('content'),
      images: [],
      user: { id: 1, nickname: text('author'), avatar: '' },
      likes: 1,
      favorites: 1,
      comments: 1,
      liked: false,
      favorited: false,
      createtime: 1795246200,
    },
  ]),
  '/api/h5.user/cartList': {
    count: 1,
    total: '19.90',
    list: [{ id: 4, goods, quantity: 1, price: '19.90', createtime: 1 }],
  },
  '/api/h5.user/userInfo': {
    id: 2,
    username: 'demo-vip',
    nickname: text('nickname'),
    avatar: '',
    mobile: '138****8002',
    email: 'demo-vip@djshop.example',
    gender: 'female',
    birthday: null,
    bio: text('bio'),
    money: '5200.00',
    score: 8800,
    vip: { type: 'year', name: text('card'), expiretime: 1812528000 },
    writer_status: 'none',
    brand_id: null,
    random_password: false,
    createtime: 1760774400,
  },
  // The user centre's counts: unused coupons and orders waiting in each state.
  '/api/h5.user/coupon': page([]),
  '/api/h5.user/myOrderApi': page([]),
  '/api/h5.vip/cards': {
    cards: [],
    member: { type: 'year', name: text('card'), expiretime: 1812528000 },
    resources_count: 1,
  },
};

beforeEach(() => {
  setupIntersectionMocking(vi.fn);
  setToken('user-token');
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (!(pathname in ANSWERS)) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ code: 1, msg: '', time: '1795247815', data: ANSWERS[pathname] }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => {
  clearToken();
});

function open(path: string) {
  window.location.hash = `#${path}`;
  const parts = bootstrapApp();
  render(<App router={parts.router} queryClient={parts.queryClient} />);
}

/** Finds the text once the section has come into view and loaded. */
async function expectShown(label: string) {
  // A page's first visit in the test runner transforms its code (and each icon module) on the way: seconds.
  await waitFor(
    () => {
      mockAllIsIntersecting(true);
      expect(document.body.textContent).toContain(shown(label));
    },
    { timeout: 5000 },
  );
  expect(document.body.textContent).not.toContain('&amp;');
  expect(document.body.textContent).not.toContain('&quot;');
}

warmPages('home', 'cart', 'user', 'vip');

describe('user text is shown as typed', () => {
  it('Home: notices, goods titles and their musicians, featured musicians, circle articles', async () => {
    open(routePath('home'));
    for (const label of ['notice', 'goods', 'writer', 'musician', 'article', 'content', 'author'])
      await expectShown(label);
  });

  it('Home: banner pictures are labelled with their title as typed', async () => {
    open(routePath('home'));
    await waitFor(() => expect(screen.getAllByRole('img', { name: shown('banner') }).length).toBeGreaterThan(0));
  });

  it('the cart: goods titles', async () => {
    open(routePath('cart'));
    await expectShown('goods');
  });

  it('the user centre: the nickname', async () => {
    open(routePath('user'));
    await expectShown('nickname');
    await expectShown('card');
  });

  it('VIP: the card name', async () => {
    open(routePath('vip'));
    await expectShown('card');
  });
});
