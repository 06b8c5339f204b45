// The one place the build's settings are read. vite.config.ts checks them with parseEnv when it builds (a bad
// setting fails the build instead of producing odd behaviour later) and writes the result in as __APP_ENV__.
import type { AppEnv } from './env-schema';

export { type AppEnv, parseEnv } from './env-schema';

declare const __APP_ENV__: AppEnv;

export const env: AppEnv = __APP_ENV__;
