#!/usr/bin/env node
// `npm test`: every check of the repository, in the order that fails cheapest first. Each step's own output
// is shown; the last line counts the tests of all steps as "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}node_modules/.cache/test-reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => `${root}node_modules/.bin/${name}`;

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
  { name: 'types (tsc -b)', cmd: [bin('tsc'), '-b'] },
  {
    name: 'unit and integration tests (Vitest)',
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
    after: () => countContracts(`${root}contracts/reports/contracts.json`),
  },
  {
    name: 'end-to-end journeys (Playwright, Chromium, Pixel 7 and iPhone 13)',
    cmd: [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    after: () => countPlaywright(`${reports}/playwright.json`),
  },
];

const started = Date.now();
for (const step of steps) {
  const t = Date.now();
  console.log(`\n▶ ${step.name}`);
  const [command, ...args] = step.cmd;
  const r = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...step.env },
  });
  step.after?.();
  const seconds = ((Date.now() - t) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.log(`\n✗ ${step.name} failed after ${seconds} s`);
    if (counts.failed === 0) counts.failed = 1;
    console.log(`${counts.passed} passed, ${counts.failed} failed`);
    process.exit(1);
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
}
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${counts.passed} passed, ${counts.failed} failed`);
