import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HOME_TEASER_ROWS } from '@/config/constants';
import { groupGoodsQuery } from '@/entities/goods/getGroupGoodsList';
import { formatPrice } from '@/lib/format';
import { routeUrl } from '@/lib/routes';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Section, useNearViewport } from './Section';

export function GroupBuys() {
  const { t } = useTranslation('home');
  const { ref, inView } = useNearViewport();
  const { data } = useQuery({ ...groupGoodsQuery(), enabled: inView });
  const items = data?.data ?? [];
  if (items.length === 0) return <div ref={ref} className="home-deferred" />;
  return (
    <Section id="home-groups" title={t('groups')}>
      <ul className="list">
        {items.slice(0, HOME_TEASER_ROWS).map((item) => (
          <li key={item.goods.id} className="list__row">
            <AppLink to={routeUrl('goodsDetail', { id: item.goods.id })} className="group-teaser">
              <Image src={item.goods.image} alt="" ratio={1} className="group-teaser__cover" />
              <span className="group-teaser__body">
                <span className="group-teaser__title">{item.goods.title}</span>
                <span className="group-teaser__meta">
                  <Users aria-hidden="true" size={14} /> {t('groupOf', { count: item.group_size })} ·{' '}
                  {formatPrice(item.group_price)}
                </span>
              </span>
              <ChevronRight aria-hidden="true" size={18} />
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
