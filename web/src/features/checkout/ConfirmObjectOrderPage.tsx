import type { Schema } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { INPUT_MAX_LENGTH, MOBILE_PATTERN, PHYSICAL_QUANTITY_MAX } from '@/config/constants';
import { createPhysicalOrder, createPhysicalOrderChanges } from '@/entities/orders/createPhysicalOrder';
import { previewOrderQuery } from '@/entities/orders/previewOrder';
import { centsOf, yuanOf } from '@/entities/payment/payment';
import { formatPrice } from '@/lib/format';
import { showToast } from '@/lib/layers/toast';
import { token } from '@/lib/session';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { userText } from '@/lib/user-text';
import { Field } from '@/ui/field/Field';
import { Image } from '@/ui/image/Image';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { CheckoutPay } from './CheckoutPay';
import { CouponPicker, PriceBreakdown } from './parts';
import './checkout.css';
import { TextAreaField } from '@/ui/field/TextAreaField';

type Address = Schema<'Address'>;
type Coupon = Schema<'Coupon'>;

const ADDRESS_FIELDS = ['name', 'mobile', 'province', 'city', 'district', 'detail'] as const;
const EMPTY_ADDRESS: Address = { name: '', mobile: '', province: '', city: '', district: '', detail: '' };
/** The contract's limits per field (Address schema). */
const FIELD_MAX: Readonly<Record<keyof Address, number>> = {
  name: 30,
  mobile: 11,
  province: 30,
  city: 30,
  district: 30,
  detail: INPUT_MAX_LENGTH,
};

/** The address the last physical order used; anything unreadable counts as none. */
function rememberedAddress(): Address {
  try {
    const stored = JSON.parse(readStorage(STORAGE_KEYS.shippingAddress) ?? 'null') as Partial<Address> | null;
    if (!stored || typeof stored !== 'object') return EMPTY_ADDRESS;
    return Object.fromEntries(
      ADDRESS_FIELDS.map((field) => [field, typeof stored[field] === 'string' ? stored[field] : '']),
    ) as unknown as Address;
  } catch {
    return EMPTY_ADDRESS;
  }
}

/** Which fields are missing or malformed, each with its message key. */
export function addressErrors(address: Address): Partial<Record<keyof Address, 'required' | 'mobile'>> {
  const errors: Partial<Record<keyof Address, 'required' | 'mobile'>> = {};
  for (const field of ADDRESS_FIELDS) if (address[field].trim() === '') errors[field] = 'required';
  if (!errors.mobile && !MOBILE_PATTERN.test(address.mobile.trim())) errors.mobile = 'mobile';
  return errors;
}

function clampQuantity(value: number): number {
  return Number.isFinite(value) ? Math.min(PHYSICAL_QUANTITY_MAX, Math.max(1, Math.trunc(value))) : 1;
}

