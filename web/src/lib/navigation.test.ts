import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createNavigation, type NavigationAdapter, type NavigationError, resolveUrl } from './navigation';

const routes = [
  { path: '/', tab: true },
  { path: '/pages/tabbar/home/index', tab: true },
  { path: '/pages/tabbar/user/index', tab: true },
  { path: '/pages/login/login', tab: false },
  { path: '/pages/login/register', tab: false },
  { path: '/pages/help/index', tab: false },
];

/** An in-memory browser history. */
function fakeHistory(start = '/') {
  const entries = [start];
  let index = 0;
  const loaded = new Set<string>();
  let release: (() => void) | undefined;
  let hold = false;
  const settle = () =>
    hold
      ? new Promise<void>((resolve) => {
          release = resolve;
        })
      : Promise.resolve();
  const adapter: NavigationAdapter = {
    current: () => entries[index] ?? '/',
    index: () => index,
    push: vi.fn(async (url: string) => {
      entries.splice(index + 1, entries.length, url);
      index += 1;
      await settle();
    }),
    replace: vi.fn(async (url: string) => {
      entries[index] = url;
      await settle();
    }),
    go: vi.fn(async (delta: number) => {
      index = Math.max(0, Math.min(entries.length - 1, index + delta));
    }),
    isLoaded: (path) => loaded.has(path),
    preload: vi.fn(async (path: string) => {
      loaded.add(path);
    }),
    openExternal: vi.fn(),
  };
  return {
    adapter,
    entries,
    holdNavigations: () => {
      hold = true;
    },
    finish: () => {
      hold = false;
      release?.();
    },
    setIndex: (value: number) => {
      index = value;
    },
  };
}

function setup(start = '/') {
  const history = fakeHistory(start);
  const errors: NavigationError[] = [];
  const nav = createNavigation({
    routes,
    adapter: history.adapter,
    homePath: '/',
    onError: (error) => errors.push(error),
  });
  return { nav, history, errors };
}

describe('resolveUrl', () => {
  it('resolves relative urls against the current page folder, like uni-app', () => {
    expect(resolveUrl('register', '/pages/login/login')).toEqual({ path: '/pages/login/register', search: '' });
    expect(resolveUrl('../help/index?type=Cache', '/pages/login/login')).toEqual({
      path: '/pages/help/index',
      search: '?type=Cache',
    });
    expect(resolveUrl('/pages/help/index', '/pages/login/login').path).toBe('/pages/help/index');
  });
});

