import { describe, expect, test } from 'vitest';
import { WECHAT_UA } from './config.ts';
import {
  back,
  forward,
  fresh,
  js,
  login,
  mock,
  open,
  provider,
  reload,
  route,
  STORAGE,
  setHash,
  shown,
  tap,
  text,
  type,
  typeAddress,
  waitFor,
  withBrowser,
} from './harness.ts';

// The shop as an iPhone user meets it, in WebKit: each journey checks the screen and what the provider (or, for
// the crate, the device) holds. See docs/behaviour.md#browsers.

const PATHS = {
  home: '/pages/tabbar/home/index',
  category: '/pages/tabbar/type/index',
  cart: '/pages/tabbar/shopping/index',
  user: '/pages/tabbar/user/index',
  login: '/pages/login/login',
  listing: '/pages/index/dJSingle',
  single: '/pages/index/singleDetail',
  crate: '/pages/crate/index',
  confirm: '/pages/index/confrimOrder',
  orderDetail: '/pages/user/order/detail',
  downloadLog: '/pages/user/downlog/index',
} as const;

interface Single {
  id: number;
  title: string;
  price: string;
  image: string;
  preview_url: string;
  is_free: boolean;
}

const singles = async (): Promise<Single[]> =>
  (await provider<{ data: Single[] }>('/api/h5.index/djSingle', { query: { limit: 3 } })).data;

/** The title of the page on screen (tab pages stay mounted, hidden, behind it). */
const pageTitle = () =>
  js(() => [...document.querySelectorAll('.nav-bar__title')].find((e) => e.checkVisibility())?.textContent?.trim());

/** The tab marked current in the tab bar, if the bar is shown. */
const currentTab = () =>
  js(() => {
    const bar = [...document.querySelectorAll('nav[aria-label="Main sections"]')].find((e) => e.checkVisibility());
    return bar?.querySelector('[aria-current="page"]')?.textContent?.trim();
  });

const toast = () => js(() => document.querySelector('.toast-region')?.textContent?.trim());

const audioState = () =>
  js(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio.player-audio');
    return audio ? { src: audio.currentSrc, time: audio.currentTime, paused: audio.paused } : null;
  });

/** Waits until the preview of `src` plays: the audio element's time moves past `after` seconds. */
async function expectHeard(src: string, after = 0.5): Promise<void> {
  await waitFor(
    async () => {
      const state = await audioState();
      return Boolean(state?.src.endsWith(src) && !state.paused && state.time > after);
    },
    { message: `${src} playing past ${after} s`, timeout: 20_000 },
  );
}

const cents = (yuan: string | number) => Math.round(Number(yuan) * 100);

