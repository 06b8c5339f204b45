import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type WorksKind, writerWorksQuery } from '@/entities/writers/getWriterWorks';
import { GoodsInfiniteList } from '@/ui/goods/GoodsInfiniteList';
import { Page } from '@/ui/page/Page';
import { EmptyState } from '@/ui/query-view/QueryView';
import { idParam } from './params';
import '@/ui/field/form.css';
import './makers.css';

const KINDS: readonly (WorksKind | undefined)[] = [undefined, 'song', 'album'];

/** Every published work of a musician, playable from its row. */
export default function MakersWorksPage() {
  const { t } = useTranslation('makers');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const [kind, setKind] = useState<WorksKind>(undefined);
  const works = useInfiniteQuery(writerWorksQuery(id, kind));
  return (
    <Page>
      {id === 0 ? (
        <EmptyState>{t('home.unknown')}</EmptyState>
      ) : (
        <>
          <div className="tabs" role="tablist" aria-label={t('works.kinds')}>
            {KINDS.map((value) => (
              <button
                key={value ?? 'all'}
                type="button"
                role="tab"
                aria-selected={kind === value}
                className={`tabs__tab${kind === value ? ' is-active' : ''}`}
                onClick={() => setKind(value)}
              >
                {t(`works.kind.${value ?? 'all'}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="tabs__panel" aria-labelledby="works-heading">
            {/* The rows' titles are h3: the list gets the heading level between them and the page's. */}
            <h2 id="works-heading" className="visually-hidden">
              {t(`works.kind.${kind ?? 'all'}`)}
            </h2>
            <GoodsInfiniteList label={t('works.title')} list={works} />
          </div>
        </>
      )}
    </Page>
  );
}
