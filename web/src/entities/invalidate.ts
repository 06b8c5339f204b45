import type { QueryClient } from '@tanstack/react-query';
import type { QueryKeyPrefix } from '@/lib/query-keys';

/**
 * Marks what a write changed as stale. Whatever is on screen, kept-alive tab pages included, is fetched again
 * at once; the rest when it is next shown. Each write module lists its changes (`…Changes`) next to the call.
 */
export function invalidate(queryClient: QueryClient, changes: readonly QueryKeyPrefix[]): Promise<void> {
  return Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
