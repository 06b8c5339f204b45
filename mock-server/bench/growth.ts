// Does the mock keep its pace as its state grows? Four per-user reads and a login are measured on the
// seeded state, then another user places 10,000 orders, 1,000 users register and 5,000 coupons are handed
// out, and the same calls are measured again. Each must keep at least 0.9x of its rate before. On a shared
// machine a neighbour's load can swing a rate by half within a minute, so the run is made in rounds (reset,
// measure, grow, measure), each call a third of its time in each round, and the rates are the rounds'
// mean: a passing load then weighs on both sides alike.
import autocannon, { type Result } from 'autocannon';
import { MockClient, pool } from './client.ts';

export const GROWTH = { orders: 10_000, users: 1_000, coupons: 5_000 };
export const MIN_RATIO = 0.9;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** The demo-user session goes in the `token` header. */
  signedIn: boolean;
}

export interface Rate {
  /** Mean requests a second over the rounds. */
  rate: number;
  p99: number;
  non2xx: number;
}

export interface GrowthRow {
  name: string;
  before: Rate;
  after: Rate;
  ratio: number;
}

const ROUNDS = 3;

/** The session user; the orders of growth go to another one, so its own lists stay as they were. */
const READER = 'demo-user';
const GROWER = 'user7';

async function measure(port: number, call: Call, token: string, connections: number, duration: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}${call.path}`,
    method: call.method,
    connections,
    duration,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(call.signedIn ? { token } : {}),
    },
    ...(call.body ? { body: call.body } : {}),
  });
}

async function grow(client: MockClient): Promise<void> {
  const token = await client.session(GROWER);
  const music = await client.must<{ data: { id: number }[] }>('GET', '/api/h5.index/djSingle?page=1&limit=50');
  const goodsIds = music.data.map((g) => g.id);
  await pool(GROWTH.orders, 20, (i) =>
    client.must('POST', '/api/h5.order/create', token, { goods_id: goodsIds[i % goodsIds.length] }),
  );
  await pool(GROWTH.users, 20, async (i) => {
    const mobile = `177${String(10_000_000 + i).padStart(8, '0')}`;
    await client.must('POST', '/api/h5.user/get_code', undefined, { mobile, event: 'register' });
    await client.must('POST', '/api/h5.user/register', undefined, {
      username: `bench${i}`,
      password: 'bench1234',
      repassword: 'bench1234',
      mobile,
      captcha: '123456',
    });
  });
  await client.control('/coupons', { username: GROWER, count: GROWTH.coupons });
}

function callsFor(orderId: number): Call[] {
  return [
    { name: "a user's order list", method: 'GET', path: '/api/h5.user/myOrderApi?page=1&limit=10', signedIn: true },
    { name: 'one order detail', method: 'GET', path: `/api/h5.user/orderDetail?id=${orderId}`, signedIn: true },
    { name: 'cart list', method: 'GET', path: '/api/h5.user/cartList', signedIn: true },
    { name: 'coupon list', method: 'GET', path: '/api/h5.user/coupon?page=1&limit=10', signedIn: true },
    // demo-vip's number: its logins end old sessions of demo-vip, never the session the reads use.
    {
      name: 'login by mobile',
      method: 'POST',
      path: '/api/h5.user/login',
      body: JSON.stringify({ account: '13800138002', password: 'demo1234' }),
      signedIn: false,
    },
  ];
}

const mean = (results: Result[]): Rate => ({
  rate: results.reduce((s, r) => s + r.requests.average, 0) / results.length,
  p99: Math.max(...results.map((r) => r.latency.p99)),
  non2xx: results.reduce((s, r) => s + r.non2xx, 0),
});

export async function runGrowth(port: number, connections: number, duration: number): Promise<GrowthRow[]> {
  const client = new MockClient(port);
  const slice = Math.max(1, Math.round(duration / ROUNDS));
  const before: Result[][] = [];
  const after: Result[][] = [];
  let names: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await client.reset();
    const token = await client.session(READER);
    const orders = await client.must<{ data: { id: number }[] }>(
      'GET',
      '/api/h5.user/myOrderApi?page=1&limit=1',
      token,
    );
    const orderId = orders.data[0]?.id;
    if (orderId === undefined) throw new Error(`${READER} has no orders`);
    const calls = callsFor(orderId);
    names = calls.map((c) => c.name);
    const run = async (into: Result[][]) => {
      for (const [i, call] of calls.entries()) {
        await measure(port, call, token, connections, 1);
        const list = into[i] ?? [];
        list.push(await measure(port, call, token, connections, slice));
        into[i] = list;
      }
    };
    await run(before);
    const started = performance.now();
    await grow(client);
    console.log(
      `round ${round + 1}: grown by ${GROWTH.orders} orders, ${GROWTH.users} users and ${GROWTH.coupons} coupons in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await run(after);
  }
  await client.reset();
  return names.map((name, i) => {
    const b = mean(before[i] ?? []);
    const a = mean(after[i] ?? []);
    return { name, before: b, after: a, ratio: a.rate / Math.max(1, b.rate) };
  });
}
