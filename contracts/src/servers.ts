// The servers a run may need: the mock in this process (the default run), and Prism's validating proxy in
// front of a server (the independent check in `npm test`).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { CONTRACT_PATH } from '@djshop/api/contract';
import { buildApp } from '@djshop/mock-server/src/app.ts';

export interface Running {
  url: string;
  close(): Promise<void>;
}

export async function startMock(options: { allowMissing?: boolean } = {}): Promise<Running> {
  const app = await buildApp({
    logLevel: 'silent',
    docs: false,
    // The frozen clock makes every answer reproducible; the flows move it through the control API.
    clock: { frozen: true },
    ...(options.allowMissing ? { allowMissing: true } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

const PRISM = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));

/** `prism proxy openapi.yaml <upstream> --errors`, ready when it answers. */
export async function startPrism(upstream: string): Promise<Running & { log: () => string }> {
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(
    PRISM,
    ['proxy', CONTRACT_PATH, upstream, '-p', String(port), '-h', '127.0.0.1', '--errors', '-v', 'warn'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (b: Buffer) => {
    log += b.toString();
  });
  child.stderr?.on('data', (b: Buffer) => {
    log += b.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`prism exited with ${code}:\n${log}`))),
  );
  const ready = (async () => {
    for (;;) {
      try {
        await fetch(`${url}/api/h5.Index/statistics`, { signal: AbortSignal.timeout(1000) });
        return;
      } catch {
        // Not listening yet: wait for the next connection attempt, which fetch paces by its own timeout.
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, 200);
          t.unref();
        });
      }
    }
  })();
  await Promise.race([ready, exited]);
  return {
    url,
    log: () => log,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
