// The one place import.meta.env is read. Values are checked once at start-up so a bad build setting fails
// loudly instead of producing odd behaviour later.
import { type AppEnv, parseEnv, type RawEnv } from './env-schema';

export { type AppEnv, parseEnv } from './env-schema';

export const env: AppEnv = parseEnv(import.meta.env as unknown as RawEnv);
