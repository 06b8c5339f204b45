import { ROUTE_DATA_FRESH_MS } from '@/config/constants';

/**
 * The options of every query a route asks for beside its page's code (its route's `data`, lib/route-data.ts): the page that mounts
 * once its code has arrived reads that answer instead of asking again, and a failed one is the page's error to
 * show (with its retry), not a second request and a second toast. What changes the data invalidates its keys,
 * which a fresh time does not hold back.
 */
export const ROUTE_READ = { staleTime: ROUTE_DATA_FRESH_MS, retryOnMount: false } as const;
