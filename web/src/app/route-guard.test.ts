import { afterEach, describe, expect, it } from 'vitest';
import { allRoutes, routePath } from '@/lib/routes';
import { clearToken, setToken, takeRememberedLocation } from '@/lib/session';
import { parseLocation, resolveLocation } from './router';

// Every route of the table behind login, opened by a visitor, goes to login first and back after it; the route
// sweep (e2e) opens each of them signed in, and as a visitor only the pages anyone may see.

/** A route's address with a query, as a shared link brings it. */
const linkTo = (path: string) => `${path}?id=7`;

describe("the router's login rule, on every route of the table", () => {
  afterEach(() => {
    clearToken();
    takeRememberedLocation();
  });

  const routes = allRoutes();

  it('has routes on both sides of the rule', () => {
    expect(routes.filter((route) => route.auth).length).toBeGreaterThan(10);
    expect(routes.filter((route) => !route.auth).length).toBeGreaterThan(10);
  });

  it.each(routes.filter((route) => route.auth).map((route) => [route.name, route.path] as const))(
    '%s sends a visitor to login and remembers the address to come back to',
    (_name, path) => {
      expect(resolveLocation(parseLocation(linkTo(path)))).toEqual({ redirect: routePath('login') });
      expect(takeRememberedLocation()).toBe(linkTo(path));
    },
  );

  it.each(routes.map((route) => [route.name, route.path] as const))('%s opens for a signed-in user', (name, path) => {
    setToken('user-token');
    const resolution = resolveLocation(parseLocation(linkTo(path)));
    expect('route' in resolution && resolution.route.name).toBe(name);
    expect(takeRememberedLocation()).toBeNull();
  });

  it.each(routes.filter((route) => !route.auth).map((route) => [route.name, route.path] as const))(
    '%s opens for a visitor',
    (name, path) => {
      const resolution = resolveLocation(parseLocation(linkTo(path)));
      expect('route' in resolution && resolution.route.name).toBe(name);
    },
  );
});
