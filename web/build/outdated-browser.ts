import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The file an older browser runs: a classic script in ES5, which any browser parses. */
export const OUTDATED_SCRIPT = 'outdated.js';

type Strings = { title: string; body: string };

/**
 * The script that shows a browser older than the ones we build for (docs/behaviour.md#browsers) a short page
 * asking to update, where it would otherwise show a white screen: the app's chunks use what it lacks. It runs
 * before the app (a deferred classic script, placed before the module entry) and tells such a browser by the
 * functions the targets have and older ones lack (no syntax can be tried: the security policy forbids eval),
 * and by the app's own script failing to parse before it has drawn anything (a failed download is not this:
 * the app's own no-network page covers it).
 */
export function outdatedScript(strings: Record<'en' | 'zh-Hans' | 'zh-Hant', Strings>): string {
  return `(function () {
  var strings = ${JSON.stringify(strings)};
  var shown = false;
  function show() {
    if (shown) return;
    shown = true;
    var lang = String(navigator.language || '').toLowerCase();
    var text = lang.indexOf('zh') !== 0 ? strings.en : /hant|tw|hk|mo/.test(lang) ? strings['zh-Hant'] : strings['zh-Hans'];
    var page = document.createElement('main');
    page.setAttribute('role', 'alert');
    page.style.cssText = 'padding:2rem 1.5rem;font:16px/1.5 sans-serif;color:#1f1f1f';
    var title = document.createElement('h1');
    title.style.cssText = 'font-size:1.25rem;margin:0 0 1rem';
    title.appendChild(document.createTextNode(text.title));
    var body = document.createElement('p');
    body.appendChild(document.createTextNode(text.body));
    page.appendChild(title);
    page.appendChild(body);
    while (document.body.firstChild) document.body.removeChild(document.body.firstChild);
    document.body.appendChild(page);
  }
  var supported =
    typeof Promise !== 'undefined' && typeof Promise.any === 'function' &&
    typeof String.prototype.replaceAll === 'function' &&
    typeof WeakRef === 'function' &&
    typeof BigInt64Array === 'function' &&
    'noModule' in document.createElement('script');
  if (!supported) {
    show();
    return;
  }
  window.addEventListener('error', function (event) {
    var root = document.getElementById('root');
    if (event.error instanceof SyntaxError && !(root && root.firstChild)) show();
  });
})();
`;
}

/** Reads the page's strings from the app's locale files (the app namespace's `outdatedBrowser`). */
export function outdatedStrings(localesDir: string): Record<'en' | 'zh-Hans' | 'zh-Hant', Strings> {
  const read = (language: string): Strings =>
    JSON.parse(readFileSync(join(localesDir, language, 'app.json'), 'utf8')).outdatedBrowser;
  return { en: read('en'), 'zh-Hans': read('zh-Hans'), 'zh-Hant': read('zh-Hant') };
}

/** Emits the script into a build and loads it from index.html before the app's entry. */
export function outdatedBrowserPage(localesDir: string): Plugin {
  return {
    name: 'djshop-outdated-browser',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: OUTDATED_SCRIPT, source: outdatedScript(outdatedStrings(localesDir)) });
    },
    transformIndexHtml: {
      // After Vite's own pass, which would try to bundle a classic script.
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${OUTDATED_SCRIPT}`, defer: true }, injectTo: 'head' }],
    },
  };
}
