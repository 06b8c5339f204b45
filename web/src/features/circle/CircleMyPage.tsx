import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myCircleArticlesQuery } from '@/entities/circle/getMyCircleArticles';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { ArticleCard } from './ArticleCard';
import './circle.css';

/** The articles the signed-in user published, newest first. */
export default function CircleMyPage() {
  useSignals();
  const { t } = useTranslation('circle');
  const list = useInfiniteQuery(myCircleArticlesQuery(token.value));
  return (
    <Page>
      <InfiniteList
        label={t('my.title')}
        {...pagedListProps(list)}
        getKey={(article) => article.id}
        renderItem={(article) => <ArticleCard article={article} />}
        empty={
          <>
            {t('my.empty')} <AppLink to={routeUrl('circlePublish')}>{t('publish.action')}</AppLink>
          </>
        }
      />
    </Page>
  );
}
