import type { ReactNode } from 'react';
import { ROUTES } from '@/config/paths';
import { navigation } from '@/lib/navigation';

/** The Category tab, opened with switchTab: navigateTo and redirectTo refuse a tab page. */
export function CatalogueLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <a
      href={`#${ROUTES.category.path}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        void navigation.switchTab(ROUTES.category.path);
      }}
    >
      {children}
    </a>
  );
}
