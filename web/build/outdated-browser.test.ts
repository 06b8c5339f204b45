// The page an older browser gets instead of a white screen (docs/behaviour.md#browsers).
import { parse } from 'acorn';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { outdatedScript, outdatedStrings } from './outdated-browser';

const strings = outdatedStrings(new URL('../src/locales', import.meta.url).pathname);
const script = outdatedScript(strings);

/** Runs the script in a fresh page of the given language, with `lacking` globals removed. */
function load(language: string, lacking: readonly string[] = []) {
  const window = new Window();
  window.document.body.innerHTML = '<header id="launch-shell"></header><div id="root"></div>';
  const names = ['window', 'document', 'navigator', ...lacking];
  const run = new Function(...names, script);
  run(window, window.document, { language }, ...lacking.map(() => undefined));
  return window;
}

describe('the page for an older browser', () => {
  it('is ES5, which any browser parses', () => {
    expect(() => parse(script, { ecmaVersion: 5 })).not.toThrow();
  });

  it.each([
    ['zh-CN', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['en-US', 'en'],
    ['de-DE', 'en'],
  ] as const)('asks a browser without WeakRef in %s to update, in %s', (language, locale) => {
    const window = load(language, ['WeakRef']);
    const alert = window.document.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe(strings[locale].title);
    expect(alert?.textContent).toContain(strings[locale].body);
    expect(window.document.getElementById('root')).toBeNull();
  });

  it('shows it when the app fails to parse before it has drawn, not once it has drawn', () => {
    const window = load('zh-CN');
    expect(window.document.querySelector('[role="alert"]')).toBeNull();
    const root = window.document.getElementById('root');
    root?.appendChild(window.document.createElement('p'));
    window.dispatchEvent(new window.ErrorEvent('error', { error: new SyntaxError('late') }));
    expect(window.document.querySelector('[role="alert"]')).toBeNull();
    root?.replaceChildren();
    window.dispatchEvent(new window.ErrorEvent('error', { error: new SyntaxError('Unexpected token') }));
    expect(window.document.querySelector('h1')?.textContent).toBe(strings['zh-Hans'].title);
  });

  it('leaves a browser we build for alone', () => {
    const window = load('en-US');
    expect(window.document.getElementById('root')).not.toBeNull();
    window.dispatchEvent(new window.ErrorEvent('error', { error: new TypeError('a bug, not the browser') }));
    expect(window.document.querySelector('[role="alert"]')).toBeNull();
  });
});
