import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestWechatPay, type WeixinJSBridge, whenWeixinBridge } from './wechat-bridge';

const PARAMS = {
  appId: 'wx5f3c9a1b2d4e6f80',
  timeStamp: '1763702400',
  nonceStr: 'ABC',
  package: 'prepay_id=wx1',
  signType: 'HMAC-SHA256' as const,
  paySign: 'SIGN',
};

const windowWith = () => window as unknown as { WeixinJSBridge?: WeixinJSBridge };

/** A stand-in bridge answering `errMsg` and recording what it was asked. */
function stubBridge(errMsg: string, errDesc?: string) {
  const calls: { name: string; params: object }[] = [];
  windowWith().WeixinJSBridge = {
    invoke: (name, params, callback) => {
      calls.push({ name, params });
      callback({ err_msg: errMsg, ...(errDesc ? { err_desc: errDesc } : {}) });
    },
  };
  return calls;
}

afterEach(() => {
  delete windowWith().WeixinJSBridge;
  vi.useRealTimers();
});

describe('whenWeixinBridge', () => {
  it('answers the bridge at once when WeChat has injected it', async () => {
    stubBridge('x');
    expect(await whenWeixinBridge(10)).toBe(windowWith().WeixinJSBridge);
  });

  it('waits for WeixinJSBridgeReady', async () => {
    vi.useFakeTimers();
    const waiting = whenWeixinBridge(5000);
    vi.advanceTimersByTime(4000);
    stubBridge('x');
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(await waiting).toBe(windowWith().WeixinJSBridge);
  });

  it('gives up with null when the bridge never comes', async () => {
    vi.useFakeTimers();
    const waiting = whenWeixinBridge(5000);
    vi.advanceTimersByTime(5000);
    expect(await waiting).toBeNull();
  });
});

describe('requestWechatPay', () => {
  it('invokes getBrandWCPayRequest with the provider parameters unchanged and maps the answers', async () => {
    const calls = stubBridge('get_brand_wcpay_request:ok');
    expect(await requestWechatPay(PARAMS, 10)).toEqual({ result: 'ok' });
    expect(calls).toEqual([{ name: 'getBrandWCPayRequest', params: PARAMS }]);
    stubBridge('get_brand_wcpay_request:cancel');
    expect(await requestWechatPay(PARAMS, 10)).toEqual({ result: 'cancel' });
    stubBridge('get_brand_wcpay_request:fail', '签名错误');
    expect(await requestWechatPay(PARAMS, 10)).toEqual({ result: 'fail', message: '签名错误' });
    stubBridge('get_brand_wcpay_request:fail');
    expect(await requestWechatPay(PARAMS, 10)).toEqual({
      result: 'fail',
      message: 'get_brand_wcpay_request:fail',
    });
  });

  it('says unavailable when the bridge does not come in time', async () => {
    vi.useFakeTimers();
    const asked = requestWechatPay(PARAMS, 100);
    vi.advanceTimersByTime(100);
    expect(await asked).toEqual({ result: 'unavailable' });
  });
});
