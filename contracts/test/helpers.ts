// Servers broken on purpose: a tiny proxy in front of the mock that rewrites its answers, so the self-test
// can show that each kind of breakage is reported with the operation and the field.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { REPORTS_DIR } from '../src/config.ts';
import type { SuiteConfig } from '../src/context.ts';

export interface Upstream {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Rewrite = (req: { method: string; path: string; headers: IncomingHttpHeaders }, res: Upstream) => Upstream;
export type RewriteRequest = (req: { method: string; path: string; headers: Record<string, string> }) => void;

export async function brokenProxy(
  upstream: string,
  rewrite: Rewrite,
  rewriteRequest?: RewriteRequest,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string' && k !== 'host' && k !== 'content-length' && k !== 'connection') headers[k] = v;
    }
    const path = req.url ?? '/';
    rewriteRequest?.({ method: req.method ?? 'GET', path, headers });
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const r = await fetch(`${upstream}${path}`, { method: req.method ?? 'GET', headers, body, redirect: 'manual' });
    const out: Upstream = {
      status: r.status,
      headers: { 'content-type': r.headers.get('content-type') ?? '' },
      body: await r.text(),
    };
    const next = rewrite({ method: req.method ?? 'GET', path: path.split('?')[0] ?? '', headers: req.headers }, out);
    res.writeHead(next.status, next.headers);
    res.end(next.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const config = (baseUrl: string, overrides: Partial<SuiteConfig> = {}): SuiteConfig => ({
  baseUrl,
  account: 'demo-user',
  password: 'demo1234',
  seed: 1,
  cases: 3,
  concurrency: 4,
  writes: true,
  readOnly: false,
  control: true,
  prism: false,
  only: [],
  flows: false,
  reportsDir: `${REPORTS_DIR}/self-test`,
  ...overrides,
});
