import type { Schema } from '@djshop/api';

/** WeChat's in-app bridge, injected into pages by WeChat's browser (not the JS-SDK). */
export interface WeixinJSBridge {
  invoke(name: string, params: object, callback: (answer: { err_msg?: string; err_desc?: string }) => void): void;
}

/** The bridge when WeChat has injected it (weixin-js-sdk's typings call it `any`). */
const injected = (): WeixinJSBridge | null =>
  (window as unknown as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge ?? null;

/** Whether WeChat has injected its bridge yet. */
export const weixinBridgePresent = (): boolean => injected() !== null;

/**
 * WeChat's bridge once it is there: at once when it already is, else at the `WeixinJSBridgeReady` event; null
 * when it has not come within `timeoutMs` (docs/behaviour.md#wechat).
 */
export function whenWeixinBridge(timeoutMs: number): Promise<WeixinJSBridge | null> {
  const present = injected();
  if (present) return Promise.resolve(present);
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      document.removeEventListener('WeixinJSBridgeReady', done);
      resolve(injected());
    };
    const timer = window.setTimeout(done, timeoutMs);
    document.addEventListener('WeixinJSBridgeReady', done);
  });
}

export type WechatPayAnswer =
  | { result: 'ok' }
  | { result: 'cancel' }
  | { result: 'fail'; message: string }
  | { result: 'unavailable' };

/**
 * WeChat's payment sheet for the provider's jsapi parameters, passed on unchanged (WeChat checks their
 * signature). WeChat answers `get_brand_wcpay_request:ok`, `:cancel` or `:fail`; an `ok` only means the
 * sheet closed paid, so the order's state is still read from the provider.
 */
export async function requestWechatPay(params: Schema<'WechatJsapiPay'>, timeoutMs: number): Promise<WechatPayAnswer> {
  const bridge = await whenWeixinBridge(timeoutMs);
  if (!bridge) return { result: 'unavailable' };
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', { ...params }, (answer) => {
      const status = answer.err_msg ?? '';
      if (status === 'get_brand_wcpay_request:ok') resolve({ result: 'ok' });
      else if (status === 'get_brand_wcpay_request:cancel') resolve({ result: 'cancel' });
      else resolve({ result: 'fail', message: answer.err_desc || status });
    });
  });
}
