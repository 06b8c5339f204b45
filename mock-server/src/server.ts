// The launcher: reads the environment and the command line, builds the app and listens. Nothing else.
import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { readEnv } from './config.ts';

const env = readEnv();
const { values } = parseArgs({ options: { web: { type: 'string' } } });

try {
  const app = await buildApp({
    seed: env.seed,
    logLevel: env.log,
    prettyLogs: process.stdout.isTTY || process.env.NODE_ENV !== 'production',
    clock: env.frozenClock ? { frozen: true } : { baseMs: Math.floor(Date.now() / 1000) * 1000, frozen: false },
    webRoot: values.web ?? null,
    publicUrl: env.publicUrl,
    allowedHosts: env.allowedHosts,
    // Under a test runner (the e2e suite) a contract violation must fail loudly, not only be logged.
    strictResponses: process.env.NODE_ENV === 'test',
  });
  await app.listen({ host: env.host, port: env.port });
  // performance.now() counts from the start of the process: this includes loading the code.
  const ms = Math.round(performance.now());
  app.log.info(
    `mock provider on http://127.0.0.1:${env.port} (seed ${env.seed}${values.web ? `, web app from ${values.web}` : ''}) ready in ${ms} ms; docs at /docs`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  // A known misconfiguration is told in one message, without a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
