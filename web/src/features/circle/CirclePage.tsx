import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CircleSort, circleListQuery } from '@/entities/circle/getCircleList';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { ArticleCard } from './ArticleCard';
import './circle.css';

const SORTS: readonly CircleSort[] = ['new', 'hot'];

/** The circle: every article, newest or most liked first, with the ways to write and to one's own lists. */
export default function CirclePage() {
  useSignals();
  const { t } = useTranslation('circle');
  const [sort, setSort] = useState<CircleSort>('new');
  const list = useInfiniteQuery(circleListQuery(sort, token.value));
  return (
    <Page>
      <nav className="circle-links" aria-label={t('links')}>
        <AppLink to={routeUrl('circleMy')} className="btn">
          {t('my.title')}
        </AppLink>
        <AppLink to={routeUrl('circleFavorite')} className="btn">
          {t('favorite.title')}
        </AppLink>
        <AppLink to={routeUrl('circlePublish')} className="btn btn--primary">
          <PenLine aria-hidden="true" size={16} /> {t('publish.action')}
        </AppLink>
      </nav>
      <div className="tabs" role="tablist" aria-label={t('sort.label')}>
        {SORTS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={sort === s}
            onClick={() => setSort(s)}
          >
            {t(`sort.${s}`)}
          </button>
        ))}
      </div>
      <InfiniteList
        label={t(`sort.${sort}`)}
        {...pagedListProps(list)}
        getKey={(article) => article.id}
        renderItem={(article) => <ArticleCard article={article} />}
        empty={t('empty')}
      />
    </Page>
  );
}
