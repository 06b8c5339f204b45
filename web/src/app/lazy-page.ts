import type { ComponentType } from 'react';
import { importAgain } from '@/lib/fresh-import';
import { loadNamespaces, type Namespace } from '@/lib/i18n';

export interface LazyPage {
  load(): Promise<ComponentType>;
  /** Whether the page's code has arrived (a tab page counts as "alive" then). */
  loaded(): boolean;
  /** The page component once loaded (the router has always loaded a page before it is shown). */
  component(): ComponentType | undefined;
  /** The namespaces fetched with the page: its title's among them (`page-titles.test.ts`). */
  readonly namespaces: readonly Namespace[];
}

/**
 * Wraps a page module import so its code is fetched once and its state can be asked. The page's strings
 * (its feature's namespace, and any other it shows) are fetched beside its code and the page counts as loaded only when both have
 * arrived, so no page suspends on strings or shows a raw key.
 */
export function lazyPage(importer: () => Promise<{ default: ComponentType }>, ...namespaces: Namespace[]): LazyPage {
  let pending: Promise<ComponentType> | undefined;
  let component: ComponentType | undefined;
  let attempts = 0;
  return {
    load() {
      pending ??= Promise.all([importAgain(importer, attempts++), loadNamespaces(...namespaces)]).then(
        ([module]) => {
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
    namespaces,
  };
}
