import type { QueryClient } from '@tanstack/react-query';

/** Every circle list and detail: a like, favourite, comment or new article changes what they show. */
export const CIRCLE_QUERY_ROOTS = ['circle', 'circleDetail', 'circleMy', 'circleFavorite'] as const;

export function invalidateCircle(queryClient: QueryClient): Promise<void> {
  return Promise.all(CIRCLE_QUERY_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] }))).then(
    () => undefined,
  );
}
