// Does the mock keep its pace as its state grows? Four per-user reads and a login are measured on the
// seeded state and on the state after another user placed 10,000 orders, 1,000 users registered and
// 5,000 coupons were handed out. Each must keep at least 0.9x of its rate before. On a machine shared with
// other work a neighbour's load swings a rate by half within a minute, so the two states are two mock
// processes started alike, one seeded and one grown, measured in turn one second at a time (seeded, grown,
// seeded, ...): a passing load then weighs on both alike. The mocks' CPU time per request is measured too.
import autocannon from 'autocannon';
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
  /** Requests a second over all its slices. */
  rate: number;
  /** The mock process's CPU milliseconds per 1,000 requests. */
  cpu: number;
  p99: number;
  non2xx: number;
}

export interface GrowthRow {
  name: string;
  before: Rate;
  after: Rate;
  ratio: number;
}

export interface Mock {
  port: number;
  /** Its CPU time so far, in milliseconds. */
  cpuMs: () => number;
}

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

export async function runGrowth(
  seeded: Mock,
  grown: Mock,
  connections: number,
  duration: number,
): Promise<GrowthRow[]> {
  const mocks = [seeded, grown];
  const sessions: string[] = [];
  let orderId: number | undefined;
  for (const mock of mocks) {
    const client = new MockClient(mock.port);
    await client.reset();
    const token = await client.session(READER);
    sessions.push(token);
    const orders = await client.must<{ data: { id: number }[] }>(
      'GET',
      '/api/h5.user/myOrderApi?page=1&limit=1',
      token,
    );
    orderId = orders.data[0]?.id;
  }
  if (orderId === undefined) throw new Error(`${READER} has no orders`);
  const started = performance.now();
  await grow(new MockClient(grown.port));
  console.log(
    `grown by ${GROWTH.orders} orders, ${GROWTH.users} users and ${GROWTH.coupons} coupons in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const rows: GrowthRow[] = [];
  for (const call of callsFor(orderId)) {
    const totals = mocks.map(() => ({ requests: 0, seconds: 0, cpu: 0, p99: 0, non2xx: 0 }));
    for (const [i, mock] of mocks.entries()) await measure(mock.port, call, sessions[i] as string, connections, 1);
    for (let k = 0; k < duration; k++) {
      for (const [i, mock] of mocks.entries()) {
        const cpu = mock.cpuMs();
        const r = await measure(mock.port, call, sessions[i] as string, connections, 1);
        const t = totals[i] as (typeof totals)[number];
        t.cpu += mock.cpuMs() - cpu;
        t.requests += r.requests.total;
        t.seconds += 1;
        t.p99 = Math.max(t.p99, r.latency.p99);
        t.non2xx += r.non2xx;
      }
    }
    const [b, a] = totals.map((t) => ({
      rate: t.requests / t.seconds,
      cpu: t.cpu / Math.max(1, t.requests / 1000),
      p99: t.p99,
      non2xx: t.non2xx,
    })) as [Rate, Rate];
    rows.push({ name: call.name, before: b, after: a, ratio: a.rate / Math.max(1, b.rate) });
  }
  return rows;
}
