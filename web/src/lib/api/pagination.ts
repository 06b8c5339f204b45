import type { components } from '@djshop/api';

type Pagination = components['schemas']['Pagination'];

/** The next page of a ThinkPHP paginator answer, or undefined on its last page (TanStack's getNextPageParam). */
export function nextPageOf(page: Pagination): number | undefined {
  return page.current_page < page.last_page ? page.current_page + 1 : undefined;
}
