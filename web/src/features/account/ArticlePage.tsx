import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ArticleName, articleQuery } from '@/entities/home/getArticle';
import { formatDate } from '@/lib/format';
import { sanitizeHtml } from '@/lib/rich-text';
import { Page, usePageTitle } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import './account.css';

/** A static page written in the back office; its HTML is sanitised before it is shown. */
export function ArticlePage({ name }: { name: ArticleName }) {
  const { t, i18n } = useTranslation('account');
  const title = usePageTitle();
  const query = useQuery(articleQuery(name));
  return (
    <Page>
      <QueryView query={query}>
        {(article) => (
          <article className="card article" aria-label={title}>
            <p className="article__updated">
              {t('article.updated', { date: formatDate(article.updatetime, i18n.language) })}
            </p>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: back-office HTML, sanitised by DOMPurify */}
            <div className="article__body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.content) }} />
          </article>
        )}
      </QueryView>
    </Page>
  );
}
