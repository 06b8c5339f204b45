import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { brandDetailQuery } from '@/entities/brands/getBrandDetail';
import { isGone } from '@/lib/api/gone';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { GoodsRow } from '@/ui/goods/GoodsRow';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { EmptyState, QueryView } from '@/ui/query-view/QueryView';
import { BrandSummary } from './BrandCard';
import { JoinState } from './JoinState';
import { MemberRow } from './MemberRow';
import './brands.css';

/** A brand: its profile, the way to join, its team and its latest works. */
export default function BrandDetailPage() {
  useSignals();
  const { t } = useTranslation('brands');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery(brandDetailQuery(valid ? id : 0, token.value));
  // The provider says the brand does not exist: its message, not a retry that would answer the same. A busy
  // server keeps the error and its retry.
  if (valid && isGone(detail.error)) {
    return (
      <Page>
        <EmptyState>
          {detail.error.message} <AppLink to={routeUrl('brands')}>{t('title')}</AppLink>
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page>
      {valid ? (
        <QueryView query={detail}>
          {(d) => (
            <>
              <section className="brand-section">
                <BrandSummary brand={d.brand} />
                <JoinState brandId={d.brand.id} applied={d.applied} member={d.brand.is_member} />
              </section>
              <section className="brand-section" aria-labelledby="brand-team">
                <h2 id="brand-team" className="brand-section__title">
                  {t('team')}
                </h2>
                <ul className="list" aria-labelledby="brand-team">
                  {d.members.map((m) => (
                    <li key={m.user_id} className="list__row">
                      <MemberRow member={m} />
                    </li>
                  ))}
                </ul>
              </section>
              <section className="brand-section" aria-labelledby="brand-works">
                <h2 id="brand-works" className="brand-section__title">
                  {t('works')}
                </h2>
                {d.works.length === 0 ? (
                  <EmptyState>{t('noWorks')}</EmptyState>
                ) : (
                  <ul className="list" aria-labelledby="brand-works">
                    {d.works.map((g) => (
                      <li key={g.id} className="list__row">
                        <GoodsRow goods={g} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </QueryView>
      ) : (
        <EmptyState>{t('detail.missing')}</EmptyState>
      )}
    </Page>
  );
}
