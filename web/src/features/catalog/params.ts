import type { QueryParams } from '@djshop/api';
import type { SearchFilters } from '@/entities/goods/searchGoods';

// What the catalogue's pages show as they open, named once: each page starts from these, and its route asks for
// that first list beside the page's code (its `data` in routes.ts), so the two must agree.

/** Category's list as the tab opens: the newest first. */
export const CATEGORY_FIRST_FILTERS: SearchFilters = { sort: 'new' };

/** A listing's catalogue filters as it opens (the same first order as Category's). */
export const LISTING_FIRST_FILTERS = { sort: 'new' } as const satisfies SearchFilters;

/** The top list's periods, its tabs in order: it opens on the first. */
export const TOP_LIST_PERIODS = ['all', 'week', 'month'] as const satisfies readonly NonNullable<
  QueryParams<'getTopMusic'>['period']
>[];

/** The welfare centre's tabs in order: it opens on the first. */
export const WELFARE_TABS = ['free', 'discount'] as const satisfies readonly NonNullable<
  QueryParams<'getWelfareList'>['tab']
>[];
