// The mixed soak: every connection repeats what a shopper does (recharge through the payment page, order
// and pay a physical item, leave another order unpaid, add to the cart, read the cart, the orders, the
// coupons and the balance log) while mock time moves 2 hours every 10 seconds, so unpaid orders are
// cancelled at their deadline and paid ones ship as the run goes on. Throughput is counted per second;
// the first and last 10 seconds must stay within 20 % of each other. The mock's CPU time per request in
// those windows is measured too: on a machine shared with other work it tells a slower mock from a busier
// machine.
import autocannon, { type SequenceStep } from 'autocannon';
import { MockClient } from './client.ts';

export const MAX_DRIFT = 0.2;
const WINDOW_SEC = 10;
const CLOCK_STEP_MS = 2 * 3600 * 1000;

export interface MixedResult {
  total: number;
  perSecond: number[];
  first: number;
  last: number;
  drift: number;
  /** The mock's CPU milliseconds per 1,000 requests in the first and the last window. */
  cpuFirst: number;
  cpuLast: number;
  non2xx: number;
  errors: number;
  orders: number;
  /** Physical orders paid (to be shipped, shipped or completed) and recharges completed, at the end. */
  paid: number;
  recharged: number;
}

const ADDRESS = {
  name: '王伟',
  mobile: '13800138000',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园南路 88 号',
};

const average = (list: number[]) => list.reduce((s, n) => s + n, 0) / Math.max(1, list.length);

const snOf = (body: string): string | undefined => {
  try {
    return (JSON.parse(body) as { data?: { order_sn?: string } }).data?.order_sn;
  } catch {
    return undefined;
  }
};

/** `cpuMs` answers the mock process's CPU time so far, in milliseconds. */
export async function runMixed(
  port: number,
  connections: number,
  duration: number,
  cpuMs: () => number,
): Promise<MixedResult> {
  const client = new MockClient(port);
  await client.reset();
  const token = await client.session('demo-user');
  const cart = await client.must<{ list: { goods: { id: number; goods_type: string; price: string } }[] }>(
    'GET',
    '/api/h5.user/cartList',
    token,
  );
  const physical = cart.list.find((l) => l.goods.goods_type === 'physical')?.goods;
  if (!physical) throw new Error('demo-user has no physical goods in the cart');
  const recharge = Math.max(Number(physical.price), 10).toFixed(2);
  const json = (body: unknown) => JSON.stringify(body);
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', token };
  const order = json({ goods_id: physical.id, quantity: 1, address: ADDRESS });
  const steps: SequenceStep[] = [
    {
      method: 'POST',
      path: '/api/h5.user/recharge',
      body: json({ amount: recharge, pay_type: 'wechat' }),
      onResponse: (_s, body, ctx) => {
        ctx.recharge = snOf(body);
      },
    },
    // The payment page's button is a plain form post.
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'confirm=1',
      setupRequest: (req, ctx) => ({ ...req, path: `/__mock/pay/${String(ctx.recharge)}/confirm?return=/` }),
    },
    {
      method: 'POST',
      path: '/api/h5.order/createObject',
      body: order,
      onResponse: (_s, body, ctx) => {
        ctx.order = snOf(body);
      },
    },
    {
      method: 'POST',
      path: '/api/h5.order/pay',
      setupRequest: (req, ctx) => ({ ...req, body: json({ order_sn: ctx.order, pay_type: 'balance' }) }),
    },
    // Left unpaid: the clock's next step passes its 30-minute deadline.
    { method: 'POST', path: '/api/h5.order/createObject', body: order },
    { method: 'POST', path: '/api/h5.user/cart', body: json({ goods_id: physical.id, quantity: 1 }) },
    { method: 'GET', path: '/api/h5.user/cartList' },
    { method: 'GET', path: '/api/h5.user/myOrderApi?page=1&limit=10' },
    { method: 'GET', path: '/api/h5.user/coupon?page=1&limit=10' },
    { method: 'GET', path: '/api/h5.user/moneyLog?page=1&limit=10' },
  ];

  // Ten seconds of the same work first, so the measured run starts with the code compiled, not cold.
  await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: WINDOW_SEC, headers, requests: steps });
  const perSecond: number[] = [];
  const cpuAt: number[] = [];
  let started = 0;
  const ticker = setInterval(() => {
    client.control('/clock', { advanceMs: CLOCK_STEP_MS }).catch(() => undefined);
  }, WINDOW_SEC * 1000);
  const result = await new Promise<{ non2xx: number; errors: number }>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}`, connections, duration, headers, requests: steps },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    instance.on('start', () => {
      started = performance.now();
      cpuAt[0] = cpuMs();
    });
    instance.on('response', () => {
      const second = Math.floor((performance.now() - started) / 1000);
      perSecond[second] = (perSecond[second] ?? 0) + 1;
      if (cpuAt[second] === undefined) cpuAt[second] = cpuMs();
    });
  });
  clearInterval(ticker);
  const full = perSecond.slice(0, duration).map((n) => n ?? 0);
  const first = average(full.slice(0, WINDOW_SEC));
  const last = average(full.slice(-WINDOW_SEC));
  const cpuPer1000 = (from: number, to: number) => {
    const requests = full.slice(from, to).reduce((s, n) => s + n, 0);
    return ((cpuAt[to] ?? cpuMs()) - (cpuAt[from] ?? 0)) / Math.max(1, requests / 1000);
  };
  const total = async (query: string) =>
    (await client.must<{ total: number }>('GET', `/api/h5.user/myOrderApi?page=1&limit=1${query}`, token)).total;
  const mine = { total: await total('') };
  let paid = 0;
  for (const status of ['to_be_shipped', 'shipped', 'completed'])
    paid += await total(`&order_type=physical&status=${status}`);
  const recharged = await total('&order_type=recharge&status=completed');
  return {
    total: full.reduce((s, n) => s + n, 0),
    perSecond: full,
    first,
    last,
    drift: Math.abs(last - first) / Math.max(1, first),
    cpuFirst: cpuPer1000(0, WINDOW_SEC),
    cpuLast: cpuPer1000(full.length - WINDOW_SEC, full.length),
    non2xx: result.non2xx,
    errors: result.errors,
    orders: mine.total,
    paid,
    recharged,
  };
}
