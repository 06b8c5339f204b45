import type { QueryClient } from '@tanstack/react-query';
import { ROUTE_LIST, ROUTES } from '@/config/paths';
import { createNavigation, installNavigation, type NavigationService } from '@/lib/navigation';
import { createQueryClient } from '@/lib/query-client';
import { currentHashLocation, setLoginRedirect } from '@/lib/session';
import { showToast } from '@/ui/toast/store';
import { type AppRouter, createAppRouter, routerAdapter } from './router';

export interface AppParts {
  /** Made on first use (main.tsx: right after start-up): creating it starts loading the current page's code and data. */
  router: () => AppRouter;
  queryClient: QueryClient;
  navigation: NavigationService;
}

/** Builds the router, the navigation service and the session hooks; shared by main.tsx and tests. */
export function bootstrapApp(): AppParts {
  const queryClient = createQueryClient();
  let created: AppRouter | undefined;
  const router = () => {
    created ??= createAppRouter(queryClient);
    return created;
  };
  const navigation = createNavigation({
    routes: ROUTE_LIST,
    adapter: routerAdapter(router),
    homePath: ROUTES.root.path,
    onError: (error) => showToast(error.message),
  });
  installNavigation(navigation);
  setLoginRedirect(() => {
    if (currentHashLocation().startsWith(ROUTES.login.path)) return;
    void navigation.navigateTo(ROUTES.login.path);
  });
  return { router, queryClient, navigation };
}
