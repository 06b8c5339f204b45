import { isRouteName, routeUrl } from '@/lib/routes';

/**
 * The url of a route by name, or undefined while that page is not part of the app: links to pages other
 * features build appear once those pages land.
 */
export function optionalUrl(name: string, query?: Record<string, string | number | undefined>): string | undefined {
  return isRouteName(name) ? routeUrl(name, query) : undefined;
}
