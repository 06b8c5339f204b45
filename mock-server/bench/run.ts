// `npm run bench`: this mock against `prism mock openapi.yaml` on the same machine and loopback, side by
// side. Three calls (a catalogue page of 20, a goods detail, the account login) for --duration seconds each
// on both, then a --soak second run of the catalogue page on this mock alone with its RSS at start and end.
// Then, on this mock alone with 20 connections: the growth run (growth.ts; --growth seconds a call, before
// and after the state grows) and the mixed soak (mixed.ts; --mixed seconds). A phase given 0 seconds is
// skipped. The mock runs as the real launcher does, with request and response validation on; the process
// exits non-zero when a growth ratio or the soak's drift misses its bound.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { GROWTH, MIN_RATIO, runGrowth } from './growth.ts';
import { MAX_DRIFT, runMixed } from './mixed.ts';

// Flags for a direct `tsx bench/run.ts`; environment variables for `npm run bench`, where npm would take the
// flags for its own.
const env = process.env;
const { values } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: env.BENCH_DURATION ?? '15' },
    soak: { type: 'string', default: env.BENCH_SOAK ?? '60' },
    connections: { type: 'string', default: env.BENCH_CONNECTIONS ?? '50' },
    growth: { type: 'string', default: env.BENCH_GROWTH ?? '10' },
    mixed: { type: 'string', default: env.BENCH_MIXED ?? '120' },
  },
});
const DURATION = Number(values.duration);
const SOAK = Number(values.soak);
const CONNECTIONS = Number(values.connections);
const GROWTH_SEC = Number(values.growth);
const MIXED_SEC = Number(values.mixed);
/** The growth run and the mixed soak use the connections of their figures in docs/performance.md. */
const STATE_CONNECTIONS = 20;
const WARMUP_SEC = 3;

const root = fileURLToPath(new URL('../..', import.meta.url));
const mockDir = fileURLToPath(new URL('..', import.meta.url));
const MOCK_PORT = 4710;
const PRISM_PORT = 4711;
/** The second mock of the growth run, which grows while the first stays as seeded. */
const GROWN_PORT = 4712;

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
}

const TARGETS: Target[] = [
  { name: 'catalogue page (20 items)', url: '/api/h5.index/djSingle?page=1&limit=20', method: 'GET' },
  { name: 'goods detail', url: '/api/h5.goods/detail?id=1&type=music', method: 'GET' },
  {
    name: 'account login',
    url: '/api/h5.user/login',
    method: 'POST',
    body: JSON.stringify({ account: 'demo-user', password: 'demo1234' }),
  },
];

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitForPort(port: number, path: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}${path}`);
      await r.arrayBuffer();
      return performance.now() - started;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nothing answered on port ${port} within ${timeoutMs} ms`);
}

const startMock = (port: number) =>
  start(
    process.execPath,
    // As `npm start` runs it (see docs/performance.md#the-mock): a young generation large enough that the requests in
    // flight at a scavenge are not promoted to die in the old generation, where collecting them costs more
    // the more state the mock holds.
    ['--max-semi-space-size=64', '--import', 'tsx', 'src/server.ts'],
    { MOCK_PORT: String(port), MOCK_LOG: 'warn', MOCK_CLOCK: 'frozen', NODE_ENV: 'production' },
    mockDir,
  );

function start(command: string, args: string[], env: Record<string, string>, cwd: string): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

const rssMb = (pid: number | undefined): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

