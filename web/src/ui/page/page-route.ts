import { createContext, useContext } from 'react';
import { ROUTE_LIST, type RouteEntry } from '@/config/paths';
import { findRoute } from '@/lib/navigation';
import { useOptionalLocation } from '@/lib/router';

/**
 * The route a page is rendered for, given by the shell. Tab pages stay mounted while other routes are shown,
 * so the router's current match is not theirs: the shell names each page's route itself.
 */
export const PageRouteContext = createContext<RouteEntry | undefined>(undefined);

/** The route table's entry of the page being rendered, if it belongs to one. */
export function usePageRoute(): RouteEntry | undefined {
  const given = useContext(PageRouteContext);
  // Outside the shell (a test, an error) the router's location is the page's own.
  const path = useOptionalLocation()?.pathname;
  return given ?? (path === undefined ? undefined : findRoute(ROUTE_LIST, path));
}

/**
 * Whether a route's frame offers back: every page but the tab pages (the tab bar is their way around), and
 * a page the table does not know (it was reached somehow, so there is somewhere to go back to).
 */
export function hasBack(route: RouteEntry | undefined): boolean {
  return !route?.tab;
}
