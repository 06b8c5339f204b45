import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { siteStatisticsQuery } from '../api/getSiteStatistics';

export function Statistics() {
  const { t } = useTranslation('home');
  const { data, isError } = useQuery(siteStatisticsQuery());
  if (isError) return null;
  const facts = [
    ['stats.music', data?.music_count],
    ['stats.writers', data?.writer_count],
    ['stats.users', data?.user_count],
    ['stats.downloads', data?.download_count],
  ] as const;
  return (
    <dl className="stats" aria-label={t('stats.title')} aria-busy={!data}>
      {facts.map(([key, value]) => (
        <div key={key} className="stats__item">
          <dt>{t(key)}</dt>
          <dd>{value === undefined ? <span className="skeleton stats__pending" /> : formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
