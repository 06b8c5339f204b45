import type { Schema } from '@djshop/api';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PAY_STATUS_POLL_LIMIT_MS, PAY_STATUS_POLL_MS, WECHAT_BRIDGE_PAY_WAIT_MS } from '@/config/constants';
import { cartKeys } from '@/entities/cart/keys';
import { couponKeys } from '@/entities/coupons/keys';
import { goodsKeys } from '@/entities/goods/keys';
import { invalidate } from '@/entities/invalidate';
import { orderKeys } from '@/entities/orders/keys';
import { userKeys } from '@/entities/user/keys';
import { vipKeys } from '@/entities/vip/keys';
import { getPayStatus } from '@/lib/api/operations/getPayStatus';
import { payOrder } from '@/lib/api/operations/payOrder';
import { copyText } from '@/lib/clipboard';
import { t } from '@/lib/i18n';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';
import { browserLocation } from '@/lib/navigation';
import { inWeChat } from '@/lib/platform';
import { type QueryKeyPrefix, scope } from '@/lib/query-keys';
import { safeUrl } from '@/lib/safe-url';
import { requestWechatPay } from '@/lib/wechat-bridge';

// The one way every purchase is paid (an order, a VIP card, a recharge): balance and points at once,
// WeChat Pay and Alipay on the provider's payment page (inside WeChat, WeChat Pay in WeChat's own sheet),
// after which the app asks until the order is paid.

export type PayType = Schema<'PayType'>;
export type PayStatus = Schema<'PayStatus'>;

