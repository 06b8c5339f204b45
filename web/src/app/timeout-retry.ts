import type { Query, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';

function timedOutLast(query: Query): boolean {
  const { error } = query.state;
  return isApiError(error) && error.kind === 'timeout';
}

/**
 * The tap on the time-out layer: asks again for the data on screen whose last request timed out. Writes
 * (mutations, downloads) are not sent again by themselves: the provider may have carried them out before
 * the time-out, so the user repeats them knowingly.
 */
export function retryTimedOutQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ type: 'active', predicate: timedOutLast });
}
