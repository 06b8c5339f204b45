// An independent check of the mock: the suite once more, through Prism's validating proxy, which must find
// nothing to complain about (no `sl-violations` header, no Prism error).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failuresText } from '../src/report.ts';
import { type Running, startMock, startPrism } from '../src/servers.ts';
import { runSuite } from '../src/suite.ts';
import { config } from './helpers.ts';

let mock: Running;
let prism: Running & { log: () => string };
beforeAll(async () => {
  mock = await startMock();
  prism = await startPrism(mock.url);
});
afterAll(async () => {
  await prism?.close();
  await mock?.close();
});

it('passes through prism proxy --errors without violations', async () => {
  const result = await runSuite(
    config(prism.url, { prism: true, controlUrl: mock.url, cases: 2, flows: true, concurrency: 4 }),
  );
  expect(result.prismViolations.map((v) => `${v.message}\n${v.curl}`)).toEqual([]);
  expect(failuresText(result)).toBe('');
  expect(result.passed).toBe(true);
});
