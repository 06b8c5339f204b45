// Money never goes wrong under a burst of taps: twenty payOrder calls for one order, sent at once over real
// HTTP to a listening server, debit the balance once, write one balance log line, and all but one are
// refused as already paid. The same for points.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';

const PARALLEL = 20;
const TRACK_ID = 265;

type Envelope<D = unknown> = { code: number; msg: string; data: D };

let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const app = await buildApp({ logLevel: 'silent', defaultLang: 'en' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  close = () => app.close();
});
afterAll(() => close());

async function call<D>(method: 'GET' | 'POST', path: string, token?: string, body?: object): Promise<Envelope<D>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Envelope<D>;
}

async function session(username: string): Promise<string> {
  const response = await fetch(`${base}/__mock/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  return ((await response.json()) as { token: string }).token;
}

const cents = (yuan: string) => Math.round(Number(yuan) * 100);

type Page = { total: number; data: { amount: string }[] };

/** The balance or the points log, newest first. */
async function logOf(payType: 'balance' | 'score', token: string): Promise<Page> {
  if (payType === 'balance') return (await call<Page>('GET', '/api/h5.user/moneyLog', token)).data;
  return (await call<{ list: Page }>('GET', '/api/h5.user/score', token)).data.list;
}

describe('payOrder under a burst of parallel calls', () => {
  it.each(['balance', 'score'] as const)('debits the %s once', async (payType) => {
    await fetch(`${base}/__mock/reset`, { method: 'POST' });
    const token = await session('demo-user');
    const preview = await call<{ pay_amount: string; score_price: number }>('POST', '/api/h5.order/confirm', token, {
      goods_id: TRACK_ID,
    });
    const before = await call<{ money: string; score: number }>('GET', '/api/h5.user/userInfo', token);
    const logBefore = await logOf(payType, token);
    const order = await call<{ order_sn: string }>('POST', '/api/h5.order/create', token, { goods_id: TRACK_ID });
    expect(order.code).toBe(1);

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call('POST', '/api/h5.order/pay', token, { order_sn: order.data.order_sn, pay_type: payType }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== 1).map((answer) => answer.msg)).toEqual(
      Array(PARALLEL - 1).fill('The order has already been paid'),
    );

    const after = await call<{ money: string; score: number }>('GET', '/api/h5.user/userInfo', token);
    if (payType === 'balance') {
      expect(cents(before.data.money) - cents(after.data.money)).toBe(cents(preview.data.pay_amount));
      expect(after.data.score).toBe(before.data.score);
    } else {
      expect(before.data.score - after.data.score).toBe(preview.data.score_price);
      expect(after.data.money).toBe(before.data.money);
    }
    const logAfter = await logOf(payType, token);
    expect(logAfter.total).toBe(logBefore.total + 1);
    const spent = payType === 'balance' ? cents(preview.data.pay_amount) : preview.data.score_price * 100;
    expect(cents(logAfter.data[0]?.amount ?? '0')).toBe(-spent);
  });
});
