import { createContext, useContext } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { type RouteEntry, routeAt } from '@/lib/routes';

/**
 * The route a page is rendered for, given by the shell. Tab pages stay mounted while other routes are shown,
 * so the router's current match is not theirs: the shell names each page's route itself.
 */
export const PageRouteContext = createContext<RouteEntry | undefined>(undefined);

/** The shown location, or undefined outside a router (a page rendered alone, in a test). */
function useOptionalLocation() {
  const inRouter = useInRouterContext();
  // biome-ignore lint/correctness/useHookAtTopLevel: a component is inside a router or not for its whole life
  return inRouter ? useLocation() : undefined;
}

/** The route table's entry of the page being rendered, if it belongs to one. */
export function usePageRoute(): RouteEntry | undefined {
  const given = useContext(PageRouteContext);
  // Outside the shell (a test, an error) the router's location is the page's own.
  const path = useOptionalLocation()?.pathname;
  return given ?? (path === undefined ? undefined : routeAt(path));
}

/**
 * Whether a route's frame offers back: every page but the tab pages (the tab bar is their way around), and
 * a page the table does not know (it was reached somehow, so there is somewhere to go back to).
 */
export function hasBack(route: RouteEntry | undefined): boolean {
  return !route?.tab;
}