async function load(port: number, target: Target, duration: number): Promise<Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}${target.url}`,
    method: target.method,
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    ...(target.body ? { body: target.body } : {}),
  });
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(9);

async function main() {
  console.log(
    `bench: ${CONNECTIONS} connections, ${DURATION} s per call and server, soak ${SOAK} s; growth ${GROWTH_SEC} s a call and mixed soak ${MIXED_SEC} s at ${STATE_CONNECTIONS} connections (loopback)`,
  );
  const mock = startMock(MOCK_PORT);
  const mockReady = await waitForPort(MOCK_PORT, '/version.json', 30_000);
  console.log(`mock ready after ${Math.round(mockReady)} ms (pid ${mock.pid})`);
  if (DURATION > 0) await againstPrism();
  if (SOAK > 0) await catalogueSoak(mock.pid);
  let failed = false;
  if (GROWTH_SEC > 0) failed = (await growth(mock.pid)) || failed;
  if (MIXED_SEC > 0) failed = (await mixed(mock.pid)) || failed;
  stopAll();
  if (failed) process.exitCode = 1;
}

async function againstPrism() {
  const prism = start(
    `${root}node_modules/.bin/prism`,
    ['mock', `${root}openapi.yaml`, '-p', String(PRISM_PORT), '-h', '127.0.0.1', '-v', 'warn'],
    {},
    root,
  );
  const prismReady = await waitForPort(PRISM_PORT, '/api/h5.Banner', 60_000);
  console.log(`prism ready after ${Math.round(prismReady)} ms\n`);

  console.log(
    `${'call'.padEnd(28)}${'server'.padEnd(8)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'non2xx'.padStart(9)}${'errors'.padStart(9)}`,
  );
  const ratios: string[] = [];
  for (const target of TARGETS) {
    const rows: [string, Result][] = [];
    for (const [name, port] of [
      ['mock', MOCK_PORT],
      ['prism', PRISM_PORT],
    ] as const) {
      await load(port, target, WARMUP_SEC);
      rows.push([name, await load(port, target, DURATION)]);
    }
    for (const [name, r] of rows) {
      console.log(
        `${target.name.padEnd(28)}${name.padEnd(8)}${fmt(r.requests.average)}${fmt(r.latency.p50, 1)}${fmt(r.latency.p99, 1)}${fmt(r.non2xx)}${fmt(r.errors)}`,
      );
    }
    const [mockRow, prismRow] = [rows[0]?.[1], rows[1]?.[1]];
    if (mockRow && prismRow) {
      ratios.push(`${target.name}: ${(mockRow.requests.average / Math.max(1, prismRow.requests.average)).toFixed(1)}x`);
    }
  }
  console.log(`\nthroughput, mock / prism: ${ratios.join('; ')}`);

  prism.kill('SIGTERM');
}

async function catalogueSoak(pid: number | undefined) {
  const [catalogue] = TARGETS;
  if (catalogue) {
    const before = rssMb(pid);
    const r = await load(MOCK_PORT, catalogue, SOAK);
    const after = rssMb(pid);
    console.log(
      `\nsoak ${SOAK} s, ${catalogue.name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non2xx ${r.non2xx}, errors ${r.errors}`,
    );
    console.log(
      `mock RSS: ${before.toFixed(1)} MB at start, ${after.toFixed(1)} MB at end (growth ${(after - before).toFixed(1)} MB)`,
    );
  }
}

async function growth(pid: number | undefined): Promise<boolean> {
  const grown = startMock(GROWN_PORT);
  await waitForPort(GROWN_PORT, '/version.json', 30_000);
  console.log(
    `\ngrowth: ${STATE_CONNECTIONS} connections, ${GROWTH_SEC} s a call, before and after ${GROWTH.orders} orders (another user), ${GROWTH.users} users and ${GROWTH.coupons} coupons (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  const rows = await runGrowth(
    { port: MOCK_PORT, cpuMs: () => cpuMsOf(pid) },
    { port: GROWN_PORT, cpuMs: () => cpuMsOf(grown.pid) },
    STATE_CONNECTIONS,
    GROWTH_SEC,
  );
  grown.kill('SIGTERM');
  console.log(
    `${'call'.padEnd(22)}${'before'.padStart(9)}${'after'.padStart(9)}${'ratio'.padStart(8)}${'CPU ms/1k'.padStart(12)}${'p99 ms'.padStart(9)}${'non2xx'.padStart(9)}`,
  );
  for (const r of rows) {
    const cpu = `${Math.round(r.before.cpu)} / ${Math.round(r.after.cpu)}`;
    console.log(
      `${r.name.padEnd(22)}${fmt(r.before.rate)}${fmt(r.after.rate)}${r.ratio.toFixed(2).padStart(8)}${cpu.padStart(12)}${fmt(r.after.p99, 1)}${fmt(r.before.non2xx + r.after.non2xx)}`,
    );
  }
  const missed = rows.filter((r) => r.ratio < MIN_RATIO);
  if (missed.length > 0) console.log(`below ${MIN_RATIO}x: ${missed.map((r) => r.name).join(', ')}`);
  return missed.length > 0;
}

/** CPU time of a process so far (user + system), from /proc. */
const cpuMsOf = (pid: number | undefined): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
};

async function mixed(pid: number | undefined): Promise<boolean> {
  console.log(
    `\nmixed soak: ${STATE_CONNECTIONS} connections, ${MIXED_SEC} s, mock time +2 h every 10 s (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  const r = await runMixed(MOCK_PORT, STATE_CONNECTIONS, MIXED_SEC, () => cpuMsOf(pid));
  const tens = [];
  for (let i = 0; i < r.perSecond.length; i += 10) {
    const part = r.perSecond.slice(i, i + 10);
    tens.push(Math.round(part.reduce((s, n) => s + n, 0) / part.length));
  }
  console.log(`req/s by 10 s: ${tens.join(' ')}`);
  console.log(
    `first 10 s ${Math.round(r.first)} req/s, last 10 s ${Math.round(r.last)} req/s, drift ${(r.drift * 100).toFixed(1)} %; ${r.total} requests, non2xx ${r.non2xx} (the payment page answers 303), errors ${r.errors}; the user has ${r.orders} orders at the end, ${r.paid} physical ones paid and ${r.recharged} recharges completed`,
  );
  console.log(
    `mock CPU per 1,000 requests: ${Math.round(r.cpuFirst)} ms in the first 10 s, ${Math.round(r.cpuLast)} ms in the last 10 s (load average now ${loadavg()[0]?.toFixed(1)})`,
  );
  const bad = r.drift > MAX_DRIFT;
  if (bad) console.log(`drift above ${MAX_DRIFT * 100} %`);
  return bad;
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
