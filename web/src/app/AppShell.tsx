import { useSignals } from '@preact/signals-react/runtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { cartListQuery } from '@/features/cart/api/getCartList';
import { navigation } from '@/lib/navigation';
import { token } from '@/lib/session';
import { updateShareLink } from '@/lib/wechat';
import { HelpButton } from '@/ui/help-button/HelpButton';
import { retryableLazy } from '@/ui/lazy/retryableLazy';
import { beginLoading } from '@/ui/loading/store';
import { onConnectionRestored } from '@/ui/no-network/store';
import { PullRefresh } from '@/ui/pull-refresh/PullRefresh';
import { TabBar } from '@/ui/tab-bar/TabBar';
import type { RouteHandle } from './router';
import { ROUTES, type RouteEntry, type RouteName } from './routes';
import { TABS, type TabDefinition, tabKeyOf } from './tabs';

// The popup's code is not needed to show the first page; it follows right after.
const LaunchPopup = retryableLazy<object>(() =>
  import('@/features/popup/LaunchPopup').then((module) => ({ default: module.LaunchPopup })),
);

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/**
 * A page's query keys begin with its route name ('home', 'cart' ...); pull-to-refresh refetches exactly
 * those. `/` shows the home page, so it refreshes home's queries.
 */
function refreshScope(route: RouteEntry): string {
  if (route === ROUTES.root) return 'home';
  return (Object.keys(ROUTES) as RouteName[]).find((name) => ROUTES[name] === route) ?? '';
}

function PageBody({ route, Component }: { route: RouteEntry; Component: ComponentType }) {
  const queryClient = useQueryClient();
  if (!route.pullRefresh) return <Component />;
  return (
    <PullRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: [refreshScope(route)], type: 'active' })}>
      <Component />
    </PullRefresh>
  );
}

function tabRoute(key: TabDefinition['key']): RouteEntry {
  return ROUTES[key];
}

function OutletPage({ route }: { route: RouteEntry | undefined }) {
  const queryClient = useQueryClient();
  if (!route?.pullRefresh) return <Outlet />;
  return (
    <PullRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: [refreshScope(route)], type: 'active' })}>
      <Outlet />
    </PullRefresh>
  );
}

export function AppShell() {
  useSignals();
  const { t } = useTranslation();
  const location = useLocation();
  const routerState = useNavigation();
  const queryClient = useQueryClient();
  const route = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.route;

  useEffect(() => {
    if (routerState.state === 'idle') return;
    return beginLoading();
  }, [routerState.state]);

  // The share card links to the page being shown; the signature itself stays valid (it ignores the hash).
  useEffect(() => {
    updateShareLink();
  }, [location]);

  // What failed while offline is asked for again once the connection is back.
  useEffect(() => onConnectionRestored(() => void queryClient.refetchQueries({ type: 'active' })), [queryClient]);

  // Tab pages stay alive (uni-app's switchTab): each visited tab keeps its component, state and scroll
  // position, hidden while another page is shown.
  const currentTab = route?.tab ? tabKeyOf(route.path) : undefined;
  const [visited, setVisited] = useState<readonly TabDefinition['key'][]>([]);
  if (currentTab && !visited.includes(currentTab)) setVisited([...visited, currentTab]);

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

  const [popupAllowed] = useState(() => route !== ROUTES.notFound);

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
        const entry = tabRoute(tab.key);
        const Component = entry.page.component();
        if (!Component) return null;
        return (
          <div key={tab.key} className="tab-page" hidden={tab.key !== currentTab}>
            <PageBody route={entry} Component={Component} />
          </div>
        );
      })}
      {route?.tab ? null : <OutletPage route={route} />}
      {route?.tab ? (
        <TabBar
          label={t('tabs.label')}
          items={tabItems}
          currentKey={currentTab}
          onSelect={(item) => void navigation.switchTab(item.path)}
        />
      ) : null}
      {route === ROUTES.help ? null : (
        <HelpButton label={t('help.open')} onOpen={() => void navigation.navigateTo(ROUTES.help.path)} />
      )}
      {popupAllowed ? (
        <Suspense fallback={null}>
          <LaunchPopup />
        </Suspense>
      ) : null}
    </div>
  );
}
