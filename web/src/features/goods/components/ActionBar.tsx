import type { ReactNode } from 'react';

/** The bottom bar of a detail page: small icon actions on the left, the buying buttons on the right. */
export function ActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="action-bar" aria-label={label}>
      {children}
    </nav>
  );
}
