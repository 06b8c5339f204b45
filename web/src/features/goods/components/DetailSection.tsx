import type { ReactNode } from 'react';

/** A titled block of a detail page. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 id={id} className="detail-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
