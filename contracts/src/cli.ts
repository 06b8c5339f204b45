// `npm run contracts`: the suite against a mock it starts itself, or against PROVIDER_URL.
//   --writes          against a remote server, run operations that change state too
//   --only a,b        only these operationIds (debugging)
//   --no-flows        leave out the cross-operation flows (debugging)
//   --allow-missing   start the in-process mock although some handlers are missing (while they are written)
import { parseArgs } from 'node:util';
import { probeControl, readConfig } from './config.ts';
import { failuresText, matrixText, summaryText, writeReports } from './report.ts';
import { type Running, startMock } from './servers.ts';
import { runSuite } from './suite.ts';

const { values } = parseArgs({
  options: {
    writes: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-flows': { type: 'boolean', default: false },
    'allow-missing': { type: 'boolean', default: false },
  },
});

let mock: Running | null = null;
const provider = process.env.PROVIDER_URL;
try {
  if (!provider) mock = await startMock({ allowMissing: values['allow-missing'] });
  const baseUrl = provider ?? (mock as Running).url;
  const control = await probeControl(baseUrl);
  const config = readConfig(
    process.env,
    {
      writes: values.writes,
      allowMissing: values['allow-missing'],
      only: values.only ? values.only.split(',').map((s) => s.trim()) : [],
      noFlows: values['no-flows'],
    },
    baseUrl,
    control,
  );
  console.log(
    `contract suite against ${baseUrl}${mock ? ' (in-process mock)' : ''}: control API ${control ? 'found' : 'absent'}, ${config.readOnly ? 'read-only (spec GETs)' : 'reads and writes'}, seed ${config.seed}, ${config.cases} cases`,
  );
  const result = await runSuite(config);
  console.log(`\n${matrixText(result)}\n`);
  const failures = failuresText(result);
  if (failures) console.log(`${failures}\n`);
  const files = writeReports(result, config.reportsDir);
  console.log(summaryText(result));
  console.log(`reports: ${files.json}, ${files.junit}`);
  process.exitCode = result.passed ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await mock?.close();
}
