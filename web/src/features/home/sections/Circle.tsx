import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_CIRCLE_ROWS } from '@/config/constants';
import { circleTeaserQuery } from '@/entities/circle/getCircleList';
import { formatCount } from '@/lib/format';
import { userText } from '@/lib/user-text';
import { Section, useNearViewport } from './Section';

export function Circle() {
  const { t } = useTranslation('home');
  const { ref, inView } = useNearViewport();
  const { data } = useQuery({ ...circleTeaserQuery(), enabled: inView });
  const articles = data?.data ?? [];
  if (articles.length === 0) return <div ref={ref} className="home-deferred" />;
  return (
    <Section id="home-circle" title={t('circle')}>
      <ul className="circle-teaser">
        {articles.slice(0, HOME_CIRCLE_ROWS).map((article) => (
          <li key={article.id} className="circle-teaser__item">
            <h3 className="circle-teaser__title">{userText(article.title)}</h3>
            <p className="circle-teaser__content">{userText(article.content)}</p>
            <p className="circle-teaser__meta">
              {userText(article.user.nickname)} ·{' '}
              {t('likes', { count: article.likes, value: formatCount(article.likes) })}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
