import browserslist from 'browserslist';

/**
 * The browsers we build for (the `browserslist` of web/package.json, docs/behaviour.md#browsers) as the build
 * tools take them: the oldest version of each engine. Chrome, Chrome for Android and Android's WebView (which the
 * WeChat in-app browser on Android is built on) are one engine; so are Safari and iOS Safari (every iPhone
 * browser, WeChat's too).
 */
const ENGINE: Record<string, 'chrome' | 'safari'> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  safari: 'safari',
  ios_saf: 'safari',
};

export function browserTargets(root: string): { chrome: number; safari: number } {
  const oldest = { chrome: Number.POSITIVE_INFINITY, safari: Number.POSITIVE_INFINITY };
  for (const entry of browserslist(undefined, { path: root })) {
    const [name = '', range = ''] = entry.split(' ');
    const engine = ENGINE[name];
    // A range such as "15.0-15.1" counts from its first version.
    const version = Number.parseFloat(range.split('-')[0] ?? '');
    if (!engine || Number.isNaN(version))
      throw new Error(`The browserslist names ${entry}, which the build has no target for`);
    oldest[engine] = Math.min(oldest[engine], version);
  }
  if (!Number.isFinite(oldest.chrome) || !Number.isFinite(oldest.safari)) {
    throw new Error('The browserslist must name a Chrome and a Safari version');
  }
  return oldest;
}

/** The form `build.target` (Oxc's transform) takes: `['chrome87', 'safari15']`. */
export function buildTarget(root: string): string[] {
  const { chrome, safari } = browserTargets(root);
  return [`chrome${chrome}`, `safari${safari}`];
}
