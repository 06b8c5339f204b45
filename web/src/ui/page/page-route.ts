import { createContext, useContext } from 'react';
import { ROUTE_LIST, type RouteEntry } from '@/config/paths';
import { findRoute } from '@/lib/navigation';
import { useInRouterContext, useLocation } from '@/lib/router';

/**
 * The route a page is rendered for, given by the shell. Tab pages stay mounted while other routes are shown,
 * so the router's current match is not theirs: the shell names each page's route itself.
 */
export const PageRouteContext = createContext<RouteEntry | undefined>(undefined);

/** Where the router's location is the page's own (a page rendered outside the shell, in a test or an error). */
function useLocationRoute(): RouteEntry | undefined {
  const path = useLocation().pathname;
  return findRoute(ROUTE_LIST, path);
}

function useNoRoute(): undefined {
  return undefined;
}

/** The route table's entry of the page being rendered, if it belongs to one. */
export function usePageRoute(): RouteEntry | undefined {
  const given = useContext(PageRouteContext);
  // Whether a router is around never changes for a mounted tree, so the hook called is always the same one.
  const fromLocation = (useInRouterContext() ? useLocationRoute : useNoRoute)();
  return given ?? fromLocation;
}

/**
 * Whether a route's frame offers back: every page but the tab pages (the tab bar is their way around), and
 * a page the table does not know (it was reached somehow, so there is somewhere to go back to).
 */
export function hasBack(route: RouteEntry | undefined): boolean {
  return !route?.tab;
}
