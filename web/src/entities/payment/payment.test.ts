import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartKeys } from '@/entities/cart/keys';
import { circleKeys } from '@/entities/circle/keys';
import { couponKeys } from '@/entities/coupons/keys';
import { goodsKeys } from '@/entities/goods/keys';
import { homeKeys } from '@/entities/home/keys';
import { orderKeys } from '@/entities/orders/keys';
import { userKeys } from '@/entities/user/keys';
import { vipKeys } from '@/entities/vip/keys';
import { loadNamespaces } from '@/lib/i18n';
import { closeDialog, dialogQueue } from '@/lib/layers/dialog';
import { hideToast, toast } from '@/lib/layers/toast';
import { inWeChat } from '@/lib/platform';
import {
  alipayBlocked,
  centsOf,
  payFor,
  paymentPageUrl,
  refreshAfterPayment,
  stopAlipayInWeChat,
  usePaymentWatch,
  useSubmitOnce,
  yuanOf,
} from './payment';

// The messages are in the 'payment' namespace, which the pages showing them load with their code.
beforeAll(() => loadNamespaces('payment'));

afterEach(() => {
  hideToast();
  inWeChat.value = false;
  vi.unstubAllGlobals();
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
});

describe('money', () => {
  it('adds in cents, not in floating yuan', () => {
    expect(centsOf('0.10') + centsOf('0.20')).toBe(30);
    expect(yuanOf(centsOf('19.90') - centsOf('5.00'))).toBe('14.90');
  });
});

describe('paymentPageUrl', () => {
  it('adds where to come back to a provider page or a payment provider page', () => {
    const back = `${window.location.origin}/#/pages/user/order/detail?id=5&paying=1`;
    const local = new URL(paymentPageUrl('/__mock/pay/2026', back) ?? '');
    // The provider's own page takes the way back as a path on this origin.
    expect(local.searchParams.get('return')).toBe('/#/pages/user/order/detail?id=5&paying=1');
    expect(paymentPageUrl('https://openapi.alipay.com/gateway.do?x=1', back)).toMatch(
      /^https:\/\/openapi\.alipay\.com\/gateway\.do\?x=1&return=/,
    );
  });

  it('refuses anything that is not a payment page', () => {
    expect(paymentPageUrl('javascript:alert(1)', '/')).toBeNull();
    expect(paymentPageUrl('data:text/html,hi', '/')).toBeNull();
    expect(paymentPageUrl('https://pay.example.com/', '/')).toBeNull();
  });
});

describe('refreshAfterPayment', () => {
  it('reads the cart again with the money, the VIP card, the orders and their counts, the coupons, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      cartKeys.list('t'),
      userKeys.info('t'),
      vipKeys.cards('t'),
      orderKeys.detail(5, 't'),
      orderKeys.counts('t'),
      couponKeys.unusedCount('t'),
      goodsKeys.detail('single', 5, 'single'),
      circleKeys.list('new', 't'),
      homeKeys.section('banners'),
    ];
    for (const key of keys) client.setQueryData(key, {});
    await refreshAfterPayment(client);
    const stale = keys
      .filter((key) => client.getQueryState(key)?.isInvalidated)
      .map((key) => key.slice(0, 2).join('.'));
    expect(stale).toEqual([
      'cart.list',
      'user.info',
      'vip.cards',
      'orders.detail',
      'orders.counts',
      'coupons.unusedCount',
      'goods.detail',
    ]);
  });
});

describe('alipayBlocked', () => {
  it('blocks Alipay inside WeChat only', () => {
    expect(alipayBlocked('alipay')).toBe(false);
    inWeChat.value = true;
    expect(alipayBlocked('alipay')).toBe(true);
    expect(alipayBlocked('wechat')).toBe(false);
  });
});

describe('useSubmitOnce', () => {
  it('refuses a second submission while the first is in flight, then accepts again', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    let finish = () => {};
    let runs = 0;
    const task = () =>
      new Promise<void>((resolve) => {
        runs += 1;
        finish = resolve;
      });
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = result.current.run(task);
      await result.current.run(task);
    });
    expect(runs).toBe(1);
    expect(toast.value?.message).toBe('Cannot submit repeatedly');
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
    await act(async () => {
      const again = result.current.run(task);
      finish();
      await again;
    });
    expect(runs).toBe(2);
  });
});

