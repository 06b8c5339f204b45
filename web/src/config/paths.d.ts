declare const DEFINITIONS: {
  readonly notFound: {
    readonly path: '/pages/404/index';
  };
  readonly cross: {
    readonly path: '/pages/cross';
  };
  readonly help: {
    readonly path: '/pages/help/index';
  };
  readonly root: {
    readonly path: '/';
    readonly tab: true;
    readonly refresh: readonly ['home'];
  };
  readonly home: {
    readonly path: '/pages/tabbar/home/index';
    readonly tab: true;
    readonly refresh: readonly ['home'];
  };
  readonly vip: {
    readonly path: '/pages/tabbar/vip/index';
    readonly tab: true;
    readonly refresh: readonly ['vip'];
  };
  readonly category: {
    readonly path: '/pages/tabbar/type/index';
    readonly tab: true;
    readonly refresh: readonly ['category'];
  };
  readonly cart: {
    readonly path: '/pages/tabbar/shopping/index';
    readonly tab: true;
    readonly refresh: readonly ['cart'];
  };
  readonly user: {
    readonly path: '/pages/tabbar/user/index';
    readonly tab: true;
    readonly refresh: readonly ['user'];
  };
  readonly login: {
    readonly path: '/pages/login/login';
  };
  readonly register: {
    readonly path: '/pages/login/register';
  };
  readonly recoverAccess: {
    readonly path: '/pages/login/recoverAccess';
  };
  readonly loginTest: {
    readonly path: '/pages/login/test';
  };
  readonly unlockMusic: {
    readonly path: '/pages/tabbar/type/unlockMusic';
    readonly refresh: readonly ['unlockMusic'];
  };
  readonly downloadLog: {
    readonly path: '/pages/user/downlog/index';
    readonly auth: true;
    readonly refresh: readonly ['downloadLog'];
  };
};
export type RouteName = keyof typeof DEFINITIONS;
export interface RouteEntry {
  readonly name: RouteName;
  readonly path: string;
  readonly tab: boolean;
  readonly auth: boolean;
  /** Query-key roots refetched by pull-to-refresh; empty where the page has none. */
  readonly refresh: readonly string[];
}
export declare const ROUTES: { readonly [name in RouteName]: RouteEntry };
export declare const ROUTE_LIST: readonly RouteEntry[];
export declare function isRouteName(name: string): name is RouteName;
/** A route's url with its query, e.g. `routeUrl('help', { type: 'Cache' })`. */
export declare function routeUrl(name: RouteName, query?: Record<string, string | number | undefined>): string;
