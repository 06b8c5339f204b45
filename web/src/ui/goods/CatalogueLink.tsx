import type { ReactNode } from 'react';
import { navigation } from '@/lib/navigation';
import { routePath } from '@/lib/routes';

/** The Category tab, opened with switchTab: navigateTo and redirectTo refuse a tab page. */
export function CatalogueLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <a
      href={`#${routePath('category')}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        void navigation.switchTab(routePath('category'));
      }}
    >
      {children}
    </a>
  );
}
