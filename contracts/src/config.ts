// The one place the suite reads its environment and command line.
import { fileURLToPath } from 'node:url';
import type { SuiteConfig } from './context.ts';

export const REPORTS_DIR = fileURLToPath(new URL('../reports', import.meta.url));

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export const isLoopback = (url: string): boolean => {
  const host = new URL(url).hostname;
  return LOOPBACK.has(host) || host.startsWith('127.');
};

const int = (value: string | undefined, fallback: number, name: string, min = 0): number => {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min)
    throw new Error(`${name} must be an integer >= ${min}, got ${value}`);
  return Number(value);
};

export interface CliOptions {
  writes: boolean;
  allowMissing: boolean;
  only: string[];
  noFlows: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv, cli: CliOptions, baseUrl: string, control: boolean): SuiteConfig {
  const local = isLoopback(baseUrl);
  return {
    baseUrl,
    account: env.CONTRACT_ACCOUNT || 'demo-user',
    password: env.CONTRACT_PASSWORD || 'demo1234',
    seed: int(env.CONTRACT_SEED, 1, 'CONTRACT_SEED'),
    cases: int(env.CONTRACT_CASES, 20, 'CONTRACT_CASES', 1),
    concurrency: int(env.CONTRACT_CONCURRENCY, 8, 'CONTRACT_CONCURRENCY', 1),
    writes: local || cli.writes,
    readOnly: !local && !cli.writes,
    control,
    prism: false,
    only: cli.only,
    flows: !cli.noFlows,
    reportsDir: REPORTS_DIR,
  };
}

/** Whether the server has the mock's control API (`GET /__mock/journal`). */
export async function probeControl(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl.replace(/\/$/, '')}/__mock/journal?limit=1`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { ok?: unknown };
    return body.ok === true;
  } catch {
    return false;
  }
}
