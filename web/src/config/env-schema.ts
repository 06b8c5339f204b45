// The build's settings and their checks, without reading them: the app (env.ts) and the build
// configuration (vite.config.ts) both parse the same variables the same way.

export interface AppEnv {
  /** Provider base URL without a trailing slash; '' means the app's own origin. */
  apiBase: string;
  /** Where non-mobile visitors are sent; '' means "use the url the provider's config gives". */
  mainSiteUrl: string;
  /** Origins besides the provider's that images, audio and downloads may load from (a CDN). */
  mediaOrigins: string[];
  /** Send desktop user agents to the main site (switched off during development). */
  desktopRedirect: boolean;
  /** The end-to-end build's hooks (app/e2e-hooks.ts); never on in a build that ships. */
  e2eHooks: boolean;
}

export type RawEnv = Record<string, string | boolean | undefined>;

function readUrl(raw: RawEnv, name: string): string {
  const value = raw[name];
  if (value === undefined || value === '') return '';
  if (typeof value !== 'string') throw new Error(`${name} must be a URL string`);
  if (value.startsWith('/')) return value.replace(/\/+$/, '');
  try {
    return new URL(value).toString().replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} is not a valid URL: ${value}`);
  }
}

function readOrigins(raw: RawEnv, name: string): string[] {
  const value = raw[name];
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') throw new Error(`${name} must be a comma-separated list of origins`);
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new Error(`${name} holds something that is not an origin: ${item}`);
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new Error(`${name} allows http(s) only: ${item}`);
      return url.origin;
    });
}

function readSwitch(raw: RawEnv, name: string, fallback: boolean): boolean {
  const value = raw[name];
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  const normalised = value.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(normalised)) return true;
  if (['0', 'false', 'off', 'no'].includes(normalised)) return false;
  throw new Error(`${name} must be on or off, got: ${value}`);
}

export function parseEnv(raw: RawEnv): AppEnv {
  return {
    apiBase: readUrl(raw, 'VITE_API_BASE'),
    mainSiteUrl: readUrl(raw, 'VITE_MAIN_SITE_URL'),
    mediaOrigins: readOrigins(raw, 'VITE_MEDIA_ORIGINS'),
    desktopRedirect: readSwitch(raw, 'VITE_DESKTOP_REDIRECT', true),
    e2eHooks: readSwitch(raw, 'VITE_E2E_HOOKS', false),
  };
}
