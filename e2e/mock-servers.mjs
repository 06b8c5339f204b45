#!/usr/bin/env node
// `node e2e/mock-servers.mjs <web folder> <port>...`: the journeys' mocks, one per worker (fixtures/ports.ts),
// started together. Playwright starts the web servers of its config one after the other, each about 3 s on two
// cores, before the first journey; this starts them at once and says "mocks ready" when every one answers.
// Each mock is a process of its own, so that the two workers' requests do not queue behind one event loop, and
// ends with this one: Playwright ends the whole process group, and a mock that ends early ends this run. Outside
// CI a mock already answering on its port (left running while working on a journey) is used as it is.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [web, ...ports] = process.argv.slice(2);
if (!web || ports.length === 0 || !ports.every((port) => /^\d+$/.test(port))) {
  console.error('usage: node e2e/mock-servers.mjs <web folder> <port>...');
  process.exit(2);
}

/** Whether the mock on `port` serves the app's version.json. */
const serves = (port) =>
  fetch(`http://127.0.0.1:${port}/version.json`).then(
    (response) => response.ok,
    () => false,
  );

/** Resolves once the mock on `port` answers. */
async function answering(port) {
  while (!(await serves(port))) await new Promise((resolve) => setTimeout(resolve, 50));
}

for (const port of ports) {
  if (await serves(port)) {
    if (!process.env.CI) continue;
    // As Playwright says of a web server's port in CI: whatever answers there is not this run's mock.
    console.error(`port ${port} is already in use: stop what listens there, or move the mocks with E2E_PORT`);
    process.exit(1);
  }
  const mock = spawn(`${root}node_modules/.bin/tsx`, ['mock-server/src/server.ts', '--web', web], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  mock.once('exit', (code, signal) => {
    console.error(`the mock on port ${port} ended (${signal ?? `exit code ${code}`})`);
    process.exit(1);
  });
}

await Promise.all(ports.map(answering));
console.log(`mocks ready on ${ports.join(', ')}`);
// Alive until Playwright ends it, also when every mock was one already running.
setInterval(() => {}, 2 ** 30);
