#!/usr/bin/env node
// `npm test`: every check of the repository, with what leaves a core idle run beside another step (the checks
// that need no browser beside the benchmarks and the WebKit journeys, the journeys' build and the contract suite
// beside Lighthouse).
// Each step's own output is shown; the last line counts the tests of all steps as "N passed, N failed".
import { spawn } from 'node:child_process';
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
  {
    // Alone: with the linters and the type check beside it (as it was), the same run took 79 s instead of 58 on two
    // cores; they now run beside the benchmarks, which leave a core idle.
    name: 'unit and integration tests (Vitest)',
    cmd: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
    // All but the two small projects that run beside the benchmarks (vitest.config.ts).
    env: { VITEST_PROJECTS: 'main' },
    after: () => countVitest(`${reports}/vitest.json`),
  },
  {
    // Builds the web app, checks its first-visit size, and runs Lighthouse (mobile) on two pages against the mock
    // (see e2e/budgets.ts). Lighthouse's runs leave a core mostly idle; the journeys' build (into web/dist-e2e,
    // apart from the release build measured here) and the contract suite use it, one after the other.
    name: 'performance budgets (first-visit JavaScript, cold fetch, Lighthouse)',
    cmd: [bin('tsx'), 'e2e/budgets.ts'],
    after: () => countBudgets(budgetsReport),
    // The build first, while the budgets build and fetch: the contract suite is the lighter load on Lighthouse.
    // With the type check, Biome and Redocly after it too, the step took longer (69 and 71 s against 64) and
    // Lighthouse's performance scores fell from 76 and 77 to 64 and 67, close to their floor of 60.
    beside: [
      { name: "the journeys' build of the app", cmd: [bin('tsx'), 'e2e/build-app.ts'] },
      {
        name: 'contract suite against the mock (npm run contracts)',
        cmd: ['npm', 'run', '--silent', 'contracts'],
        after: () => countContracts(`${root}contracts/reports/contracts.json`),
      },
    ],
  },
  {
    name: 'end-to-end journeys (Playwright, Chromium, Pixel 7 and iPhone 13)',
    cmd: [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`, E2E_PREBUILT: '1', E2E_RUN: 'journeys' },
    after: () => countPlaywright(`${reports}/playwright.json`),
  },
  {
    // The benchmarks run on one worker, after the journeys (playwright.config.ts says why), which leaves a core
    // idle: the checks that need no browser use it, at the lowest priority (`nice 19`), so that the benchmark's
    // browser, whose processes now and then want more than one core, has the second one whenever it asks. At the
    // same priority the benchmarks took 84.5 s beside them, and 72.3 s beside half as much.
    name: 'benchmarks (Playwright, one worker)',
    besideNice: true,
    cmd: [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/benchmarks.json`, E2E_PREBUILT: '1', E2E_RUN: 'benchmarks' },
    after: () => countPlaywright(`${reports}/benchmarks.json`),
    beside: [
      // `npm run typecheck`, which names TypeScript 7's tsc by its path (`.bin/tsc` may be either TypeScript), on
      // one thread: on two cores it took 11 s (12 CPU-seconds) where its threads took 14 s (27), and it leaves
      // the benchmarks their core.
      {
        name: 'types (tsc -b, TypeScript 7)',
        cmd: ['npm', 'run', '--silent', 'typecheck', '--', '--singleThreaded'],
      },
      { name: 'lint and format (Biome)', cmd: [bin('biome'), 'check', '.'] },
      {
        name: "the API package's and the repository's tests (Vitest: api, repo)",
        cmd: [
          bin('vitest'),
          'run',
          '--maxWorkers=1',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${reports}/vitest-beside.json`,
        ],
        env: { VITEST_PROJECTS: 'beside' },
        after: () => countVitest(`${reports}/vitest-beside.json`),
      },
    ],
  },
  {
    // The WebKit journeys (e2e/webkit): an iPhone's engine through WebKitWebDriver, on the journeys' build, about
    // 30 s alone. A step of their own: beside the benchmarks they took the second core from timed work (the
    // catalogue's loading showed a 156 ms task against its 150 ms gate in a clean-clone run); beside Chromium's
    // journeys (ports of their own) the two took 461 s where they take 456 one after the other, and a journey that
    // times the launch order ran 35 ms past its margin.
    name: 'WebKit journeys (WebKitGTK through WebDriver, iPhone)',
    cmd: [
      bin('vitest'),
      'run',
      '-c',
      'e2e/webkit/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/webkit.json`,
    ],
    env: { E2E_PREBUILT: '1' },
    after: () => countVitest(`${reports}/webkit.json`),
    // The WebKit journeys drive one browser and leave half of the second core idle: two short checks that need no
    // browser use it, at the lowest priority. Beside the benchmarks, with the others there at that priority, the
    // checks outlasted the benchmarks (82 and 94 s of checks against 78 and 89 s of benchmarks).
    besideNice: true,
    beside: [
      {
        // The release build (web/dist, made by the budgets' step) against the browsers we build for: syntax and
        // functions they lack, in its JavaScript and CSS, and the page an older browser gets.
        name: 'built output against the browserslist (es-check, CSS check)',
        cmd: [
          bin('vitest'),
          'run',
          '-c',
          'vitest.built.config.ts',
          '--root',
          'web',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${reports}/built-output.json`,
        ],
        after: () => countVitest(`${reports}/built-output.json`),
      },
      {
        name: 'openapi.yaml lint (Redocly)',
        cmd: [bin('redocly'), 'lint', 'openapi.yaml', '--config', 'redocly.yaml'],
      },
    ],
  },
];

/**
 * Runs a command to its end; `quiet` keeps its output to print later instead of showing it as it comes, `nice` runs
 * it (and whatever it starts) at the lowest CPU priority.
 */
function run(step, { quiet = false, nice = false } = {}) {
  const [command, ...args] = nice ? ['nice', '-n', '19', ...step.cmd] : step.cmd;
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

/** Runs `beside` one after the other, each quietly, and hands back their results in order. */
async function runBeside(beside, nice) {
  const results = [];
  for (const step of beside) {
    const result = await run(step, { quiet: true, nice });
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

const started = Date.now();
for (const step of steps) {
  const beside = step.beside ?? [];
  console.log(`\n▶ ${step.name}${beside.length ? `, beside it ${beside.map((b) => b.name).join(', then ')}` : ''}`);
  const besideResults = beside.length ? runBeside(beside, step.besideNice === true) : Promise.resolve([]);
  const result = await run(step);
  // The steps beside print once they have ended, so that the outputs do not interleave.
  for (const [i, besideResult] of (await besideResults).entries()) {
    console.log(`\n▶ ${beside[i].name} (ran beside ${step.name})`);
    if (besideResult.output) process.stdout.write(besideResult.output);
    finish(beside[i], besideResult);
  }
  finish(step, result);
}
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${counts.passed} passed, ${counts.failed} failed`);
