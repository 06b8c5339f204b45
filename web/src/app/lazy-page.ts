import type { ComponentType } from 'react';

export interface LazyPage {
  load(): Promise<ComponentType>;
  /** Whether the page's code has arrived (a tab page counts as "alive" then). */
  loaded(): boolean;
  /** The page component once loaded (the router has always loaded a page before it is shown). */
  component(): ComponentType | undefined;
}

/** Wraps a page module import so its code is fetched once and its state can be asked. */
export function lazyPage(importer: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: Promise<ComponentType> | undefined;
  let component: ComponentType | undefined;
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          component = module.default;
          return module.default;
        },
        (error: unknown) => {
          // A failed fetch (flaky network) may be retried by the next navigation.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => component !== undefined,
    component: () => component,
  };
}
