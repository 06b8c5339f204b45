import type { Schema } from '@djshop/api';
import { Coins, CreditCard, MessageCircle, Wallet } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import './payment.css';

type PayType = Schema<'PayType'>;

const ICONS: Readonly<Record<PayType, ComponentType<{ 'aria-hidden': true; size: number }>>> = {
  balance: Wallet,
  score: Coins,
  wechat: MessageCircle,
  alipay: CreditCard,
};

export interface PayMethodsProps {
  methods: readonly PayType[];
  value: PayType;
  onChange: (method: PayType) => void;
  /** The user's balance in yuan, shown beside the balance method. */
  balance?: string | undefined;
  /** The user's points, shown beside the points method. */
  score?: number | undefined;
  /** Points the order needs, shown beside the points method. */
  scorePrice?: number | null | undefined;
}

/** The payment method choice: a radio group of the methods this purchase allows. */
export function PayMethods({ methods, value, onChange, balance, score, scorePrice }: PayMethodsProps) {
  const { t } = useTranslation(['common', 'payment']);
  const detail = (method: PayType): string | null => {
    if (method === 'balance' && balance !== undefined)
      return t('payment:pay.available', { amount: formatPrice(balance) });
    if (method === 'score' && score !== undefined)
      return scorePrice === null || scorePrice === undefined
        ? t('payment:pay.pointsHeld', { count: score })
        : t('payment:pay.pointsNeeded', { need: scorePrice, count: score });
    return null;
  };
  return (
    <fieldset className="pay-methods">
      <legend className="pay-methods__legend">{t('payment:pay.method')}</legend>
      {methods.map((method) => {
        const Icon = ICONS[method];
        const info = detail(method);
        return (
          // The radio leads the row: at the row's end the floating help button, which stands over the content
          // just above the checkout bar, would sit on it and take its tap (ui/layout/placement.css).
          <label key={method} className="pay-methods__option">
            <input
              type="radio"
              name="pay-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            <Icon aria-hidden={true} size={22} />
            <span className="pay-methods__name">
              {t(`payment:pay.methods.${method}`)}
              {info ? <span className="pay-methods__detail">{info}</span> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

export interface PaymentWatchProps {
  waiting: boolean;
  timedOut: boolean;
  gaveUp: boolean;
  onGiveUp: () => void;
  onCheckAgain: () => void;
}

/** Shown after coming back from WeChat Pay or Alipay while the app waits for the payment to be confirmed. */
export function PaymentWatch({ waiting, timedOut, gaveUp, onGiveUp, onCheckAgain }: PaymentWatchProps) {
  const { t } = useTranslation(['common', 'payment']);
  if (waiting)
    return (
      <section className="card pay-watch" role="status" aria-live="polite">
        <p>{t('payment:pay.waiting')}</p>
        <button type="button" className="btn" onClick={onGiveUp}>
          {t('payment:pay.giveUp')}
        </button>
      </section>
    );
  if (timedOut || gaveUp)
    return (
      <section className="card pay-watch" role="status">
        <p>{t('payment:pay.notConfirmed')}</p>
        <button type="button" className="btn" onClick={onCheckAgain}>
          {t('payment:pay.checkAgain')}
        </button>
      </section>
    );
  return null;
}
