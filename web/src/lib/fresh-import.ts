/**
 * The address of the module a failed dynamic import names in its error (Chromium: "Failed to fetch dynamically
 * imported module: https://…/assets/HelpPage-1a2b.js"), or null where the browser names none.
 */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const found = /(https?:\/\/[^\s'"]+?\.m?js)(?:\?[^\s'"]*)?(?=$|[\s'"])/.exec(message);
  if (!found?.[1]) return null;
  const url = new URL(found[1]);
  // Only our own code: the address comes from an error message, and import() runs what it fetches.
  return url.origin === window.location.origin ? url.href : null;
}

/**
 * Imports code again after a failed attempt. `importer` runs first (through it the bundler also fetches the
 * code's stylesheets and the chunks it shares), but some browsers keep a failed module fetch for the page's life
 * and answer the same address with the same failure without asking the network (Chromium 150 does; 156 asks
 * again): then the module the error names is asked for under a fresh query, which the server answers with the
 * same file.
 */
export async function importAgain<T>(
  importer: () => Promise<T>,
  attempt: number,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    const url = attempt > 0 ? failedModuleUrl(error) : null;
    if (!url) throw error;
    const fresh = new URL(url);
    fresh.searchParams.set('attempt', String(attempt));
    return (await load(fresh.href)) as T;
  }
}
