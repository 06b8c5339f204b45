// The simulated WeChat / Alipay payment page that payOrder and rechargeBalance answer as `pay_url`. It is
// not part of the contract: it stands in for the payment provider, so the app can leave for it and come
// back. "Confirm payment" pays the order (as the provider's notify call would), "Abandon" leaves it unpaid;
// both then redirect to `return` (a query parameter, else the path of the page's Referer when it is this
// origin's, else `/`). Only locations in the app are followed: a payment page that sends the user anywhere a
// link says is an open redirect.
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '@djshop/api/security-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ControlGuard, refuse } from '../control/guard.ts';
import { escapeHtml, money } from '../envelope.ts';
import { ALREADY_OWNED, ownsAny } from '../handlers/order.ts';
import type { Store } from '../store/index.ts';
import { type OrderRecord, setPendingPayType } from '../store/modules/orders.ts';
import { markPaid, settle } from '../store/services/orders.ts';
import { orderSnOfPrepay } from './jsapi.ts';

type PayRequest = FastifyRequest<{ Params: { order_sn: string }; Querystring: { return?: string } }>;

/**
 * A location in the app: a path on this origin ("/", "/#/pages/..."), never "//host", "/\host" or a scheme.
 * Control characters and backslashes are refused outright: browsers drop or turn them into slashes.
 */
export const inAppLocation = (value: unknown): string | null =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\s\p{Cc}\\]/u.test(value) ? value : null;

/** The path of a Referer on the page's own host. */
const sameOriginPath = (request: PayRequest): string | null => {
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  return url.host === request.headers.host ? inAppLocation(`${url.pathname}${url.search}`) : null;
};

const returnOf = (request: PayRequest): string => inAppLocation(request.query.return) ?? sameOriginPath(request) ?? '/';

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f5f5f5;color:#222}main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}h1{font-size:20px}.amount{font-size:32px;font-weight:700;margin:16px 0}form{display:inline}button{font-size:16px;padding:10px 18px;margin:8px 8px 0 0;border-radius:8px;border:1px solid #ccc;background:#fff}button.pay{background:#07c160;color:#fff;border-color:#07c160}';
/** The page's one inline stylesheet, allowed by its hash: the page runs no script at all. */
const PAGE_CSP = contentSecurityPolicy({
  inlineStyles: [`'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`],
});

const PAY_NAMES = { wechat: '微信支付 WeChat Pay', alipay: '支付宝 Alipay' } as const;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function orderPage(order: OrderRecord, back: string): string {
  const sn = escapeHtml(order.order_sn);
  const q = `?return=${encodeURIComponent(back)}`;
  const provider = order.pendingPayType ? PAY_NAMES[order.pendingPayType] : '模拟支付 Mock payment';
  const head = `<h1>${escapeHtml(provider)}</h1><p>订单号 Order ${sn}</p><p>${escapeHtml(order.items[0]?.title ?? '')}</p><div class="amount">¥${money(order.payCents)}</div>`;
  if (order.status !== 'to_be_paid') {
    const state =
      order.status === 'cancelled'
        ? '订单已取消 The order has been cancelled'
        : '订单已支付 The order has already been paid';
    return page(
      provider,
      `${head}<p data-state="${order.status}">${state}</p><p><a href="${escapeHtml(back)}">返回 Back</a></p>`,
    );
  }
  return page(
    provider,
    `${head}<form method="post" action="/__mock/pay/${sn}/confirm${escapeHtml(q)}"><button class="pay" type="submit">确认支付 Confirm payment</button></form><form method="post" action="/__mock/pay/${sn}/abandon${escapeHtml(q)}"><button type="submit">放弃 Abandon</button></form>`,
  );
}

const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', PAGE_CSP)
    .send(page('Not found', '<h1>订单不存在 The order does not exist</h1>'));

/**
 * Registers GET /__mock/pay/:order_sn, POST /__mock/pay/:order_sn/confirm|abandon and WeChat's confirmation of
 * an in-app payment, POST /__mock/wxpay/notify.
 */
export function registerPaymentPage(app: FastifyInstance, store: Store, guard: ControlGuard): void {
  const find = (sn: string): OrderRecord | undefined => {
    settle(store.state, store.seconds());
    store.touch();
    return store.state.orders.bySn.get(sn);
  };

  /** Pays an unpaid order as the provider does once WeChat or Alipay confirms it. */
  const confirm = (order: OrderRecord): 'paid' | 'owned' | 'unchanged' => {
    if (order.status !== 'to_be_paid') return 'unchanged';
    // Two payments of one item started side by side: the one confirmed second would sell it twice.
    if (order.order_type === 'digital' && ownsAny(store.state, order.user_id, order.items)) {
      setPendingPayType(order, null);
      store.touch();
      return 'owned';
    }
    markPaid(store.state, order, order.pendingPayType ?? 'wechat', store.seconds());
    store.touch();
    return 'paid';
  };

  app.get('/__mock/pay/:order_sn', (request: PayRequest, reply) => {
    const order = find(request.params.order_sn);
    if (!order) return notFound(reply);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', PAGE_CSP)
      .send(orderPage(order, returnOf(request)));
  });

  // The page's own forms post here; another site's may not (a form post pays or abandons an order).
  app.post('/__mock/pay/:order_sn/confirm', (request: PayRequest, reply) => {
    const refusal = guard(request, { json: false });
    if (refusal) return refuse(reply, refusal);
    const order = find(request.params.order_sn);
    if (!order) return notFound(reply);
    if (confirm(order) === 'owned') {
      return reply
        .code(409)
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', PAGE_CSP)
        .send(
          page(
            '409',
            `<h1>${escapeHtml(ALREADY_OWNED)}</h1><p><a href="${escapeHtml(returnOf(request))}">返回 Back</a></p>`,
          ),
        );
    }
    return reply.redirect(returnOf(request), 303);
  });

  // WeChat's server telling the provider that an in-app (jsapi) payment went through: JSON `{ prepay_id }`,
  // answered like WeChat Pay's notify reply. A test's stand-in for WeChat's payment sheet calls it.
  app.post('/__mock/wxpay/notify', (request: FastifyRequest<{ Body: { prepay_id?: unknown } }>, reply) => {
    const refusal = guard(request, { json: true });
    if (refusal) return refuse(reply, refusal);
    const prepayId = request.body?.prepay_id;
    const sn = typeof prepayId === 'string' ? orderSnOfPrepay(prepayId) : null;
    const order = sn === null ? undefined : find(sn);
    if (!order || order.prepayId !== prepayId) {
      return reply.code(404).send({ code: 'FAIL', message: 'Unknown prepay' });
    }
    const outcome = confirm(order);
    return reply.send({ code: outcome === 'owned' ? 'FAIL' : 'SUCCESS', message: outcome });
  });

  app.post('/__mock/pay/:order_sn/abandon', (request: PayRequest, reply) => {
    const refusal = guard(request, { json: false });
    if (refusal) return refuse(reply, refusal);
    const order = find(request.params.order_sn);
    if (!order) return notFound(reply);
    setPendingPayType(order, null);
    store.touch();
    return reply.redirect(returnOf(request), 303);
  });
}
