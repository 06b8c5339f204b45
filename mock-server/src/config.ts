// The one place the mock reads its environment; everything else receives these values as options.
export interface EnvConfig {
  /** 127.0.0.1 by default: the mock is for this machine; docker-compose sets 0.0.0.0 inside its container. */
  host: string;
  port: number;
  seed: number;
  log: string;
  frozenClock: boolean;
  /** Where browsers reach the mock: absolute upload urls (`fullurl`) are built on it, never on a request's Host. */
  publicUrl: string;
  /** Host names besides the loopback ones and publicUrl's under which the control API answers. */
  allowedHosts: string[];
}

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a non-negative integer, got ${JSON.stringify(value)}`);
  return Number(value);
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function readEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const log = env.MOCK_LOG ?? 'info';
  if (!LOG_LEVELS.includes(log)) throw new Error(`MOCK_LOG must be one of ${LOG_LEVELS.join(', ')}`);
  const host = env.MOCK_HOST || '127.0.0.1';
  if (!/^[0-9a-fA-F.:]+$|^localhost$/.test(host)) throw new Error(`MOCK_HOST must be an IP address, got ${host}`);
  const port = int(env.MOCK_PORT, 4010, 'MOCK_PORT');
  const publicUrl = (env.MOCK_PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#]+$/.test(publicUrl) || !URL.canParse(publicUrl)) {
    throw new Error(`MOCK_PUBLIC_URL must be an http(s) origin such as http://127.0.0.1:4010, got ${publicUrl}`);
  }
  const allowedHosts = (env.MOCK_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return {
    host,
    port,
    publicUrl,
    allowedHosts,
    seed: int(env.MOCK_SEED, 20261121, 'MOCK_SEED'),
    log,
    frozenClock: env.MOCK_CLOCK === 'frozen',
  };
}

/** The fixed start of mock time for a frozen clock, so that every `time` and timestamp is reproducible. */
export const FROZEN_EPOCH_MS = Date.UTC(2026, 10, 21, 8, 0, 0);
