import type { Schema } from '@djshop/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '@/lib/format';

type CouponFace = Pick<Schema<'Coupon'>, 'name' | 'amount' | 'min_amount' | 'starttime' | 'endtime'>;

/** A coupon's face: the saving, the condition, the name and the validity; `action` on the right. */
export function CouponCard({
  coupon,
  action,
  muted = false,
}: {
  coupon: CouponFace;
  action?: ReactNode;
  muted?: boolean;
}) {
  const { t, i18n } = useTranslation('coupons');
  const condition =
    Number(coupon.min_amount) > 0 ? t('over', { amount: formatPrice(coupon.min_amount) }) : t('noCondition');
  return (
    <article className={muted ? 'coupon coupon--muted' : 'coupon'} aria-label={coupon.name}>
      <div className="coupon__value">
        <span className="coupon__amount">{formatPrice(coupon.amount)}</span>
        <span className="coupon__condition">{condition}</span>
      </div>
      <div className="coupon__body">
        <h3 className="coupon__name">{coupon.name}</h3>
        <p className="coupon__dates">
          {t('valid', {
            from: formatDate(coupon.starttime, i18n.language),
            to: formatDate(coupon.endtime, i18n.language),
          })}
        </p>
      </div>
      {action ? <div className="coupon__action">{action}</div> : null}
    </article>
  );
}
