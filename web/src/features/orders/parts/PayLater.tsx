import type { Schema } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PayType,
  payFor,
  refreshAfterPayment,
  stopAlipayInWeChat,
  useSubmitOnce,
} from '@/entities/payment/payment';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import { formatPrice } from '@/lib/format';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';
import { navigation } from '@/lib/navigation';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { PayMethods } from '@/ui/payment/PayMethods';

type Order = Schema<'Order'>;

/** How an order made earlier can be paid: a recharge only with real money, anything else with the balance too. */
export function payMethodsFor(order: Pick<Order, 'order_type'>): PayType[] {
  return order.order_type === 'recharge' ? ['wechat', 'alipay'] : ['balance', 'wechat', 'alipay'];
}

/**
 * Paying an unpaid order later, on its page or on its card in the list: the method, then one tap. A payment
 * page the user leaves for brings them back to the order's page, which waits for the provider's answer.
 */
export function PayLater({ order }: { order: Order }) {
  useSignals();
  const { t } = useTranslation(['orders', 'payment']);
  const queryClient = useQueryClient();
  const user = useQuery(userInfoQuery(token.value));
  const methods = payMethodsFor(order);
  const [method, setMethod] = useState<PayType>(methods[0] ?? 'wechat');
  const { busy, run } = useSubmitOnce();

  const pay = () =>
    run(async () => {
      if (await stopAlipayInWeChat(method)) return;
      try {
        const paying = routeUrl('orderDetail', { id: order.id, paying: 1 });
        const outcome = await payFor(order.order_sn, method, paying);
        if (outcome === 'paid') showToast(t('payment:pay.success'));
        // WeChat's sheet closed paid: the order's page asks the provider, as after the payment page.
        if (outcome === 'confirming') void navigation.navigateTo(paying);
      } catch {
        // The provider's refusal is on screen; the order stays payable.
        if (method === 'balance') {
          const answer = await openDialog({
            title: t('payment:pay.balanceShort'),
            content: t('rechargeOffer'),
            confirmText: t('payment:pay.recharge'),
            cancelText: t('common.cancel'),
          });
          if (answer === 'confirm')
            void navigation.navigateTo(
              routeUrl('balance', { open: 'recharge', back: routeUrl('orderDetail', { id: order.id }) }),
            );
        }
      } finally {
        // A refusal may also mean the order moved on elsewhere (paid on another phone, cancelled).
        await refreshAfterPayment(queryClient);
      }
    });

  return (
    <section aria-label={t('payNow')} className="pay-later">
      <PayMethods methods={methods} value={method} onChange={setMethod} balance={user.data?.money} />
      <SubmitButton
        type="button"
        className="btn btn--primary btn--block"
        pending={busy}
        answersWhilePending
        onClick={() => void pay()}
      >
        {t('payNowAmount', { amount: formatPrice(order.pay_amount) })}
      </SubmitButton>
    </section>
  );
}
