import type { ReactNode } from 'react';
import { NavBar } from '@/ui/nav-bar/NavBar';

export interface PageProps {
  title: string;
  onBack?: () => void;
  children: ReactNode;
}

/** The frame every page shares: the nav bar (banner landmark) and the main landmark. */
export function Page({ title, onBack, children }: PageProps) {
  return (
    <>
      <NavBar title={title} {...(onBack ? { onBack } : {})} />
      <main className="page">{children}</main>
    </>
  );
}
