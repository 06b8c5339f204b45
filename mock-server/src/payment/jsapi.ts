// WeChat's in-app (JSAPI) payment, simulated: the prepay the provider would ask WeChat Pay for, and the
// parameters of `getBrandWCPayRequest` signed the way WeChat Pay's v2 API signs them (HMAC-SHA256 over the
// sorted fields and the merchant key). The key stands in for the merchant's: it lives only here.
import { createHash, createHmac } from 'node:crypto';
import type { Schema } from '@djshop/api';
import { WECHAT_APP_ID } from '../handlers/wechat.ts';
import type { OrderRecord } from '../store/modules/orders.ts';

const MERCHANT_KEY = 'mock_merchant_key_7Qm2Xc9Lp4Vb8Nz3';

/** The message of a jsapi payment asked for by an account with no WeChat identity. */
export const NO_OPENID = 'Please sign in with WeChat to pay inside WeChat';

/** The v2 signature of `fields`: sorted `k=v` pairs joined with `&`, then `&key=`, HMAC-SHA256, upper-case hex. */
export function paySignOf(fields: Record<string, string>): string {
  const text = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', MERCHANT_KEY).update(`${text}&key=${MERCHANT_KEY}`).digest('hex').toUpperCase();
}

/**
 * Starts a jsapi payment of `order`: a new prepay (kept with the order, replacing an earlier one) and the
 * signed parameters. The prepay id carries the order number, so WeChat's confirmation finds its order.
 */
export function issuePrepay(order: OrderRecord, seed: number, nowSec: number): Schema<'WechatJsapiPay'> {
  const digest = createHash('sha256')
    .update(`${seed}:prepay:${order.order_sn}:${nowSec}:${order.prepayId ?? ''}`)
    .digest('hex');
  const prepayId = `wx${order.order_sn}_${digest.slice(0, 12)}`;
  order.prepayId = prepayId;
  const fields = {
    appId: WECHAT_APP_ID,
    timeStamp: String(nowSec),
    nonceStr: digest.slice(12, 28).toUpperCase(),
    package: `prepay_id=${prepayId}`,
    signType: 'HMAC-SHA256',
  };
  return { ...fields, signType: 'HMAC-SHA256', paySign: paySignOf(fields) };
}

/** The order number a prepay id of issuePrepay names. */
export const orderSnOfPrepay = (prepayId: string): string | null =>
  /^wx([0-9]{14,24})_[0-9a-f]{12}$/.exec(prepayId)?.[1] ?? null;
