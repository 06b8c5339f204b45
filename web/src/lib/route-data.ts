import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { preloadImage } from './preload-image';

// What a page's first screen shows, asked for when its route is reached, beside its code, so a cold link does
// not wait for the code before it asks. A route's `data` (lib/routes.ts) builds the page's own query options
// from the link's query, with the page's own parsing: the page then reads the same cache entry. The routes
// that use it are in the entry, so they import the entities' query modules and the pages' small param
// parsers only, never a page.

/** A page's first-screen requests, ready to start. */
export interface RouteData {
  /** Their keys, the page's main request first. */
  queryKeys: readonly QueryKey[];
  /** Starts them into the cache (and a cover after its answer) without waiting; failures are the page's to show. */
  start(queryClient: QueryClient): void;
}

/**
 * The query, and the picture its answer names as the page's largest paint, asked for the moment it is known.
 * Only when nothing is cached under its key: route data is for a page opened cold; a page opened again (a tab
 * the app keeps, a detail seen before) reads again by its own rules, as it did before route data.
 */
export function data<T, K extends QueryKey>(
  query: FetchQueryOptions<T, Error, T, K> & { enabled?: unknown },
  cover?: (answer: T) => string | null | undefined,
): RouteData | undefined {
  // A page whose query waits (no id) asks for nothing either.
  if (query.enabled === false) return undefined;
  return {
    queryKeys: [query.queryKey],
    start(queryClient) {
      if (queryClient.getQueryData(query.queryKey) !== undefined) return;
      queryClient.fetchQuery(query).then(
        (answer: T) => cover && preloadImage(cover(answer)),
        () => undefined,
      );
    },
  };
}

/**
 * A first screen of several requests (Home's sections, Category's filters and list): all start at once; the
 * first is the page's main one.
 */
export function together(main: RouteData | undefined, ...others: readonly RouteData[]): RouteData | undefined {
  if (!main) return undefined;
  return {
    queryKeys: [...main.queryKeys, ...others.flatMap((other) => other.queryKeys)],
    start(queryClient) {
      main.start(queryClient);
      for (const other of others) other.start(queryClient);
    },
  };
}

/** A list's first page, when nothing is cached under its key (see `data`). */
export function firstPage<T, K extends QueryKey>(
  query: FetchInfiniteQueryOptions<T, Error, T, K, number> & { enabled?: unknown },
): RouteData {
  // A list that waits (signed out) asks for nothing either.
  if (query.enabled === false) return { queryKeys: [query.queryKey], start: () => undefined };
  return {
    queryKeys: [query.queryKey],
    start(queryClient) {
      if (queryClient.getQueryData(query.queryKey) === undefined) void queryClient.prefetchInfiniteQuery(query);
    },
  };
}

/** A request beside the page's main one, when nothing is cached under its key (see `data`). */
export function beside<T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>): RouteData {
  return {
    queryKeys: [query.queryKey],
    start(queryClient) {
      if (queryClient.getQueryData(query.queryKey) === undefined) void queryClient.prefetchQuery(query);
    },
  };
}
