import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { MessageKey, Namespace } from './i18n';
import { findRoute } from './navigation';
import type { RouteData } from './route-data';

// Routes as plain objects, each declared by the feature that owns its page (`features/<feature>/routes.ts`)
// and collected by `app/routes.ts`, which registers them here at start-up. Features, ui and lib link to pages
// through route names (`routeUrl('orderDetail', { id })`) without importing one another's routes: the names
// are typed from the collected table (`RouteRegister`, filled in by app/routes.ts), so a misspelled name does
// not compile, and the paths are looked up in the registered table.

/** One route as its feature declares it. Flags are false unless given. */
export interface RouteDefinition {
  /** uni-app's page path, e.g. `/pages/index/singleDetail` (its query stays out of it). */
  readonly path: string;
  /**
   * The frame's title: a message key with its namespace, one the page loads (`namespaces`); a page passes a
   * title only for text its data gives (a goods title, a musician's name).
   */
  readonly title: MessageKey;
  /** A tab-bar page, reached by switchTab only. */
  readonly tab?: true;
  /** Needs a login: a visitor is sent to login and brought back afterwards (`lib/login.ts`). */
  readonly auth?: true;
  /** The query keys (the entities' key factories) pull-to-refresh refetches, those on screen only. */
  readonly refresh?: readonly QueryKey[];
  /** A tab page whose `refresh` keys are read again each time it is shown again. */
  readonly refetchOnShow?: true;
  /** The page's code, loaded when the route is first reached. */
  readonly page: () => Promise<{ default: ComponentType }>;
  /** The namespaces the page shows, fetched with its code (its title's among them). */
  readonly namespaces: readonly Namespace[];
  /**
   * What its first screen asks for, started with its code when the route is reached (`lib/route-data.ts`):
   * the link's query (`?id=…&type=…`) to the page's own query options, parsed the way the page parses it.
   */
  readonly data?: (query: URLSearchParams) => RouteData | undefined;
}

/** A feature's routes by name; the helper only checks their shape. */
export function defineRoutes<const T extends { readonly [name: string]: RouteDefinition }>(routes: T): T {
  return routes;
}

/** Filled in by `app/routes.ts` with the collected table, so that route names are typed from it. */
// biome-ignore lint/suspicious/noEmptyInterface: declaration merging fills it in
export interface RouteRegister {}

type Registered = RouteRegister extends { routes: infer T } ? T : { readonly [name: string]: RouteDefinition };

export type RouteName = keyof Registered & string;

/** A route as the app uses it: its definition, its name and every flag given. */
export interface RouteEntry {
  readonly name: RouteName;
  readonly path: string;
  readonly title: MessageKey;
  readonly tab: boolean;
  readonly auth: boolean;
  readonly refresh: readonly QueryKey[];
  readonly refetchOnShow: boolean;
  readonly page: RouteDefinition['page'];
  readonly namespaces: readonly Namespace[];
  readonly data: RouteDefinition['data'];
}

let byName = new Map<string, RouteEntry>();
let list: readonly RouteEntry[] = [];

/** Registers the app's routes (app/routes.ts, once at start-up). */
export function registerRoutes(routes: { readonly [name: string]: RouteDefinition }): readonly RouteEntry[] {
  list = Object.entries(routes).map(([name, definition]) => ({
    name: name as RouteName,
    path: definition.path,
    title: definition.title,
    tab: definition.tab ?? false,
    auth: definition.auth ?? false,
    refresh: definition.refresh ?? [],
    refetchOnShow: definition.refetchOnShow ?? false,
    page: definition.page,
    namespaces: definition.namespaces,
    data: definition.data,
  }));
  byName = new Map(list.map((entry) => [entry.name, entry]));
  return list;
}

/** Every registered route. */
export function allRoutes(): readonly RouteEntry[] {
  return list;
}

/** A route by name. */
export function routeEntry(name: RouteName): RouteEntry {
  const entry = byName.get(name);
  if (!entry) throw new Error(`Route ${name} is not registered`);
  return entry;
}

/** A route's path, e.g. `routePath('login')`. */
export function routePath(name: RouteName): string {
  return routeEntry(name).path;
}

/** The route a path belongs to (uni-app's paths: no case, no final slash), if any. */
export function routeAt(path: string): RouteEntry | undefined {
  return findRoute(list, path);
}

/** Whether a name (from the provider's data) is a route's. */
export function isRouteName(name: string): name is RouteName {
  return byName.has(name);
}

/**
 * The url of a route that may not be in the table yet (another feature's page still being built), or
 * undefined: links to it appear once it lands.
 */
export function optionalRouteUrl(
  name: string,
  query?: Record<string, string | number | undefined>,
): string | undefined {
  return isRouteName(name) ? routeUrl(name, query) : undefined;
}

/** A route's url with its query, e.g. `routeUrl('help', { type: 'Cache' })`. */
export function routeUrl(name: RouteName, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${routePath(name)}?${search}` : routePath(name);
}
