import type { ReactNode } from 'react';
import { useBottomBar } from '@/ui/layout/bottom-bars';

/** The bottom bar of a detail page: small icon actions on the left, the buying buttons on the right. */
export function ActionBar({ label, children }: { label: string; children: ReactNode }) {
  const bar = useBottomBar('page');
  return (
    <nav ref={bar} className="action-bar" aria-label={label}>
      {children}
    </nav>
  );
}
