#!/usr/bin/env node
// `npm test`: every check of the repository, in the order that fails cheapest first. Each step's own output
// is shown; the last line counts the tests of all steps as "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}node_modules/.cache/test-reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => `${root}node_modules/.bin/${name}`;
/** TypeScript 7's tsc by its path: `.bin/tsc` may be either of the two TypeScripts installed. */
const TSC = `${root}node_modules/typescript-native/bin/tsc`;

const counts = { passed: 0, failed: 0 };
const countVitest = (file) => {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
};

const countPlaywright = (file) => {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  counts.passed += s.expected + s.flaky;
  counts.failed += s.unexpected;
};
// Each budget (the first-visit JavaScript, and the three Lighthouse categories) counts as one test.
const budgetsReport = `${root}e2e/budgets.json`;
rmSync(budgetsReport, { force: true });
const countBudgets = (file) => {
  if (!existsSync(file)) return;
  for (const check of JSON.parse(readFileSync(file, 'utf8')).checks) {
    if (check.ok) counts.passed += 1;
    else counts.failed += 1;
  }
};
const countContracts = (file) => {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  for (const item of [...r.records, ...r.flows]) {
    if (item.status === 'pass') counts.passed += 1;
    if (item.status === 'fail') counts.failed += 1;
  }
};

const steps = [
  { name: 'lint and format (Biome)', cmd: [bin('biome'), 'check', '.'] },
  { name: 'openapi.yaml lint (Redocly)', cmd: [bin('redocly'), 'lint', 'openapi.yaml', '--config', 'redocly.yaml'] },
  {
    name: 'unit and integration tests (Vitest)',
    // The type check runs beside it, with TypeScript 7 (the native compiler; see the README's "Type check"):
    // Vitest leaves gaps while it starts its workers and collects files.
    beside: { name: 'types (tsc -b, TypeScript 7)', cmd: [TSC, '-b'] },
    cmd: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
    after: () => countVitest(`${reports}/vitest.json`),
  },
  {
    // Builds the web app, checks its first-visit size, and runs Lighthouse (mobile) on four pages against the mock:
    // a benchmark step of its own, its scores the median of several runs (see e2e/budgets.ts).
    name: 'performance budgets (first-visit JavaScript, cold fetch, Lighthouse)',
    cmd: [bin('tsx'), 'e2e/budgets.ts'],
    after: () => countBudgets(budgetsReport),
  },
  {
    name: 'contract suite against the mock (npm run contracts)',
    cmd: ['npm', 'run', '--silent', 'contracts'],
    // The journeys' build of the app (e2e/build-app.ts), made here rather than at the start of the journeys:
    // the contract suite needs no build and leaves a core free. After the budgets, which build their own.
    beside: { name: "the journeys' build of the app", cmd: [bin('tsx'), 'e2e/build-app.ts'] },
    after: () => countContracts(`${root}contracts/reports/contracts.json`),
  },
  {
    name: 'end-to-end journeys (Playwright, Chromium, Pixel 7 and iPhone 13)',
    cmd: [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`, E2E_PREBUILT: '1' },
    after: () => countPlaywright(`${reports}/playwright.json`),
  },
];

/** Runs a command to its end; `quiet` keeps its output to print later instead of showing it as it comes. */
function run(step, { quiet = false } = {}) {
  const [command, ...args] = step.cmd;
  const child = spawn(command, args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...step.env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const t = Date.now();
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      resolve({ status, seconds: ((Date.now() - t) / 1000).toFixed(1), output: Buffer.concat(output).toString() });
    });
  });
}

function finish(step, result) {
  step.after?.();
  if (result.status !== 0) {
    console.log(`\n✗ ${step.name} failed after ${result.seconds} s`);
    if (counts.failed === 0) counts.failed = 1;
    console.log(`${counts.passed} passed, ${counts.failed} failed`);
    process.exit(1);
  }
  console.log(`✓ ${step.name} (${result.seconds} s)`);
}

const started = Date.now();
for (const step of steps) {
  console.log(`\n▶ ${step.name}${step.beside ? `, beside it ${step.beside.name}` : ''}`);
  const beside = step.beside && run(step.beside, { quiet: true });
  const result = await run(step);
  if (beside) {
    // The step beside prints once it has ended, so that the two outputs do not interleave.
    const besideResult = await beside;
    console.log(`\n▶ ${step.beside.name} (ran beside ${step.name})`);
    if (besideResult.output) process.stdout.write(besideResult.output);
    finish(step.beside, besideResult);
  }
  finish(step, result);
}
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${counts.passed} passed, ${counts.failed} failed`);
