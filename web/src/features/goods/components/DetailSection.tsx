import type { ReactNode, Ref } from 'react';

/** A titled block of a detail page. */
export function DetailSection({
  id,
  title,
  children,
  ref,
}: {
  id: string;
  title: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section ref={ref} className="detail-section" aria-labelledby={id}>
      <h2 id={id} className="detail-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