describe('WebKit as an iPhone', () => {
  test('a cold track link shows its cover, title and price', async () => {
    await fresh();
    const [track] = await singles();
    if (!track) throw new Error('the seed has DJ singles');
    await open(`${PATHS.single}?id=${track.id}&type=music`, { lang: 'en' });
    expect(await text('h2.detail__title')).toBe(track.title);
    expect(await text('.detail__money')).toBe(track.is_free ? 'Free' : `¥${track.price}`);
    const cover = await waitFor(
      () =>
        js(() => {
          const image = document.querySelector<HTMLImageElement>('img.detail__cover');
          return image?.complete && image.naturalWidth > 0 ? new URL(image.currentSrc).pathname : undefined;
        }),
      { message: 'the cover drawn' },
    );
    expect(cover).toBe(track.image);
    expect(await js(() => [window.innerWidth, window.innerHeight, navigator.userAgent.includes('iPhone')])).toEqual([
      390,
      844,
      true,
    ]);
  });

  test('a preview started by a tap is heard', async () => {
    await fresh();
    const [track] = await singles();
    if (!track) throw new Error('the seed has DJ singles');
    await open(`${PATHS.single}?id=${track.id}&type=music`, { lang: 'en' });
    // Without a gesture WebKit refuses to play: what the tap below starts, a script could not.
    const refused = await js(
      (src) =>
        new Audio(src).play().then(
          () => 'played',
          (error: Error) => error.name,
        ),
      track.preview_url,
    );
    expect(refused).toBe('NotAllowedError');
    await tap('button', 'Play preview');
    await expectHeard(track.preview_url);
    // Heard for a while: the time keeps moving.
    const at = (await audioState())?.time ?? 0;
    await waitFor(async () => (await audioState())?.time ?? 0, { above: at + 0.5, message: 'the preview going on' });
  });

  test('tabs by tap, by a hash change from a detail page (a new user, the launch popup on) and by back and forward', async () => {
    await fresh({ launchPopups: true });
    const [track] = await singles();
    if (!track) throw new Error('the seed has DJ singles');
    await open(`${PATHS.single}?id=${track.id}&type=music`, { lang: 'en' });
    // A new user: the launch popup covers the page the link opened.
    await waitFor(() => shown('[role="dialog"]'), { message: 'the launch popup' });

    // The address changes to a tab (a link to it, or the address typed): the tab is shown.
    await setHash(PATHS.category);
    await waitFor(pageTitle, { equals: 'Category', message: 'the page shown after the hash change' });
    expect(await route()).toBe(PATHS.category);
    expect(await currentTab()).toBe('Category');
    expect(await shown('h2.detail__title')).toBe(false);

    // Another tab by the address typed, then the browser's back and forward between the two.
    const sameDocument = await js(() => {
      (window as { journeyMark?: boolean }).journeyMark = true;
    });
    expect(sameDocument).toBeNull();
    await typeAddress(PATHS.cart);
    await waitFor(pageTitle, { equals: 'Cart', message: 'the Cart tab after a hash change' });
    expect(await currentTab()).toBe('Cart');
    await back();
    await waitFor(pageTitle, { equals: 'Category', message: 'the Category tab after back' });
    expect(await route()).toBe(PATHS.category);
    expect(await currentTab()).toBe('Category');
    await forward();
    await waitFor(pageTitle, { equals: 'Cart', message: 'the Cart tab after forward' });
    expect(await route()).toBe(PATHS.cart);
    expect(await currentTab()).toBe('Cart');
    // Hash changes all along: the document is the one the link opened.
    expect(await js(() => (window as { journeyMark?: boolean }).journeyMark)).toBe(true);

    // Every tab by a tap, from Home, once its launch popup is closed (its history entry goes with it).
    await open(PATHS.home, { lang: 'en' });
    await tap('[role="dialog"] button', 'Close');
    await waitFor(async () => !(await shown('[role="dialog"]')), { message: 'the launch popup closed' });
    await waitFor(() => js(() => (window.history.state as { djshopOverlay?: string } | null)?.djshopOverlay ?? null), {
      equals: null,
      message: "the popup's history entry gone",
    });
    for (const [name, path] of [
      ['Category', PATHS.category],
      ['Cart', PATHS.cart],
      ['User centre', PATHS.user],
      ['Home', PATHS.home],
    ] as const) {
      await tap('nav[aria-label="Main sections"] a', name);
      await waitFor(currentTab, { equals: name, message: `the ${name} tab after a tap` });
      expect(await route()).toBe(path);
    }
  });

  test('the crate is kept across a reload and played through', async () => {
    await fresh();
    const [first, second] = await singles();
    if (!first || !second) throw new Error('the seed has two DJ singles');
    await open(`${PATHS.single}?id=${first.id}&type=music`, { lang: 'en' });
    await tap('button', `Add ${first.title} to the crate`);
    await waitFor(toast, { equals: 'In the crate (1)', message: 'the first added' });
    await open(PATHS.listing, { lang: 'en' });
    await tap('button', `Add ${second.title} to the crate`);
    await waitFor(toast, { equals: 'In the crate (2)', message: 'the second added' });
    const stored = () =>
      js((key) => {
        const crate = JSON.parse(window.localStorage.getItem(key) ?? '{"items":[]}') as { items: { id: number }[] };
        return crate.items.map((item) => item.id);
      }, STORAGE.crate);
    await waitFor(stored, { equals: [first.id, second.id], message: 'the crate on the device' });

    await reload();
    await tap('a', 'Crate, 2 tracks');
    await waitFor(route, { equals: PATHS.crate, message: 'the crate page' });
    const titles = () =>
      js(() =>
        [...document.querySelectorAll('.crate-row__title')]
          .filter((e) => e.checkVisibility())
          .map((e) => e.textContent),
      );
    await waitFor(titles, { equals: [first.title, second.title], message: 'the crate after a reload' });
    expect(await stored()).toEqual([first.id, second.id]);

    // Played through: the first preview runs to its end and the second starts on its own.
    await tap('button', 'Play the crate');
    await expectHeard(first.preview_url, 0.2);
    await js(() => {
      const audio = document.querySelector<HTMLAudioElement>('audio.player-audio');
      if (audio && audio.duration > 1) audio.currentTime = audio.duration - 0.3;
    });
    await expectHeard(second.preview_url, 0.2);
  });

  test('log in with a password', async () => {
    await fresh();
    await open(PATHS.login, { lang: 'en' });
    await tap('[role="tab"]', 'Password');
    await type('input[autocomplete="username"]', undefined, 'demo-user');
    await type('input[type="password"]', undefined, 'demo1234');
    await tap('button[type="submit"]', 'Log in');
    await waitFor(async () => (await route()) !== PATHS.login, { message: 'the login page left' });
    const token = await waitFor(() => js((key) => window.localStorage.getItem(key), STORAGE.token), {
      message: 'the session kept',
    });
    const user = await provider<{ username: string }>('/api/h5.user/userInfo', { token: token ?? '' });
    expect(user.username).toBe('demo-user');
  });

  test('the cart to a paid order with the balance', async () => {
    await fresh();
    const token = await login('demo-user');
    const before = await provider<{ money: string }>('/api/h5.user/userInfo', { token });
    const cart = await provider<{
      list: { id: number; price: string; quantity: number; goods: { title: string; goods_type: string } }[];
    }>('/api/h5.user/cartList', { token });
    const lines = cart.list.filter((line) => line.goods.goods_type !== 'physical');
    if (lines.length === 0) throw new Error('the seed has digital goods in the demo cart');
    const total = lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);

    await open(PATHS.cart, { lang: 'en' });
    for (const line of lines) await tap('label.cart-line__select', `Select ${line.goods.title}`);
    await tap('.cart-bar a', `Check out (${lines.length})`);
    await waitFor(async () => (await route()).startsWith(PATHS.confirm), { message: 'the confirm page' });
    await waitFor(
      () => js(() => document.querySelector<HTMLInputElement>('input[type="radio"][value="balance"]')?.checked),
      { message: 'the balance chosen' },
    );
    await tap('.checkout-bar button');
    const paid = await waitFor(async () => /[?&]id=(\d+)/.exec(await route())?.[1], { message: 'the order page' });
    expect(await route()).toMatch(new RegExp(`^${PATHS.orderDetail}\\?id=\\d+`));

    const order = await provider<{ status: string; pay_type: string; pay_amount: string }>('/api/h5.user/orderDetail', {
      token,
      query: { id: Number(paid) },
    });
    expect(order).toMatchObject({ status: 'completed', pay_type: 'balance' });
    expect(cents(order.pay_amount)).toBe(total);
    const after = await provider<{ money: string }>('/api/h5.user/userInfo', { token });
    expect(cents(after.money)).toBe(cents(before.money) - total);
  });

  test('a comment posted', async () => {
    await fresh();
    const token = await login('demo-user');
    const [track] = await singles();
    if (!track) throw new Error('the seed has DJ singles');
    const words = 'Heard on an iPhone: a clean drop';
    await open(`${PATHS.single}?id=${track.id}&type=music`, { lang: 'en' });
    await tap('a', /^Comments \(\d+\)$/);
    await type('textarea', undefined, words);
    await tap('button[type="submit"]', 'Post');
    await waitFor(
      () => js((text) => [...document.querySelectorAll('article')].some((e) => e.textContent?.includes(text)), words),
      { message: 'the comment on screen' },
    );
    const comments = await provider<{ data: { content: string }[] }>('/api/h5.goods/comments', {
      token,
      query: { goods_id: track.id },
    });
    expect(comments.data.map((comment) => comment.content)).toContain(words);
  });

  test("WeChat's browser refuses a download with 请在浏览器中打开下载", async () => {
    await withBrowser(WECHAT_UA, async () => {
      await fresh();
      await login('demo-user');
      await open(PATHS.downloadLog, { lang: 'en' });
      await tap('button', /^Download /);
      await waitFor(toast, { equals: '请在浏览器中打开下载', message: 'the refusal shown' });
      expect(await mock.callsTo('/api/h5.downloadurl')).toEqual([]);
    });
  });
});