describe('navigation service', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(() => {
    ctx = setup();
  });

  it('navigateTo pushes a non-tab page with its query', async () => {
    const result = await ctx.nav.navigateTo('/pages/help/index?type=Cache');
    expect(result).toEqual({ ok: true });
    expect(ctx.history.adapter.push).toHaveBeenCalledWith('/pages/help/index?type=Cache');
  });

  it('refuses a missing url first, with its message', async () => {
    const result = await ctx.nav.navigateTo('');
    expect(result.ok).toBe(false);
    expect(ctx.errors[0]?.reason).toBe('missingUrl');
    expect(ctx.errors[0]?.message).toBe('navigateTo:fail Missing required argument "url"');
  });

  it('refuses an unknown page, resolving the url relative to the current page', async () => {
    await ctx.nav.navigateTo('/pages/login/login');
    const result = await ctx.nav.navigateTo('nowhere');
    expect(result.ok).toBe(false);
    expect(ctx.errors[0]?.reason).toBe('notFound');
    expect(ctx.errors[0]?.message).toBe('navigateTo:fail page "/pages/login/nowhere" is not found');
  });

  it('finds a relative url that exists', async () => {
    await ctx.nav.navigateTo('/pages/login/login');
    expect(await ctx.nav.navigateTo('register')).toEqual({ ok: true });
    expect(ctx.history.adapter.push).toHaveBeenLastCalledWith('/pages/login/register');
  });

  it('refuses a tab page for navigateTo and redirectTo', async () => {
    await ctx.nav.navigateTo('/pages/tabbar/user/index');
    await ctx.nav.redirectTo('/pages/tabbar/user/index');
    expect(ctx.errors.map((e) => [e.operation, e.reason])).toEqual([
      ['navigateTo', 'tabRefused'],
      ['redirectTo', 'tabRefused'],
    ]);
    expect(ctx.errors[1]?.message).toBe('redirectTo:fail cannot redirectTo to a tab page "/pages/tabbar/user/index"');
  });

  it('refuses a non-tab page for switchTab', async () => {
    const result = await ctx.nav.switchTab('/pages/login/login');
    expect(result.ok).toBe(false);
    expect(ctx.errors[0]?.reason).toBe('notTab');
    expect(ctx.errors[0]?.message).toBe(
      'switchTab:fail cannot switch to a page that is not a tab page "/pages/login/login"',
    );
  });

  it('checks "not found" before the tab rule', async () => {
    await ctx.nav.switchTab('/pages/tabbar/nothing/index');
    expect(ctx.errors[0]?.reason).toBe('notFound');
  });

  it('switchTab drops the query and replaces the page', async () => {
    await ctx.nav.switchTab('/pages/tabbar/user/index?x=1');
    expect(ctx.history.adapter.replace).toHaveBeenCalledWith('/pages/tabbar/user/index');
  });

  it('reLaunch accepts tab and non-tab pages', async () => {
    expect(await ctx.nav.reLaunch('/pages/tabbar/user/index?x=1')).toEqual({ ok: true });
    expect(await ctx.nav.reLaunch('/pages/login/login')).toEqual({ ok: true });
    expect(ctx.history.adapter.replace).toHaveBeenNthCalledWith(1, '/pages/tabbar/user/index?x=1');
  });

  it('locks a url while it is being navigated to, for every operation, then releases it', async () => {
    ctx.history.holdNavigations();
    const first = ctx.nav.navigateTo('/pages/help/index');
    const second = await ctx.nav.redirectTo('/pages/help/index');
    expect(second.ok).toBe(false);
    expect(ctx.errors[0]?.reason).toBe('locked');
    expect(ctx.errors[0]?.message).toBe(
      'redirectTo:fail url "/pages/help/index" is locked, it is already being opened',
    );
    ctx.history.finish();
    expect(await first).toEqual({ ok: true });
    expect(await ctx.nav.navigateTo('/pages/help/index')).toEqual({ ok: true });
  });

  it('does not lock a different url', async () => {
    ctx.history.holdNavigations();
    void ctx.nav.navigateTo('/pages/help/index');
    const other = ctx.nav.navigateTo('/pages/login/login');
    ctx.history.finish();
    expect(ctx.errors).toEqual([]);
    ctx.history.finish();
    await other;
  });

  it('navigateBack goes back by delta', async () => {
    await ctx.nav.navigateTo('/pages/login/login');
    await ctx.nav.navigateTo('/pages/login/register');
    await ctx.nav.navigateBack();
    expect(ctx.history.adapter.go).toHaveBeenCalledWith(-1);
  });

  it('navigateBack with a delta larger than the stack goes as far as it can', async () => {
    await ctx.nav.navigateTo('/pages/login/login');
    await ctx.nav.navigateTo('/pages/login/register');
    await ctx.nav.navigateBack(10);
    expect(ctx.history.adapter.go).toHaveBeenCalledWith(-2);
  });

  it('navigateBack on the first page of history reLaunches /', async () => {
    const deep = setup('/pages/help/index');
    await deep.nav.navigateBack();
    expect(deep.history.adapter.go).not.toHaveBeenCalled();
    expect(deep.history.adapter.replace).toHaveBeenCalledWith('/');
  });

  it('a reLaunch starts a new stack: back from it goes to /', async () => {
    await ctx.nav.navigateTo('/pages/login/login');
    await ctx.nav.reLaunch('/pages/help/index');
    await ctx.nav.navigateBack();
    expect(ctx.history.adapter.go).not.toHaveBeenCalled();
    expect(ctx.history.adapter.replace).toHaveBeenLastCalledWith('/');
  });

  it('copes with the browser back button taking the user below the stack root', async () => {
    await ctx.nav.navigateTo('/pages/login/login');
    await ctx.nav.reLaunch('/pages/help/index');
    ctx.history.setIndex(0);
    await ctx.nav.navigateTo('/pages/login/login');
    await ctx.nav.navigateBack();
    expect(ctx.history.adapter.go).toHaveBeenCalledWith(-1);
  });

  it('preloadPage refuses a tab page that is already present', async () => {
    expect(await ctx.nav.preloadPage('/pages/tabbar/user/index')).toEqual({ ok: true });
    const again = await ctx.nav.preloadPage('/pages/tabbar/user/index');
    expect(again.ok).toBe(false);
    expect(ctx.errors[0]?.reason).toBe('tabPresent');
    expect(ctx.errors[0]?.message).toBe('preloadPage:fail tab page "/pages/tabbar/user/index" is already present');
  });

  it('reports the current route', async () => {
    await ctx.nav.navigateTo('/pages/help/index?type=Cache');
    expect(ctx.nav.currentRoute()?.path).toBe('/pages/help/index');
  });
});
