import type { Schema } from '@djshop/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidate } from '@/entities/invalidate';
import {
  centsOf,
  type PayType,
  payFor,
  refreshAfterPayment,
  stopAlipayInWeChat,
  useSubmitOnce,
} from '@/entities/payment/payment';
import { formatPrice } from '@/lib/format';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';
import { navigation } from '@/lib/navigation';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { routeUrl } from '@/lib/routes';
import { currentHashLocation } from '@/lib/session';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { useBottomBar } from '@/ui/layout/bottom-bars';
import { PayMethods } from '@/ui/payment/PayMethods';

type Order = Schema<'Order'>;

export interface CheckoutPayProps {
  /** Yuan to pay after the coupon. */
  payAmount: string;
  balance: string;
  score: number;
  /** Points needed when every item has a points price, else null (no points method). */
  scorePrice: number | null;
  /** The method chosen first (the unlock-with-points flow asks for points). */
  initialMethod?: PayType | undefined;
  /** Creates the unpaid order; rejects (with the provider's message shown) when it cannot. */
  createOrder: () => Promise<Order>;
  /** What creating it changes (the write's `…Changes`): its lists and counts, the coupon it holds. */
  changes: readonly QueryKeyPrefix[];
  /** Checked before anything is created (a physical order's address); false stops the payment. */
  validate?: () => boolean;
}

/**
 * The payment part of both confirm-order pages: the method, the amount, and the pay button. Nothing is
 * created when the balance or the points are short, so the cart and the page stay as they are; once an
 * order exists a failed or abandoned payment leaves it unpaid, payable from its detail page, and its cart
 * lines stay in the cart until it is paid.
 */
export function CheckoutPay({
  payAmount,
  balance,
  score,
  scorePrice,
  initialMethod,
  createOrder,
  changes,
  validate,
}: CheckoutPayProps) {
  const { t } = useTranslation(['checkout', 'payment']);
  const bar = useBottomBar('page');
  const queryClient = useQueryClient();
  const methods: PayType[] =
    scorePrice === null ? ['balance', 'wechat', 'alipay'] : ['balance', 'score', 'wechat', 'alipay'];
  const [method, setMethod] = useState<PayType>(
    initialMethod && methods.includes(initialMethod) ? initialMethod : 'balance',
  );
  const { busy, run } = useSubmitOnce();

  const short = async (): Promise<boolean> => {
    if (method === 'balance' && centsOf(balance) < centsOf(payAmount)) {
      const answer = await openDialog({
        title: t('payment:pay.balanceShort'),
        content: t('rechargeOffer', { amount: formatPrice(payAmount), balance: formatPrice(balance) }),
        confirmText: t('payment:pay.recharge'),
        cancelText: t('common.cancel'),
      });
      // The recharge page comes back here once the money is in.
      if (answer === 'confirm')
        void navigation.navigateTo(routeUrl('balance', { open: 'recharge', back: currentHashLocation() }));
      return true;
    }
    if (method === 'score' && scorePrice !== null && score < scorePrice) {
      await openDialog({
        title: t('payment:pay.pointsShort'),
        content: t('pointsOffer', { need: scorePrice, count: score }),
        confirmText: t('payment:pay.earnPoints'),
      });
      return true;
    }
    return false;
  };

  const pay = () =>
    run(async () => {
      if (validate && !validate()) return;
      if (await stopAlipayInWeChat(method)) return;
      if (await short()) return;
      let order: Order;
      try {
        order = await createOrder();
      } catch {
        return;
      }
      // An unpaid order now exists, maybe holding a coupon; its cart lines stay in the cart until it is paid.
      void invalidate(queryClient, changes);
      let detail = routeUrl('orderDetail', { id: order.id });
      const paying = routeUrl('orderDetail', { id: order.id, paying: 1 });
      try {
        const outcome = await payFor(order.order_sn, method, paying);
        if (outcome === 'left') return;
        if (outcome === 'paid') {
          showToast(t('payment:pay.success'));
          await refreshAfterPayment(queryClient);
        }
        // WeChat's sheet closed paid: the order's page asks the provider, as after the payment page.
        if (outcome === 'confirming') detail = paying;
      } catch {
        // Refused (the provider's message is on screen): the order waits, unpaid, on its detail page.
      }
      // Cancelled or failed in WeChat's sheet too: the order waits there, its cart lines still in the cart.
      await navigation.redirectTo(detail);
    });

  return (
    <>
      <PayMethods
        methods={methods}
        value={method}
        onChange={setMethod}
        balance={balance}
        score={score}
        scorePrice={scorePrice}
      />
      <section ref={bar} className="checkout-bar" aria-label={t('payBar')}>
        <p className="checkout-bar__amount" aria-live="polite">
          {method === 'score' && scorePrice !== null
            ? t('payPoints', { count: scorePrice })
            : t('payAmount', { amount: formatPrice(payAmount) })}
        </p>
        {/* Left enabled while paying, so a second tap is answered ('Cannot submit repeatedly') rather than lost. */}
        <SubmitButton type="button" pending={busy} answersWhilePending onClick={() => void pay()}>
          {t('payNow')}
        </SubmitButton>
      </section>
    </>
  );
}