/** Yuan strings ('29.90') as whole cents, so that sums and comparisons do not drift. */
export function centsOf(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

/** Whole cents back to the provider's yuan string. */
export function yuanOf(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The absolute address of a route of this (hash-routed) app, for a payment page to send the user back. */
export function appUrlOf(route: string): string {
  const here = new URL(window.location.href);
  here.search = '';
  here.hash = route;
  return here.toString();
}

/**
 * The payment page the provider answered, with the address to come back to; null (the refusal reported) for
 * anything safe-url's payment rule does not allow: a `javascript:` url, an unknown host.
 */
export function paymentPageUrl(payUrl: string, returnTo: string): string | null {
  const checked = safeUrl(payUrl, 'payment');
  if (!checked) return null;
  const url = new URL(checked);
  // A page on this origin (the provider's own, behind the same host) takes the way back as a path, the one
  // form it follows (anything else would make it an open redirect); another site needs the whole address.
  const back = new URL(returnTo, window.location.href);
  url.searchParams.set('return', url.origin === back.origin ? `${back.pathname}${back.search}${back.hash}` : back.href);
  return url.toString();
}

/**
 * How a payment went: 'paid' at once (balance, points); 'left' for the payment page; 'confirming' when
 * WeChat's in-app payment closed paid and the provider is to be asked (at `returnRoute`, as after the page);
 * 'cancelled' when the user closed WeChat's sheet; 'failed' otherwise. Anything but 'paid' and 'confirming'
 * leaves the order unpaid, and its cart lines in the cart.
 */
export type PaymentOutcome = 'paid' | 'left' | 'confirming' | 'cancelled' | 'failed';

/** Inside WeChat, WeChat Pay goes through WeChat's own in-app payment (docs/behaviour.md#wechat). */
export function tradeTypeFor(payType: PayType): { trade_type?: 'jsapi' } {
  return payType === 'wechat' && inWeChat.value ? { trade_type: 'jsapi' } : {};
}

/**
 * Pays order `orderSn`. Balance and points answer at once ('paid'); WeChat Pay and Alipay leave the app for
 * the payment page ('left'), which sends the user back to `returnRoute`; inside WeChat, WeChat Pay opens
 * WeChat's payment sheet instead. A refusal (say 'Your balance is insufficient') has been shown by the
 * request rules and rejects.
 */
export async function payFor(orderSn: string, payType: PayType, returnRoute: string): Promise<PaymentOutcome> {
  const result = await payOrder({ order_sn: orderSn, pay_type: payType, ...tradeTypeFor(payType) });
  return continuePayment(result, returnRoute);
}

/** What follows a payment the provider has started (payOrder's or a recharge's answer). */
export async function continuePayment(result: Schema<'PayResult'>, returnRoute: string): Promise<PaymentOutcome> {
  if (result.paid) return 'paid';
  if (result.jsapi) return payInWeChat(result.jsapi);
  return leaveForPayment(result.pay_url, returnRoute) ? 'left' : 'failed';
}

async function payInWeChat(params: Schema<'WechatJsapiPay'>): Promise<PaymentOutcome> {
  const answer = await requestWechatPay(params, WECHAT_BRIDGE_PAY_WAIT_MS);
  switch (answer.result) {
    case 'ok':
      return 'confirming';
    case 'cancel':
      showToast(t('payment:pay.cancelled'));
      return 'cancelled';
    case 'fail':
      showToast(t('payment:pay.wechatFailed', { message: answer.message }));
      return 'failed';
    case 'unavailable':
      showToast(t('payment:pay.wechatUnavailable'));
      return 'failed';
  }
}

/** Opens the provider's payment page; false (with a toast) when the answer named no usable page. */
export function leaveForPayment(payUrl: string | null, returnRoute: string): boolean {
  if (!payUrl) {
    showToast(t('payment:pay.noPayPage'));
    return false;
  }
  const page = paymentPageUrl(payUrl, appUrlOf(returnRoute));
  if (!page) return false;
  browserLocation.assign(page);
  return true;
}

/**
 * What a payment changes: the money and points (and their logs), a VIP card, the orders and their counts, the
 * coupon it used, the goods' bought state, and the cart, whose lines of a digital order's goods the provider
 * takes out when the order is paid, not when it is created.
 */
const paymentKeys = { all: ['payment'] as const, status: scope('payment', 'status') };

const PAID_CHANGES = [
  userKeys.all,
  vipKeys.all,
  orderKeys.all,
  couponKeys.all,
  goodsKeys.detail.all,
  cartKeys.all,
] as const satisfies readonly QueryKeyPrefix[];

/** Reads again what a payment changed, once it is paid (or the provider says the order moved on). */
export function refreshAfterPayment(queryClient: QueryClient): Promise<unknown> {
  return invalidate(queryClient, PAID_CHANGES);
}

/** Alipay's pages do not open inside WeChat (docs/behaviour.md#wechat): the user must go to a real browser first. */
export function alipayBlocked(payType: PayType): boolean {
  return payType === 'alipay' && inWeChat.value;
}

/**
 * The one answer to Alipay chosen inside WeChat, wherever a payment starts: the dialog says to open the page in
 * a real browser and offers this page's link to take there. Resolves true when it stood in the way (the
 * payment must not start), false when the payment may go on.
 */
export async function stopAlipayInWeChat(payType: PayType): Promise<boolean> {
  if (!alipayBlocked(payType)) return false;
  const answer = await openDialog({
    title: t('payment:pay.openInBrowser'),
    content: t('payment:pay.alipayInWeChat'),
    confirmText: t('payment:pay.copyLink'),
    cancelText: t('common.cancel'),
  });
  if (answer === 'confirm') showToast((await copyText(window.location.href)).message);
  return true;
}

/**
 * One tap, one payment: `run` refuses a second call while the first is in flight ('Cannot submit
 * repeatedly'), synchronously, before React has re-rendered the disabled button.
 */
export function useSubmitOnce(): { busy: boolean; run: (task: () => Promise<void>) => Promise<void> } {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<void>) => {
    if (inFlight.current) {
      showToast(t('payment:pay.repeat'));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * Back from a payment page: asks the provider every PAY_STATUS_POLL_MS whether order `orderSn` is paid, until
 * it is, it was cancelled, the user gives up, or PAY_STATUS_POLL_LIMIT_MS passed (then `checkAgain` restarts).
 */
export function usePaymentWatch(orderSn: string | undefined, active: boolean) {
  const [since, setSince] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const query = useQuery({
    queryKey: paymentKeys.status(orderSn),
    queryFn: ({ signal }) => getPayStatus(orderSn ?? '', signal),
    enabled: active && Boolean(orderSn) && !gaveUp,
    refetchInterval: (q) => {
      const status = q.state.data;
      if (status && (status.paid || status.status === 'cancelled')) return false;
      return Date.now() - since > PAY_STATUS_POLL_LIMIT_MS ? false : PAY_STATUS_POLL_MS;
    },
    refetchIntervalInBackground: false,
    retry: false,
  });
  const status = query.data;
  const settled = Boolean(status && (status.paid || status.status === 'cancelled'));
  const timedOut = !settled && !gaveUp && Date.now() - since > PAY_STATUS_POLL_LIMIT_MS;
  const watching = active && Boolean(orderSn);
  const queryClient = useQueryClient();
  // People often pay in another app (or WeChat's sheet) and switch back: coming back to the page asks again,
  // even once the asking has stopped, and reads the order again (docs/behaviour.md#payment).
  useEffect(() => {
    if (!watching) return;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      setGaveUp(false);
      setSince(Date.now());
      void queryClient.refetchQueries({ queryKey: paymentKeys.status(orderSn), type: 'all' });
      void invalidate(queryClient, [orderKeys.detail.all]);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [watching, orderSn, queryClient]);
  return {
    status,
    waiting: active && !gaveUp && !settled && !timedOut,
    gaveUp,
    timedOut,
    giveUp: () => setGaveUp(true),
    checkAgain: () => {
      setGaveUp(false);
      setSince(Date.now());
      void query.refetch();
    },
  };
}
