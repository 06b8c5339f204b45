import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_TEASER_ROWS } from '@/config/constants';
import { todayMusicsTeaserQuery } from '@/entities/goods/getTodayMusics';
import { topMusicTeaserQuery } from '@/entities/goods/getTopMusic';
import { tracksOf } from '@/lib/player';
import { routeUrl } from '@/lib/routes';
import { type Goods, GoodsRow } from '@/ui/goods/GoodsRow';
import { QueryView, SkeletonRows } from '@/ui/query-view/QueryView';
import { Section, useNearViewport } from './Section';

interface TeaserProps {
  id: string;
  title: string;
  more?: string;
  query: UseQueryResult<{ data: Goods[] }>;
  ref?: Ref<HTMLElement>;
}

/** The first rows of a goods listing, playable as one queue, with a link to the whole listing. */
export function GoodsTeaser({ id, title, query, ref, more }: TeaserProps) {
  const items = query.data?.data.slice(0, HOME_TEASER_ROWS);
  const playlist = useMemo(() => tracksOf(items ?? []), [items]);
  return (
    <Section ref={ref} id={id} title={title} {...(more ? { more } : {})}>
      <QueryView
        query={query}
        isEmpty={(page) => page.data.length === 0}
        skeleton={<SkeletonRows rows={HOME_TEASER_ROWS} />}
      >
        {(page) => (
          <ul className="list">
            {page.data.slice(0, HOME_TEASER_ROWS).map((item) => (
              <li key={item.id} className="list__row">
                <GoodsRow goods={item} playlist={playlist} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}

export function TopMusic() {
  const { t } = useTranslation('home');
  return (
    <GoodsTeaser id="home-top" title={t('top')} more={routeUrl('topList')} query={useQuery(topMusicTeaserQuery())} />
  );
}

export function TodayMusics() {
  const { t } = useTranslation('home');
  const { ref, inView } = useNearViewport();
  const query = useQuery({ ...todayMusicsTeaserQuery(), enabled: inView });
  return <GoodsTeaser ref={ref} id="home-today" title={t('today')} more={routeUrl('dayList')} query={query} />;
}
