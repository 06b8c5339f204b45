import type { RouteEntry } from '@/config/paths';

/** What each route carries for the shell (read through `useMatches`). */
export interface RouteHandle {
  route: RouteEntry;
}
