import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '@/lib/layers/toast';
import { createNavigation, installNavigation, type NavigationService } from '@/lib/navigation';
import { createQueryClient } from '@/lib/query-client';
import { routePath } from '@/lib/routes';
import { type AppRouter, createAppRouter } from './router';
import { ROUTE_LIST } from './routes';

export interface AppParts {
  /** Made on first use (main.tsx: right after start-up): creating it starts loading the current page's code and data. */
  router: () => AppRouter;
  queryClient: QueryClient;
  navigation: NavigationService;
}

/** Builds the router rules and the navigation service; shared by main.tsx and tests. */
export function bootstrapApp(): AppParts {
  const queryClient = createQueryClient();
  let created: AppRouter | undefined;
  const router = () => {
    created ??= createAppRouter(queryClient);
    return created;
  };
  const navigation = createNavigation({
    routes: ROUTE_LIST,
    adapter: {
      current: () => router().adapter.current(),
      index: () => router().adapter.index(),
      push: (url) => router().adapter.push(url),
      replace: (url) => router().adapter.replace(url),
      go: (delta) => router().adapter.go(delta),
      isLoaded: (path) => router().adapter.isLoaded(path),
      preload: (path) => router().adapter.preload(path),
      openExternal: (url) => router().adapter.openExternal(url),
    },
    homePath: routePath('root'),
    onError: (error) => showToast(error.message),
  });
  installNavigation(navigation);
  return { router, queryClient, navigation };
}
