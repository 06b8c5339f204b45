import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_WRITERS } from '@/config/constants';
import { featuredWritersQuery } from '@/entities/writers/getFeaturedWriters';
import { formatCount } from '@/lib/format';
import { routeUrl } from '@/lib/routes';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Section, useNearViewport } from './Section';

export function Writers() {
  const { t } = useTranslation('home');
  const { ref, inView } = useNearViewport();
  const { data } = useQuery({ ...featuredWritersQuery(), enabled: inView });
  const writers = Array.isArray(data) ? data : [];
  if (writers.length === 0) return <div ref={ref} className="home-deferred" />;
  return (
    <Section id="home-writers" title={t('writers')}>
      <ul className="writers">
        {writers.slice(0, HOME_WRITERS).map((writer) => (
          <li key={writer.id} className="writers__item">
            <AppLink to={routeUrl('makersHome', { id: writer.id })} className="writers__link">
              <Image src={writer.avatar} alt="" ratio={1} className="writers__avatar" />
              <span className="writers__name">{userText(writer.nickname)}</span>
              <span className="writers__fans">
                {t('fans', { count: writer.fans, value: formatCount(writer.fans) })}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
