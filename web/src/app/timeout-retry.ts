import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { routeAt } from '@/lib/routes';
import type { AppLocation } from './router';

function timedOutLast(query: Query): boolean {
  const { error } = query.state;
  return isApiError(error) && error.kind === 'timeout';
}

/**
 * What the page being opened asked for with its code (its route's `data`). It may not be on screen yet: on a
 * slow line the time-out can come while its code is still on its way, and the page then shows the failure it
 * finds in the cache without asking again.
 */
function openingHashes(location: AppLocation): ReadonlySet<string> {
  const keys = routeAt(location.pathname)?.data?.(new URLSearchParams(location.search))?.queryKeys ?? [];
  return new Set(keys.map((key) => hashKey(key)));
}

/**
 * The tap on the time-out layer: asks again for the data on screen whose last request timed out, and for what
 * the page being opened (`opening`: the router's target while its code loads, else the page shown) asked for.
 * Writes (mutations, downloads) are not sent again by themselves: the provider may have carried them out before
 * the time-out, so the user repeats them knowingly.
 */
export function retryTimedOutQueries(queryClient: QueryClient, opening: AppLocation): Promise<void> {
  const keys = openingHashes(opening);
  return queryClient.refetchQueries({
    predicate: (query) => timedOutLast(query) && (query.isActive() || keys.has(query.queryHash)),
  });
}

/**
 * The connection is back: asks again for the data on screen, and for what the page being opened asked for with
 * its code and did not get (the same race as a time-out's: a cold link can lose its connection before its page
 * is there to find the failure, which it would then show without asking again).
 */
export function refetchAfterReconnect(queryClient: QueryClient, opening: AppLocation): Promise<void> {
  const keys = openingHashes(opening);
  return queryClient.refetchQueries({
    predicate: (query) => query.isActive() || (keys.has(query.queryHash) && query.state.status === 'error'),
  });
}
