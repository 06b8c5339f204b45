import { ChevronRight } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from 'react-intersection-observer';
import { HOME_DEFER_MARGIN_PX } from '@/config/constants';
import { AppLink } from '@/ui/link/AppLink';

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
  /** Where the section's "more" link leads (its full listing page). */
  more?: string;
}

/** A titled block of Home (a region named by its heading), with an optional link to its full listing. */
export function Section({ id, title, children, ref, more }: SectionProps) {
  const { t } = useTranslation('home');
  return (
    <section ref={ref} className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {more ? (
          <AppLink to={more} className="home-section__more">
            {t('more')}
            <span className="visually-hidden">{title}</span>
            <ChevronRight aria-hidden="true" size={16} />
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * Sections below the first screen ask for their data when the visitor scrolls near them: the first screen's
 * requests (and the launch popup's) then do not queue behind them on a slow connection.
 */
export function useNearViewport() {
  return useInView({ rootMargin: `${HOME_DEFER_MARGIN_PX}px 0px`, triggerOnce: true });
}
