// Starts what the WebKit journeys run against and stops it afterwards, whatever the journeys' outcome: the
// journeys' build (unless E2E_PREBUILT=1 says `npm test` made it), a mock serving it, a virtual display (Xvfb on
// a display number it picks itself), WebKitWebDriver on it, and one browser session the journeys share.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder } from 'selenium-webdriver';
import type { TestProject } from 'vitest/node';
import { JOURNEY_BUILD_ENV, JOURNEY_DIST } from '../build-app.ts';
import { capabilities, IPHONE_UA, VIEWPORT, type WebKitContext } from './config.ts';

const root = new URL('../..', import.meta.url).pathname;
const mockPort = Number(process.env.WEBKIT_PORT ?? 4175);
const driverPort = Number(process.env.WEBKIT_DRIVER_PORT ?? 4176);

const started: ChildProcess[] = [];

/** Ends every process started here, with their children (each leads a process group of its own). */
function stopAll(): void {
  for (const child of started.reverse()) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  started.length = 0;
}
// Also when the runner itself ends or is stopped: no display, driver or browser is left behind.
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, extraFd = false): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: extraFd ? ['ignore', 'ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'pipe'],
  });
  started.push(child);
  const errors: Buffer[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk));
  child.once('exit', (code) => {
    if (code && code !== 0 && code !== 143) process.stderr.write(`${command} exited ${code}: ${Buffer.concat(errors)}`);
  });
  return child;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

/** Xvfb picks a free display and writes its number to the descriptor it is given. */
function startDisplay(): Promise<string> {
  const xvfb = start(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', `${VIEWPORT.width}x${VIEWPORT.height}x24`, '-nolisten', 'tcp'],
    {},
    true,
  );
  return new Promise((resolve, reject) => {
    let written = '';
    const fd = xvfb.stdio[3] as NodeJS.ReadableStream;
    fd.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited ${code} before it had a display`)));
    xvfb.once('error', reject);
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const tool of ['Xvfb', 'WebKitWebDriver']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
      throw new Error(`${tool} is missing: apt-get install webkit2gtk-driver xvfb`);
    }
  }
  if (process.env.E2E_PREBUILT !== '1' || !existsSync(`${root}web/${JOURNEY_DIST}/index.html`)) {
    const built = spawnSync(`${root}node_modules/.bin/tsx`, ['e2e/build-app.ts'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build for the journeys failed');
  }

  const baseUrl = `http://127.0.0.1:${mockPort}`;
  start(`${root}node_modules/.bin/tsx`, ['mock-server/src/server.ts', '--web', `web/${JOURNEY_DIST}`], {
    MOCK_PORT: String(mockPort),
    MOCK_LOG: 'silent',
    ...JOURNEY_BUILD_ENV,
  });
  const display = await startDisplay();
  const driverUrl = `http://127.0.0.1:${driverPort}`;
  start('WebKitWebDriver', [`--port=${driverPort}`, '--host=127.0.0.1'], { DISPLAY: display });
  await Promise.all([
    until('the mock', async () => (await fetch(`${baseUrl}/version.json`)).ok, 60_000),
    until('WebKitWebDriver', async () => (await fetch(`${driverUrl}/status`)).ok, 20_000),
  ]);

  const driver = await new Builder().usingServer(driverUrl).withCapabilities(capabilities(IPHONE_UA)).build();
  await driver.manage().window().setRect(VIEWPORT);
  const sessionDir = mkdtempSync(join(tmpdir(), 'webkit-session-'));
  const sessionFile = join(sessionDir, 'id');
  writeFileSync(sessionFile, (await driver.getSession()).getId());
  const context: WebKitContext = { baseUrl, driverUrl, sessionFile };
  project.provide('webkit', context);

  return async () => {
    await driver.quit().catch(() => undefined);
    stopAll();
    rmSync(sessionDir, { recursive: true, force: true });
  };
}
