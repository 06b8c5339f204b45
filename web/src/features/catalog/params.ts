import type { SearchFilters } from '@/entities/goods/searchGoods';

/** Category's list as the tab opens: the newest first. The route asks for it beside the page's code. */
export const CATEGORY_FIRST_FILTERS: SearchFilters = { sort: 'new' };
