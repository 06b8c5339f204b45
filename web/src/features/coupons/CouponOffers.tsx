import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { claimCoupon, claimCouponChanges } from '@/entities/coupons/claimCoupon';
import { couponCenterQuery } from '@/entities/coupons/getCouponCenter';
import { showToast } from '@/lib/layers/toast';
import { token } from '@/lib/session';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { CouponCard } from './CouponCard';
import './coupons.css';
import { invalidate } from '@/entities/invalidate';
import { SubmitButton } from '@/ui/field/SubmitButton';

/** The welfare centre's coupon offers, each claimable once. */
export function CouponOffers({ label }: { label: string }) {
  useSignals();
  const { t } = useTranslation('coupons');
  const queryClient = useQueryClient();
  const offers = useInfiniteQuery(couponCenterQuery(token.value));
  const claim = useMutation({
    mutationFn: claimCoupon,
    onSuccess: () => showToast(t('claimed')),
    // Claimed or not (someone else may have taken the last one), the offers and my coupons have moved.
    onSettled: () => invalidate(queryClient, claimCouponChanges),
  });
  return (
    <InfiniteList
      label={label}
      {...pagedListProps(offers)}
      empty={t('noOffers')}
      getKey={(offer) => offer.id}
      renderItem={(offer) => {
        const pending = claim.isPending && claim.variables === offer.id;
        return (
          <CouponCard
            coupon={offer}
            muted={offer.claimed || offer.stock === 0}
            action={
              offer.claimed ? (
                <span className="coupon__state">{t('alreadyClaimed')}</span>
              ) : offer.stock === 0 ? (
                <span className="coupon__state">{t('soldOut')}</span>
              ) : (
                <SubmitButton
                  type="button"
                  aria-label={t('claimNamed', { name: offer.name })}
                  pending={pending}
                  // One claim at a time: the others wait too, though only this one is busy.
                  disabled={claim.isPending}
                  onClick={() => claim.mutate(offer.id)}
                >
                  {t('claim')}
                </SubmitButton>
              )
            }
          />
        );
      }}
    />
  );
}
