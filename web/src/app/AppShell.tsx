import { useSignals } from '@preact/signals-react/runtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, startTransition, use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cartListQuery } from '@/entities/cart/getCartList';
import { beginLoading } from '@/lib/layers/loading';
import { navigation } from '@/lib/navigation';
import { inWeChat } from '@/lib/platform';
import { type RouteEntry, routeAt, routeEntry, routePath } from '@/lib/routes';
import { token } from '@/lib/session';
import { HelpButton } from '@/ui/help-button/HelpButton';
import { retryableLazy } from '@/ui/lazy/retryableLazy';
import { PageRouteContext } from '@/ui/page/page-route';
import { PullRefresh } from '@/ui/pull-refresh/PullRefresh';
import { TabBar } from '@/ui/tab-bar/TabBar';
import { PageFailure } from './RouteError';
import { pageOf, pageReady, retryPage } from './router';
import { TABS, type TabDefinition, tabKeyOf } from './tabs';

const LAUNCH_SHELL_ID = 'launch-shell';

// Left out, not failing the shell, when its code cannot arrive (offline); fetched again once back online.
const MiniPlayer = retryableLazy(() => import('@/ui/player/MiniPlayer'));

/** A page with pull-to-refresh where its route has it (docs/behaviour.md#constants): it refetches what the route lists. */
function Refreshable({ route, children }: { route: RouteEntry | undefined; children: ReactNode }) {
  const queryClient = useQueryClient();
  if (!route?.refresh.length) return children;
  const refresh = () =>
    Promise.all(route.refresh.map((queryKey) => queryClient.refetchQueries({ queryKey, type: 'active' })));
  return <PullRefresh onRefresh={refresh}>{children}</PullRefresh>;
}

/** A route's page, suspended until its code has arrived (app/router.ts: a move keeps the page before meanwhile). */
function RoutePage({ route }: { route: RouteEntry }) {
  // A page whose code is there renders at once (a settled promise of another load would still suspend).
  const Component = pageOf(route).component() ?? use(pageReady(route));
  return <Component />;
}

/**
 * A route's page, or the failure in its place with a way to try again: its code failed or timed out to arrive
 * (a dropped connection, the time-out), or it failed to render. The shell, the tab bar, the player and the
 * other tabs stay, and the next address starts afresh.
 */
function GuardedPage({ route, at }: { route: RouteEntry; at: string }) {
  return (
    <ErrorBoundary
      resetKeys={[at]}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <PageFailure
          error={error}
          onRetry={() => {
            retryPage(route);
            // The failure stays on screen, behind the loading indicator, until the page's code is there.
            const end = beginLoading();
            void pageReady(route).then(end, end);
            startTransition(resetErrorBoundary);
          }}
        />
      )}
    >
      <RoutePage route={route} />
    </ErrorBoundary>
  );
}

export function AppShell() {
  useSignals();
  const { t } = useTranslation();
  const location = useLocation();
  // The router has sent a path no route has to the 404 page before it is rendered (app/router.ts).
  const route = routeAt(location.pathname) ?? routeEntry('notFound');
  const queryClient = useQueryClient();

  // The static frame index.html paints before any script runs gives way to the first page, before it paints.
  useLayoutEffect(() => document.getElementById(LAUNCH_SHELL_ID)?.remove(), []);

  // The share card links to the page being shown; the signature itself stays valid (it ignores the hash).
  const shownUrl = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (inWeChat.value) void import('@/lib/wechat').then((wechat) => wechat.updateShareLink(shownUrl));
  }, [shownUrl]);

  // Tab pages stay alive (uni-app's switchTab): each visited tab keeps its component, state and scroll
  // position, hidden while another page is shown.
  const currentTab = route?.tab ? tabKeyOf(route.path) : undefined;
  const [visited, setVisited] = useState<readonly TabDefinition['key'][]>([]);
  if (currentTab && !visited.includes(currentTab)) setVisited([...visited, currentTab]);

  // A tab shown again reads again what changes without a write of this app (the user centre's counts after
  // the provider cancelled an order on its clock); the first show reads it anyway.
  const shownTab = useRef(currentTab);
  const seenTabs = useRef(new Set(currentTab ? [currentTab] : []));
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab shown changes, with its route
  useEffect(() => {
    const previous = shownTab.current;
    shownTab.current = currentTab;
    if (!currentTab || previous === currentTab) return;
    const again = seenTabs.current.has(currentTab);
    seenTabs.current.add(currentTab);
    if (!again || !route?.refetchOnShow) return;
    for (const queryKey of route.refresh) void queryClient.invalidateQueries({ queryKey });
  }, [currentTab]);

  const scrollKey = currentTab ?? 'page';
  const positions = useRef(new Map<string, number>());
  const activeKey = useRef(scrollKey);
  useLayoutEffect(() => {
    activeKey.current = scrollKey;
    window.scrollTo(0, positions.current.get(scrollKey) ?? 0);
  }, [scrollKey]);
  useEffect(() => {
    const remember = () => positions.current.set(activeKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  const onPlayPage = route?.name === 'play';

  const cart = useQuery(cartListQuery(token.value));
  const cartCount = token.value ? (cart.data?.count ?? 0) : 0;
  const tabItems = TABS.map((tab) => ({
    key: tab.key,
    path: tab.path,
    icon: tab.icon,
    label: t(tab.labelKey),
    ...(tab.key === 'cart' && cartCount > 0
      ? { badge: cartCount, badgeLabel: t('tabs.badge', { count: cartCount }) }
      : {}),
  }));

  return (
    <div className={route?.tab ? 'app app--with-tabs' : 'app'}>
      {TABS.filter((tab) => visited.includes(tab.key)).map((tab) => {
        const entry = routeEntry(tab.key);
        return (
          <div key={tab.key} className="tab-page" hidden={tab.key !== currentTab}>
            {/* A tab page that fails to render takes only itself down: the tab bar and the other tabs stay. */}
            <ErrorBoundary
              fallbackRender={({ error, resetErrorBoundary }) => (
                <PageFailure error={error} onRetry={resetErrorBoundary} />
              )}
            >
              <PageRouteContext value={entry}>
                <Refreshable route={entry}>
                  <RoutePage route={entry} />
                </Refreshable>
              </PageRouteContext>
            </ErrorBoundary>
          </div>
        );
      })}
      {route?.tab ? null : (
        <PageRouteContext value={route}>
          <Refreshable route={route}>
            <GuardedPage route={route} at={shownUrl} />
          </Refreshable>
        </PageRouteContext>
      )}
      {route?.tab ? (
        <TabBar
          label={t('tabs.label')}
          items={tabItems}
          currentKey={currentTab}
          onSelect={(item) => void navigation.switchTab(item.path)}
        />
      ) : null}
      {/* The player that outlives every page; its code arrives after the first page, not with it. */}
      <Suspense fallback={null}>
        <MiniPlayer hidden={onPlayPage} onCratePage={route.name === 'crate'} />
      </Suspense>
      {route.name === 'help' ? null : (
        <HelpButton label={t('common.help')} onOpen={() => void navigation.navigateTo(routePath('help'))} />
      )}
    </div>
  );
}
