import type { ReactNode } from 'react';
import { navigation } from '@/lib/navigation';

export interface AppLinkProps {
  /** A route url (path and query). */
  to: string;
  /** redirect replaces the current page instead of opening a new one. */
  mode?: 'navigate' | 'redirect';
  className?: string;
  /** A name of its own, where the visible text says less (a count shown as a badge). */
  'aria-label'?: string;
  children: ReactNode;
}

/** A real link (keyboard, long-press, screen readers) that moves through the navigation service. */
export function AppLink({ to, mode = 'navigate', className, 'aria-label': label, children }: AppLinkProps) {
  return (
    <a
      href={`#${to}`}
      className={className}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        void (mode === 'redirect' ? navigation.redirectTo(to) : navigation.navigateTo(to));
      }}
    >
      {children}
    </a>
  );
}
