import type { ReactNode } from 'react';
import { requestedMixes } from '@/lib/catalog-intent';
import { navigation } from '@/lib/navigation';
import { routePath } from '@/lib/routes';

interface CategoryMixesLinkProps {
  /** The track the Category tab's list should mix with. */
  trackId: number;
  className?: string;
  children: ReactNode;
}

/**
 * Opens the Category tab with its "mixes with" filter on `trackId`. A tab takes no query (switchTab drops it),
 * so the track travels in `requestedMixes`, which the tab takes once; the href stays a real link to the tab.
 */
export function CategoryMixesLink({ trackId, className, children }: CategoryMixesLinkProps) {
  return (
    <a
      href={`#${routePath('category')}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        requestedMixes.value = trackId;
        void navigation.switchTab(routePath('category'));
      }}
    >
      {children}
    </a>
  );
}