/** Physical goods: the quantity, the shipping address (validated, remembered) and a remark, then payment. */
export default function ConfirmObjectOrderPage() {
  useSignals();
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const goodsId = /^[1-9]\d{0,9}$/.test(params.get('goods_id') ?? '') ? Number(params.get('goods_id')) : null;
  const [quantity, setQuantity] = useState(() => clampQuantity(Number(params.get('quantity') ?? 1)));
  const [address, setAddress] = useState<Address>(rememberedAddress);
  const [remark, setRemark] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const preview = useQuery({
    ...previewOrderQuery({ goods_id: goodsId ?? 0, quantity }, token.value),
    enabled: Boolean(token.value) && goodsId !== null,
    placeholderData: keepPreviousData,
  });
  const errors = addressErrors(address);

  const validate = () => {
    setShowErrors(true);
    if (Object.keys(errors).length > 0) {
      showToast(t('addressIncomplete'));
      return false;
    }
    return true;
  };

  const create = (coupon: Coupon | null) => {
    const clean = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address[f].trim()])) as unknown as Address;
    writeStorage(STORAGE_KEYS.shippingAddress, JSON.stringify(clean));
    return createPhysicalOrder({
      goods_id: goodsId ?? 0,
      quantity,
      address: clean,
      ...(coupon ? { coupon_id: coupon.id } : {}),
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    });
  };

  return (
    <Page>
      {goodsId === null ? (
        <p className="card" role="alert">
          {t('nothing')}
        </p>
      ) : (
        <QueryView query={preview} isEmpty={(data) => data.items.length === 0} empty={t('nothing')}>
          {(data) => {
            const coupons = data.usable_coupons;
            const couponId = chosen === undefined ? (coupons[0]?.id ?? null) : chosen;
            const coupon = coupons.find((c) => c.id === couponId) ?? null;
            const total = centsOf(data.total_amount);
            const off = coupon ? Math.min(centsOf(coupon.amount), total) : 0;
            const item = data.items[0];
            return (
              <>
                {item ? (
                  <section className="card checkout-item" aria-label={t('items')}>
                    <Image src={item.image} alt="" ratio={1} className="goods-row__cover" />
                    <div className="goods-row__body">
                      <h2 className="goods-row__title">{userText(item.title)}</h2>
                      <p className="goods-row__price">{formatPrice(item.price)}</p>
                      <fieldset className="quantity">
                        <legend className="visually-hidden">{t('quantityLabel')}</legend>
                        <button
                          type="button"
                          className="btn"
                          aria-label={t('less')}
                          disabled={quantity <= 1}
                          onClick={() => setQuantity((q) => clampQuantity(q - 1))}
                        >
                          <Minus aria-hidden={true} size={16} />
                        </button>
                        <input
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={PHYSICAL_QUANTITY_MAX}
                          aria-label={t('quantityLabel')}
                          value={quantity}
                          onChange={(event) => setQuantity(clampQuantity(Number(event.target.value)))}
                        />
                        <button
                          type="button"
                          className="btn"
                          aria-label={t('more')}
                          disabled={quantity >= PHYSICAL_QUANTITY_MAX}
                          onClick={() => setQuantity((q) => clampQuantity(q + 1))}
                        >
                          <Plus aria-hidden={true} size={16} />
                        </button>
                      </fieldset>
                    </div>
                  </section>
                ) : null}
                <fieldset className="card address-form">
                  <legend>{t('address.title')}</legend>
                  {ADDRESS_FIELDS.map((field) => (
                    <div key={field}>
                      <Field
                        label={t(`address.${field}`)}
                        value={address[field]}
                        maxLength={FIELD_MAX[field]}
                        autoComplete={field === 'mobile' ? 'tel' : field === 'name' ? 'name' : undefined}
                        inputMode={field === 'mobile' ? 'numeric' : undefined}
                        aria-invalid={showErrors && errors[field] ? true : undefined}
                        onValue={(value) => setAddress((current) => ({ ...current, [field]: value }))}
                      />
                      {showErrors && errors[field] ? (
                        <p className="field__error" role="alert">
                          {t(errors[field] === 'mobile' ? 'address.badMobile' : 'address.required', {
                            field: t(`address.${field}`),
                          })}
                        </p>
                      ) : null}
                    </div>
                  ))}
                  <TextAreaField
                    label={t('remark')}
                    maxLength={INPUT_MAX_LENGTH}
                    value={remark}
                    placeholder={t('remarkHint', { count: INPUT_MAX_LENGTH })}
                    onValue={(value) => setRemark(value.slice(0, INPUT_MAX_LENGTH))}
                  />
                </fieldset>
                <CouponPicker coupons={coupons} value={coupon?.id ?? null} onChange={setChosen} />
                <PriceBreakdown total={data.total_amount} off={yuanOf(off)} pay={yuanOf(total - off)} />
                <CheckoutPay
                  payAmount={yuanOf(total - off)}
                  balance={data.balance}
                  score={data.score}
                  scorePrice={data.score_price}
                  validate={validate}
                  createOrder={() => create(coupon)}
                  changes={createPhysicalOrderChanges}
                />
              </>
            );
          }}
        </QueryView>
      )}
    </Page>
  );
}
