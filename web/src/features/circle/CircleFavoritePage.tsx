import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { favoriteCircleArticlesQuery } from '@/entities/circle/getFavoriteCircleArticles';
import { token } from '@/lib/session';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { Page } from '@/ui/page/Page';
import { ArticleCard } from './ArticleCard';
import './circle.css';

/** The articles the signed-in user keeps as favourites, most recently kept first. */
export default function CircleFavoritePage() {
  useSignals();
  const { t } = useTranslation('circle');
  const list = useInfiniteQuery(favoriteCircleArticlesQuery(token.value));
  return (
    <Page>
      <InfiniteList
        label={t('favorite.title')}
        {...pagedListProps(list)}
        getKey={(article) => article.id}
        renderItem={(article) => <ArticleCard article={article} />}
        empty={t('favorite.empty')}
      />
    </Page>
  );
}
