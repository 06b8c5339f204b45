// Checks built JavaScript and CSS against the browsers we build for (docs/behaviour.md#browsers): what one of them
// lacks would be a syntax error (a white screen: the whole chunk fails to parse) or a missing function there.
import { readFileSync } from 'node:fs';
import { tokenizer } from 'acorn';
import { runChecks } from 'es-check';
import postcss, { type AtRule, type Container, type Declaration, type Rule } from 'postcss';
import { browserTargets } from './browser-targets';

/**
 * es-check's feature names it reports wrongly from this code: Array.prototype.group never shipped in any browser
 * (it became Object.groupBy), and es-check takes any `.group(...)` call for it (the query keys' `orderKeys.group`).
 */
const FALSE_FEATURES = ['ArrayPrototypeGroup'];

/**
 * Syntax es-check does not look for, by the engine versions that first parse it: each is a SyntaxError for the
 * whole chunk in an older one.
 */
const REGEX_GAPS: ReadonlyArray<{
  name: string;
  test: (pattern: string, flags: string) => boolean;
  chrome: number;
  safari: number;
}> = [
  { name: 'regex lookbehind (?<= / (?<!', test: (pattern) => /\(\?<[=!]/.test(pattern), chrome: 62, safari: 16.4 },
  { name: 'regex flag d (match indices)', test: (_, flags) => flags.includes('d'), chrome: 90, safari: 15 },
  { name: 'regex flag v (unicode sets)', test: (_, flags) => flags.includes('v'), chrome: 112, safari: 17 },
];

/**
 * Array, String and typed arrays' `.at()`: es-check finds it only with a number literal (`.at(1)`), not
 * `.at(-1)` or `.at(i)`. Any `.at(` call counts (the app's own code has no other method of that name).
 */
const AT_METHOD = { name: '.at() (Array, String)', chrome: 92, safari: 15.4 };

/** What the targets lack of a construct first supported in `chrome` and `safari`. */
function lacking(root: string, chrome: number, safari: number): string[] {
  const targets = browserTargets(root);
  const missing: string[] = [];
  if (targets.chrome < chrome) missing.push(`chrome ${targets.chrome} requires ${chrome}`);
  if (targets.safari < safari) missing.push(`safari ${targets.safari} requires ${safari}`);
  return missing;
}

/** Every problem of the JavaScript files, as `file: what (which browser lacks it)`; none when they all run. */
export async function checkScripts(root: string, files: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  const result = await runChecks(
    [
      {
        files: [...files],
        module: true,
        checkFeatures: true,
        checkBrowser: true,
        browserslistPath: `${root}/package.json`,
        ignore: FALSE_FEATURES.join(','),
      },
    ],
    { logger: null },
  );
  for (const error of result.errors ?? []) problems.push(`${error.file}: ${error.err.message}`);
  for (const file of files) {
    try {
      const tokens = [...tokenizer(readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' })];
      tokens.forEach((token, index) => {
        const [name, call] = [tokens[index + 1], tokens[index + 2]] as Array<
          (typeof tokens)[number] & { value?: unknown }
        >;
        if (token.type.label === '.' && name?.value === 'at' && call?.type.label === '(') {
          const missing = lacking(root, AT_METHOD.chrome, AT_METHOD.safari);
          if (missing.length > 0) problems.push(`${file}: ${AT_METHOD.name} at ${token.start} (${missing.join(', ')})`);
        }
      });
      for (const token of tokens) {
        if (token.type.label !== 'regexp') continue;
        const { pattern, flags } = (token as unknown as { value: { pattern: string; flags: string } }).value;
        for (const gap of REGEX_GAPS) {
          const missing = gap.test(pattern, flags) ? lacking(root, gap.chrome, gap.safari) : [];
          if (missing.length > 0) problems.push(`${file}: ${gap.name} in /${pattern}/${flags} (${missing.join(', ')})`);
        }
      }
    } catch (error) {
      problems.push(`${file}: does not parse as the newest JavaScript: ${(error as Error).message}`);
    }
  }
  return problems;
}

type CssGap = { name: string; chrome: number; safari: number };

/**
 * CSS the targets may lack: an engine drops a declaration, or a whole rule, it cannot read. Allowed inside
 * `@supports`, and a declaration after one of the same property (the fallback the older engine keeps). Not
 * listed, as an engine without them loses nothing but polish: `overscroll-behavior` and `:focus-visible` (the
 * browser's own focus ring stays, and a floating button that moves aside while the page is read stays in place).
 */
const CSS_GAPS: ReadonlyArray<
  CssGap & { declaration?: (d: Declaration) => boolean; selector?: RegExp; atRule?: string }
> = [
  { name: 'nesting', chrome: 120, safari: 17.2 },
  { name: ':has()', selector: /:has\(/, chrome: 105, safari: 15.4 },
  { name: '@container', atRule: 'container', chrome: 105, safari: 16 },
  { name: '@layer', atRule: 'layer', chrome: 99, safari: 15.4 },
  {
    name: 'dynamic viewport units (dvh, svh, lvh ...)',
    declaration: (d) => /\d(d|s|l)v(h|w|min|max|b|i)\b/.test(d.value),
    chrome: 108,
    safari: 15.4,
  },
  { name: 'content-visibility', declaration: (d) => d.prop === 'content-visibility', chrome: 85, safari: 18 },
  { name: 'color-mix()', declaration: (d) => d.value.includes('color-mix('), chrome: 111, safari: 16.2 },
  {
    name: 'container units (cqw ...)',
    declaration: (d) => /\dcq(w|h|i|b|min|max)\b/.test(d.value),
    chrome: 105,
    safari: 16,
  },
];

/** Whether the declaration follows one of the same property in its rule, which older engines use instead. */
function withFallback(declaration: Declaration): boolean {
  for (let node = declaration.prev(); node; node = node.prev()) {
    if (node.type === 'decl' && node.prop === declaration.prop) return true;
  }
  return false;
}

/** Whether a node sits inside an `@supports` (the code's own fallback for an engine without the feature). */
function guarded(node: { parent?: Container | undefined }): boolean {
  for (let parent = node.parent; parent; parent = (parent as { parent?: Container }).parent) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'supports') return true;
  }
  return false;
}

/** Every problem of the stylesheets, as `file: what (which browser lacks it)`; none when they all apply. */
export function checkStyles(root: string, files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const css = postcss.parse(readFileSync(file, 'utf8'), { from: file });
    const report = (gap: CssGap, where: string) => {
      const missing = lacking(root, gap.chrome, gap.safari);
      if (missing.length > 0) problems.push(`${file}: ${gap.name} at ${where} (${missing.join(', ')})`);
    };
    css.walk((node) => {
      if (guarded(node)) return;
      if (node.type === 'rule') {
        const rule = node as Rule;
        if (rule.parent?.type === 'rule') report(CSS_GAPS[0] as CssGap, rule.selector);
        for (const gap of CSS_GAPS) if (gap.selector?.test(rule.selector)) report(gap, rule.selector);
      } else if (node.type === 'atrule') {
        for (const gap of CSS_GAPS) if (gap.atRule === (node as AtRule).name) report(gap, `@${(node as AtRule).name}`);
      } else if (node.type === 'decl') {
        const declaration = node as Declaration;
        if (withFallback(declaration)) return;
        for (const gap of CSS_GAPS) {
          if (gap.declaration?.(declaration)) report(gap, `${declaration.prop}: ${declaration.value}`);
        }
      }
    });
  }
  return problems;
}
