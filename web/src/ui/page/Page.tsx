import type { ReactNode } from 'react';
import { navigation } from '@/lib/navigation';
import { NavBar } from '@/ui/nav-bar/NavBar';
import { hasBack, usePageRoute } from './page-route';

export interface PageProps {
  title: string;
  children: ReactNode;
}

/**
 * The frame every page shares: the nav bar (banner landmark) and the main landmark. Back is the frame's, not
 * the page's: every page outside the tab bar has it, by its route, and it follows the navigation service's
 * rule (on the first page of history it goes to `/`).
 */
export function Page({ title, children }: PageProps) {
  const route = usePageRoute();
  return (
    <>
      <NavBar title={title} {...(hasBack(route) ? { onBack: () => void navigation.navigateBack() } : {})} />
      <main className="page">{children}</main>
    </>
  );
}
