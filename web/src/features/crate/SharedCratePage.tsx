import { useSignals } from '@preact/signals-react/runtime';
import { useQueries } from '@tanstack/react-query';
import { Download, Play } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { goodsDetailQuery } from '@/entities/goods/getGoodsDetail';
import { crateItemOf } from '@/lib/crate/format';
import { showToast } from '@/lib/layers/toast';
import { navigation } from '@/lib/navigation';
import { playTrack, trackOf } from '@/lib/player';
import { routeUrl } from '@/lib/routes';
import { Page } from '@/ui/page/Page';
import { EmptyState, LoadError, SkeletonRows } from '@/ui/query-view/QueryView';
import { CrateList } from './CrateList';
import { decodeCrate } from './share-link';
import './crate.css';

/**
 * A crate someone shared: a read-only copy, read from the provider track by track (the link holds only ids),
 * which its receiver can play through and import into their own crate.
 */
export default function SharedCratePage() {
  useSignals();
  const { t } = useTranslation('crate');
  const [params] = useSearchParams();
  const refs = useMemo(() => decodeCrate(params.get('ids')), [params]);
  const details = useQueries({
    queries: refs.map((ref) => ({ ...goodsDetailQuery(ref.id, ref.kind), retry: false })),
  });
  const pending = details.some((query) => query.isPending);
  // A track the provider no longer has (or no longer previews) is left out and counted, not shown broken.
  const items = useMemo(
    () =>
      details.flatMap((query) => {
        const track = query.data ? trackOf(query.data) : null;
        return track ? [crateItemOf(track, 0)] : [];
      }),
    [details],
  );
  const failedOffline = details.some((query) => query.isError && query.error.name !== 'ApiError');
  const unavailable = pending ? 0 : refs.length - items.length;

  const importAll = async () => {
    const crate = await import('@/lib/crate/crate');
    const { added, skipped } = crate.importToCrate(items);
    showToast(t('shared.imported', { added, skipped }), 'kit');
  };

  let body: React.ReactNode;
  if (refs.length === 0) body = <EmptyState>{t('shared.invalid')}</EmptyState>;
  else if (pending) body = <SkeletonRows rows={Math.min(refs.length, 5)} />;
  else if (items.length === 0 && failedOffline)
    body = <LoadError onRetry={() => void Promise.all(details.map((query) => query.refetch()))} />;
  else
    body = (
      <>
        <p className="crate-head__count">{t('shared.intro', { count: items.length })}</p>
        {unavailable > 0 ? (
          <p className="crate-notice" role="status">
            {t('shared.unavailable', { count: unavailable })}
          </p>
        ) : null}
        {items.length > 0 ? (
          <>
            <div className="crate-actions">
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => playTrack(items[0] as (typeof items)[number], items)}
              >
                <Play aria-hidden="true" size={18} /> {t('shared.play')}
              </button>
              <button type="button" className="btn" onClick={() => void importAll()}>
                <Download aria-hidden="true" size={18} /> {t('shared.import')}
              </button>
            </div>
            <CrateList items={items} />
          </>
        ) : null}
      </>
    );

  return (
    <Page>
      {body}
      <p>
        <a
          href={`#${routeUrl('crate')}`}
          onClick={(event) => {
            event.preventDefault();
            void navigation.navigateTo(routeUrl('crate'));
          }}
        >
          {t('title')}
        </a>
      </p>
    </Page>
  );
}
