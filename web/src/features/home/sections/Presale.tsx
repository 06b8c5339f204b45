import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_TEASER_ROWS } from '@/config/constants';
import { formatDate } from '@/lib/format';
import { GoodsRow } from '@/ui/goods/GoodsRow';
import { presaleQuery } from '../api/getPresaleList';
import { Section, useNearViewport } from './Section';

export function Presale() {
  const { t, i18n } = useTranslation('home');
  const { ref, inView } = useNearViewport();
  const { data } = useQuery({ ...presaleQuery(), enabled: inView });
  const items = data?.data ?? [];
  if (items.length === 0) return <div ref={ref} className="home-deferred" />;
  return (
    <Section id="home-presale" title={t('presale')}>
      <ul className="list">
        {items.slice(0, HOME_TEASER_ROWS).map((item) => (
          <li key={item.goods.id} className="list__row">
            <GoodsRow goods={item.goods} />
            <p className="presale__release">{t('releaseOn', { date: formatDate(item.release_time, i18n.language) })}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
