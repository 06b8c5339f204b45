import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { navigation } from '@/lib/navigation';
import { updateShareLink } from '@/lib/wechat';
import { HelpButton } from '@/ui/help-button/HelpButton';
import { beginLoading } from '@/ui/loading/store';
import { TabBar } from '@/ui/tab-bar/TabBar';
import type { RouteHandle } from './router';
import { ROUTES } from './routes';
import { TABS, tabKeyOf } from './tabs';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

export function AppShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const routerState = useNavigation();
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

  const tabItems = TABS.map((tab) => ({ key: tab.key, path: tab.path, icon: tab.icon, label: t(tab.labelKey) }));

  return (
    <div className={route?.tab ? 'app app--with-tabs' : 'app'}>
      <Outlet />
      {route?.tab ? (
        <TabBar
          label={t('tabs.label')}
          items={tabItems}
          currentKey={tabKeyOf(route.path)}
          onSelect={(item) => void navigation.switchTab(item.path)}
        />
      ) : null}
      {route === ROUTES.help ? null : (
        <HelpButton label={t('help.open')} onOpen={() => void navigation.navigateTo(ROUTES.help.path)} />
      )}
    </div>
  );
}
