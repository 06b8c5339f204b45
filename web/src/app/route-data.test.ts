import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type RouteName } from '@/config/paths';
import { goodsDetailQuery } from '@/entities/goods/getGoodsDetail';
import { createQueryClient } from '@/lib/query-client';
import { token } from '@/lib/session';
import { ROUTE_DATA } from './route-data';
import { buildRoutes } from './router';

// Every detail page, listing and tab starts its data when its route is matched, beside its code: the loader
// sits on the route object itself (React Router runs it at once, while `lazy` downloads the page) and starts
// the page's queries without waiting for them.

const ARRIVALS: Partial<Record<RouteName, string>> = {
  // tabs
  home: '',
  vip: '',
  category: '',
  cart: '',
  user: '',
  // listings
  topList: '',
  dayList: '',
  selectedMusicPack: '',
  suiteList: '',
  singleMusic: '',
  dJSingle: '',
  dJTeaching: '',
  vipList: '',
  welfareCenter: '',
  singerTrackList: '?writer_id=3',
  tAG: '',
  soundLight: '',
  stageNameLogo: '',
  software: '',
  // details
  singleDetail: '?id=5',
  tvDetail: '?id=5',
  videoDetail: '?id=5',
  tvplayer: '?id=5',
  materialObjectDetail: '?id=5',
  goodsDetail: '?id=5',
  circleDetail: '?id=5',
  makersHome: '?id=5',
  brandDetail: '?id=5',
  orders: '',
  orderDetail: '?id=5',
};

function routeOf(routes: RouteObject[], name: RouteName): RouteObject {
  const route = routes[0]?.children?.find((child) => child.path === ROUTES[name].path);
  if (!route) throw new Error(`no route ${name}`);
  return route;
}

function match(queryClient: QueryClient, name: RouteName, query: string): unknown {
  const route = routeOf(buildRoutes(queryClient), name);
  const loader = route.loader;
  if (typeof loader !== 'function') throw new Error(`${name} has no loader on its route object`);
  const request = new Request(`http://localhost${ROUTES[name].path}${query}`);
  return loader({ request, params: {}, context: undefined } as LoaderFunctionArgs);
}

const fetching = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.fetchStatus === 'fetching');

let fetches: string[];

/** The loaders' table loads as a chunk of its own: wait for it, and for what a loader starts with it. */
const settled = async () => {
  await import('./route-data');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  fetches = [];
  token.value = 'test-token';
  // The provider never answers: what matters is that the requests have started.
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    fetches.push(String(input instanceof Request ? input.url : input));
    return new Promise<Response>(() => undefined);
  });
});

afterEach(() => {
  token.value = null;
});

describe('route data', () => {
  it.each(Object.entries(ARRIVALS) as [RouteName, string][])(
    '%s starts its data as soon as it is matched, without waiting for it',
    async (name, query) => {
      expect(ROUTE_DATA[name]).toBeTypeOf('function');
      const queryClient = createQueryClient();
      const result = match(queryClient, name, query);
      // Nothing to wait for: the page's code is not held back by its data, nor its data by the code (the
      // loaders' table is a chunk of its own, asked for beside the page's).
      expect(result).toBeNull();
      await vi.waitFor(() => expect(fetching(queryClient).length).toBeGreaterThan(0));
      await vi.waitFor(() => expect(fetches.length).toBeGreaterThan(0));
    },
  );

  it("asks for the detail page's own query, so the page renders from the cache and does not ask again", async () => {
    const queryClient = createQueryClient();
    match(queryClient, 'singleDetail', '?id=5&type=special');
    await settled();
    const expected = goodsDetailQuery(5, 'special');
    const query = queryClient.getQueryCache().find({ queryKey: expected.queryKey, exact: true });
    expect(query?.state.fetchStatus).toBe('fetching');
    // Held fresh for the page that renders it, so its mount does not fetch it a second time.
    query?.setData({ id: 5 });
    expect(query?.isStale()).toBe(false);
    // The next route's data takes over: the detail is no longer held fresh once the visitor has moved on.
    match(queryClient, 'home', '');
    await settled();
    expect(query?.isStaleByTime(0)).toBe(true);
  });

  it('does not ask again on mount for a route query that failed: the page shows the error and its retry', async () => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      fetches.push(String(input instanceof Request ? input.url : input));
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const queryClient = createQueryClient();
    match(queryClient, 'singleDetail', '?id=5&type=music');
    const options = goodsDetailQuery(5, 'music');
    await vi.waitFor(() => expect(queryClient.getQueryState(options.queryKey)?.status).toBe('error'));
    const calls = fetches.length;
    const observer = new QueryObserver(queryClient, options);
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(queryClient.getQueryState(options.queryKey)?.fetchStatus).toBe('idle');
    expect(fetches.length).toBe(calls);
    unsubscribe();
  });

  it('asks for nothing on a link without a valid id (the page shows "not found")', async () => {
    const queryClient = createQueryClient();
    match(queryClient, 'singleDetail', '?id=abc');
    await settled();
    expect(fetching(queryClient)).toEqual([]);
  });

  it('sends a visitor to login before asking for signed-in data', async () => {
    token.value = null;
    const queryClient = createQueryClient();
    const result = match(queryClient, 'orderDetail', '?id=5') as Response;
    expect(result.status).toBe(302);
    await settled();
    expect(fetching(queryClient)).toEqual([]);
  });
});