describe('stopAlipayInWeChat', () => {
  it('lets every payment through outside WeChat, and every method but Alipay inside it', async () => {
    expect(await stopAlipayInWeChat('alipay')).toBe(false);
    inWeChat.value = true;
    expect(await stopAlipayInWeChat('wechat')).toBe(false);
    expect(await stopAlipayInWeChat('balance')).toBe(false);
    expect(dialogQueue.value).toHaveLength(0);
  });

  it('stops Alipay inside WeChat with the dialog, and copies the page link when asked', async () => {
    inWeChat.value = true;
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied = text;
        },
      },
    });
    const stopped = stopAlipayInWeChat('alipay');
    const [dialog] = dialogQueue.value;
    expect(dialog?.title).toBe('Open in browser');
    expect(dialog?.content).toMatch(/Alipay cannot be opened inside WeChat/);
    expect(dialog?.confirmText).toBe('Copy link');
    // The dialog's view answers once it has closed; no view here, so the answer is given as it would give it.
    closeDialog(dialog?.id ?? -1, 'confirm');
    dialog?.resolve('confirm');
    expect(await stopped).toBe(true);
    expect(copied).toBe(window.location.href);
    expect(toast.value?.message).toBe('Content copied');
  });
});

describe('payFor inside WeChat', () => {
  const JSAPI = {
    appId: 'wx5f3c9a1b2d4e6f80',
    timeStamp: '1763702400',
    nonceStr: 'N0NCE',
    package: 'prepay_id=wx20261121_abc',
    signType: 'HMAC-SHA256',
    paySign: 'S1GN',
  };

  /** The provider answering payOrder; what the app sent is recorded. */
  function provider(data: object) {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(await request.json());
      return new Response(JSON.stringify({ code: 1, msg: '', time: '1', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    return sent;
  }

  const started = {
    order_sn: '20261121103000998877',
    order_type: 'digital',
    status: 'to_be_paid',
    pay_type: 'wechat',
    pay_url: null,
    paid: false,
    jsapi: JSAPI,
  };

  function bridgeAnswering(errMsg: string) {
    const calls: unknown[] = [];
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = {
      invoke: (name: string, params: object, callback: (a: { err_msg: string }) => void) => {
        calls.push([name, params]);
        callback({ err_msg: errMsg });
      },
    };
    return calls;
  }

  it('asks for the jsapi trade type and hands WeChat exactly the provider parameters', async () => {
    inWeChat.value = true;
    const sent = provider(started);
    const calls = bridgeAnswering('get_brand_wcpay_request:ok');
    expect(await payFor(started.order_sn, 'wechat', '/pages/user/order/detail?id=1&paying=1')).toBe('confirming');
    expect(sent).toEqual([{ order_sn: started.order_sn, pay_type: 'wechat', trade_type: 'jsapi' }]);
    expect(calls).toEqual([['getBrandWCPayRequest', JSAPI]]);
  });

  it('keeps the order on a cancel, and shows a failure', async () => {
    inWeChat.value = true;
    provider(started);
    bridgeAnswering('get_brand_wcpay_request:cancel');
    expect(await payFor(started.order_sn, 'wechat', '/')).toBe('cancelled');
    expect(toast.value?.message).toBe('Payment cancelled. Your order is kept, and you can pay for it later.');
    bridgeAnswering('get_brand_wcpay_request:fail');
    expect(await payFor(started.order_sn, 'wechat', '/')).toBe('failed');
    expect(toast.value?.message).toBe('WeChat Pay failed: get_brand_wcpay_request:fail');
  });

  it('sends no trade type outside WeChat, nor for the other methods inside it', async () => {
    const sent = provider({ ...started, pay_type: 'balance', paid: true, jsapi: null });
    await payFor(started.order_sn, 'wechat', '/').catch(() => {});
    inWeChat.value = true;
    await payFor(started.order_sn, 'balance', '/');
    expect(sent).toEqual([
      { order_sn: started.order_sn, pay_type: 'wechat' },
      { order_sn: started.order_sn, pay_type: 'balance' },
    ]);
  });
});

describe('usePaymentWatch', () => {
  it('asks again when the page becomes visible, even after the user stopped waiting', async () => {
    const asked: string[] = [];
    let paid = false;
    vi.stubGlobal('fetch', async (request: Request) => {
      const url = new URL(request.url);
      asked.push(url.pathname);
      const data = { order_sn: '20261121103000998877', status: paid ? 'completed' : 'to_be_paid', paid };
      return new Response(JSON.stringify({ code: 1, msg: '', time: '1', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => usePaymentWatch('20261121103000998877', true), { wrapper });
    await vi.waitFor(() => expect(result.current.status?.paid).toBe(false));
    act(() => result.current.giveUp());
    expect(result.current.waiting).toBe(false);
    const before = asked.length;
    paid = true;
    // Hidden (the user switched to pay elsewhere): nothing is asked.
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(asked.length).toBe(before);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(result.current.status?.paid).toBe(true));
    expect(asked.length).toBeGreaterThan(before);
    expect(result.current.gaveUp).toBe(false);
    client.clear();
  });
});
