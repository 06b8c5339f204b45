import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CouponStatus, myCouponsQuery } from '@/entities/coupons/getMyCoupons';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { CouponCard } from './CouponCard';
import './coupons.css';

const STATES: readonly CouponStatus[] = ['unused', 'used', 'expired'];

function CouponList({ status }: { status: CouponStatus }) {
  useSignals();
  const { t } = useTranslation('coupons');
  const list = useInfiniteQuery(myCouponsQuery(status, token.value));
  return (
    <InfiniteList
      label={t(`status.${status}`)}
      {...pagedListProps(list)}
      empty={t('noCoupons')}
      getKey={(coupon) => coupon.id}
      renderItem={(coupon) => (
        <CouponCard
          coupon={coupon}
          muted={status !== 'unused'}
          action={<span className="coupon__state">{t(`status.${status}`)}</span>}
        />
      )}
    />
  );
}

/** My coupons: unused, used and expired. */
export default function MyCouponsPage() {
  const { t } = useTranslation('coupons');
  const [status, setStatus] = useState<CouponStatus>('unused');
  return (
    <Page>
      <div className="tabs" role="tablist" aria-label={t('states')}>
        {STATES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            id={`coupon-tab-${candidate}`}
            aria-selected={status === candidate}
            aria-controls="coupon-panel"
            className="tabs__tab"
            onClick={() => setStatus(candidate)}
          >
            {t(`status.${candidate}`)}
          </button>
        ))}
      </div>
      <section id="coupon-panel" role="tabpanel" aria-labelledby={`coupon-tab-${status}`}>
        <CouponList key={status} status={status} />
      </section>
      <p className="coupon-intro">
        <AppLink to={routeUrl('couponCentre')}>{t('getMore')}</AppLink>
      </p>
    </Page>
  );
}
