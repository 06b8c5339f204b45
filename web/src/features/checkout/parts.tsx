import type { Schema } from '@djshop/api';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';

type Coupon = Schema<'Coupon'>;

/** The usable coupons, best first, with "no coupon" as a choice. */
export function CouponPicker({
  coupons,
  value,
  onChange,
}: {
  coupons: readonly Coupon[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  return (
    <div className="card checkout-row">
      <label htmlFor={id}>{t('coupon')}</label>
      {coupons.length === 0 ? (
        <span id={id} className="checkout-row__value">
          {t('noCoupon')}
        </span>
      ) : (
        <select
          id={id}
          className="checkout-select"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t('withoutCoupon')}</option>
          {coupons.map((coupon) => (
            <option key={coupon.id} value={coupon.id}>
              {t('couponOption', { name: coupon.name, amount: formatPrice(coupon.amount) })}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

/** Goods total, coupon discount and the amount to pay. */
export function PriceBreakdown({ total, off, pay }: { total: string; off: string; pay: string }) {
  const { t } = useTranslation('checkout');
  return (
    <dl className="card checkout-prices" aria-label={t('prices')}>
      <div>
        <dt>{t('total')}</dt>
        <dd>{formatPrice(total)}</dd>
      </div>
      <div>
        <dt>{t('discount')}</dt>
        <dd>−{formatPrice(off)}</dd>
      </div>
      <div className="checkout-prices__pay">
        <dt>{t('toPay')}</dt>
        <dd>{formatPrice(pay)}</dd>
      </div>
    </dl>
  );
}
