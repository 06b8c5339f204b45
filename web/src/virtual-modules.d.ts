// Modules the Vite config makes at build time (vite.config.ts).
declare module 'virtual:design-tokens.css';

declare module 'virtual:locale-loader' {
  /** One namespace's strings in one locale (src/locales/<language>/<namespace>.json). */
  export function loadLocale(language: string, namespace: string): Promise<unknown>;
}
