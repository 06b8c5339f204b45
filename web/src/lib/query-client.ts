import {
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  type Query,
  QueryClient,
  type QueryClientConfig,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { ROUTE_DATA_FRESH_MS } from '@/config/constants';

/** The queries the current route's loader started, per client (see startRouteData). */
const routeQueries = new WeakMap<QueryClient, Set<Query>>();

/**
 * A query the route's loader started and that failed is not asked again when its page mounts (the request
 * rules have told the user, and the page shows the error with its retry); any other failed query is retried
 * on mount, as TanStack Query does by default. A query's `retryOnMount` cannot be a function of the query,
 * so the defaults are made per query here.
 */
class RouteAwareQueryClient extends QueryClient {
  constructor(
    config: QueryClientConfig,
    private readonly current: Set<Query>,
  ) {
    super(config);
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    const query = this.getQueryCache().get(defaulted.queryHash);
    if (query && this.current.has(query as Query)) defaulted.retryOnMount = false;
    return defaulted;
  }
}

export function createQueryClient(): QueryClient {
  const current = new Set<Query>();
  const client = new RouteAwareQueryClient(
    {
      defaultOptions: {
        queries: {
          // Every failure has already been shown once by the request rules; retrying would repeat the toast.
          retry: false,
          refetchOnWindowFocus: false,
          // What the route fetched beside its code is what its page renders: asking again on mount would double
          // every arrival's requests. Everything else is stale at once, as TanStack Query's default.
          staleTime: (query) => (current.has(query) ? ROUTE_DATA_FRESH_MS : 0),
        },
        mutations: { retry: false },
      },
    },
    current,
  );
  routeQueries.set(client, current);
  return client;
}

/** A route's data starts: what the previous route fetched is no longer held fresh for it. */
export function startRouteData(client: QueryClient): void {
  routeQueries.get(client)?.clear();
}

function remember(client: QueryClient, queryKey: QueryKey): void {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (query) routeQueries.get(client)?.add(query);
}

type Enabled = { enabled?: unknown };

/**
 * Starts one query of the route's page while its code downloads (a page's own `enabled: false` is kept:
 * nothing is asked for that the page would not ask for). Resolves with the data, or undefined on failure,
 * which the request rules have reported and the page shows.
 */
export function prefetchForRoute<TData, TError, TKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, TError, TData, TKey> & Enabled,
): Promise<TData | undefined> {
  if (options.enabled === false) return Promise.resolve(undefined);
  const data = client.fetchQuery(options).catch(() => undefined);
  remember(client, options.queryKey);
  return data;
}

/** The options of a paged list (from `infiniteQueryOptions`), whatever its data. */
export interface InfiniteListOptions {
  queryKey: QueryKey;
  initialPageParam: unknown;
  getNextPageParam: unknown;
  enabled?: unknown;
}

/** prefetchForRoute for a paged list: its first page. */
export function prefetchInfiniteForRoute(client: QueryClient, options: InfiniteListOptions): void {
  if (options.enabled === false) return;
  // Made by infiniteQueryOptions, whose own types differ per list only in the data they carry.
  void client.prefetchInfiniteQuery(options as FetchInfiniteQueryOptions<unknown, Error, unknown, QueryKey, unknown>);
  remember(client, options.queryKey);
}

/** Resolves once every query the current route's loader started has its answer (or has failed). */
export function routeDataSettled(client: QueryClient): Promise<void> {
  const pending = () => [...(routeQueries.get(client) ?? [])].some((query) => query.state.fetchStatus === 'fetching');
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (pending()) return;
      unsubscribe();
      resolve();
    });
  });
}
