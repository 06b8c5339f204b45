import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/lib/i18n';
import { navigation } from '@/lib/navigation';
import type { RouteEntry } from '@/lib/routes';
import { NavBar } from '@/ui/nav-bar/NavBar';
import { hasBack, usePageRoute } from './page-route';

/**
 * The title of a frame outside the route table: the only one the app shows is a page that failed (the
 * router's error element), which names its own title.
 */
const NO_ROUTE_TITLE: MessageKey = 'common:routeError.title';

export interface PageProps {
  children: ReactNode;
  /**
   * Text the page's data gives for its title (a goods title, a musician's name, a count), shown in place of
   * the route's title once it is known; while it is undefined the route's title shows.
   */
  dataTitle?: string | undefined;
  /** A frame shown in place of a route's own page (a page that failed), with a title of its own. */
  titleKey?: MessageKey;
}

/**
 * The title of a route (or the frame's own, where it names one or the route is not in the table) in the
 * language shown. i18next types a key by the hook's namespace; a MessageKey names its own and is checked
 * against the locale files already.
 */
function useTitle(route: RouteEntry | undefined, own?: MessageKey): string {
  const translate = useTranslation().t as unknown as (key: MessageKey) => string;
  return translate(own ?? route?.title ?? NO_ROUTE_TITLE);
}

/** The current route's title in the language shown, for a page that names a region after it. */
export function usePageTitle(): string {
  return useTitle(usePageRoute());
}

/**
 * The frame every page shares: the nav bar (banner landmark) and the main landmark. Back and the title are
 * the frame's, not the page's: by its route, every page outside the tab bar has back, following the
 * navigation service's rule (on the first page of history it goes to `/`), and the title is the one the
 * route table names, unless the page's data gives one.
 */
export function Page({ children, dataTitle, titleKey }: PageProps) {
  const route = usePageRoute();
  const routeTitle = useTitle(route, titleKey);
  const title = dataTitle ?? routeTitle;
  return (
    <>
      <NavBar title={title} {...(hasBack(route) ? { onBack: () => void navigation.navigateBack() } : {})} />
      <main className="page">{children}</main>
    </>
  );
}
