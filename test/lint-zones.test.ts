// The architecture's import zones are lint rules (biome.json overrides + web/lint/*.grit). A typo in a
// glob or a plugin that stops matching would switch a zone off without any lint failure, so this runs
// Biome with the repository's own configuration on small offending files placed in each zone.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

// openapi-fetch outside lib/api, app/ from below and one feature from another share Biome's noRestrictedImports rule.
const OPENAPI_FETCH = 'lint/style/noRestrictedImports';
const GLOBAL = 'lint/style/noRestrictedGlobals';
const CYCLE = 'lint/suspicious/noImportCycles';
const NAVIGATION = "Navigate through lib/navigation (navigation or browserLocation), not the browser's location.";
const FETCH = 'Call the provider through lib/api (one module per operation), not fetch.';
const STORAGE = 'Keep state in local storage through lib/storage (or lib/session), not localStorage.';

/** Each probe: a file in the tree, its lines, and the findings expected as `line:rule-or-plugin-message`. */
const probes: { path: string; lines: string[]; expected: string[] }[] = [
  {
    path: 'web/src/features/zone-probe/Bad.tsx',
    lines: [
      "import createClient from 'openapi-fetch';",
      'export const client = createClient;',
      "export const answer = fetch('/api/h5.user/info');",
      "export const other = window.fetch('/api/h5.user/info');",
      "export const stored = localStorage.getItem('token');",
      "export const kept = window.localStorage.getItem('token');",
    ],
    expected: [`1:${OPENAPI_FETCH}`, `3:${GLOBAL}`, `4:${FETCH}`, `5:${GLOBAL}`, `6:${STORAGE}`],
  },
  {
    path: 'web/src/ui/zone-probe/bad.ts',
    lines: [
      "window.location.href = '/pages/user/index';",
      "location.assign('/pages/user/index');",
      "window.location.replace('/pages/user/index');",
      "document.location = '/pages/user/index';",
      "globalThis.location.hash = '#/pages/help/index';",
      'window.location.reload();',
      "export const viaSelf = self.fetch('/x');",
    ],
    expected: [
      `1:${NAVIGATION}`,
      `2:${GLOBAL}`,
      `2:${NAVIGATION}`,
      `3:${NAVIGATION}`,
      `4:${NAVIGATION}`,
      `5:${NAVIGATION}`,
      `6:${NAVIGATION}`,
      `7:${FETCH}`,
    ],
  },
  {
    path: 'web/src/app/zone-probe/bad.ts',
    lines: ["import type { Client } from 'openapi-fetch';", 'export type C = Client<never>;', "location.href = '/';"],
    expected: [`1:${OPENAPI_FETCH}`, `3:${GLOBAL}`, `3:${NAVIGATION}`],
  },
  {
    // Outside the three zones only the storage and openapi-fetch rules apply.
    path: 'web/src/config/zone-probe.ts',
    lines: [
      "export const stored = localStorage.getItem('token');",
      "export const answer = fetch('/version.json');",
      "import createClient from 'openapi-fetch';",
      'export const client = createClient;',
    ],
    expected: [`1:${GLOBAL}`, `3:${OPENAPI_FETCH}`],
  },
  {
    // What the zones allow: reading the location, a router location of its own, strings' replace.
    path: 'web/src/features/zone-probe/Fine.tsx',
    lines: [
      'export const here = window.location.href;',
      "const routerLocation = { pathname: '/', replace: (to: string) => to };",
      "export const moved = routerLocation.replace('/pages/help/index');",
      "export const text = 'a-b'.replace('-', ' ');",
    ],
    expected: [],
  },
  {
    path: 'web/src/lib/api/zone-probe.ts',
    lines: [
      "import createClient from 'openapi-fetch';",
      'export const client = createClient;',
      "export const answer = fetch('/api');",
    ],
    expected: [],
  },
  {
    path: 'web/src/lib/zone-probe.ts',
    lines: [
      "export const stored = window.localStorage.getItem('token') ?? localStorage.getItem('token');",
      "window.location.assign('https://main-site.example/');",
    ],
    expected: [],
  },
  {
    // Only app/ wires pages: nothing below it imports app/, by alias or by relative path.
    path: 'web/src/features/zone-probe/UsesApp.tsx',
    lines: [
      "import { ROUTE_LIST } from '@/app/routes';",
      "import { AppShell } from '../../app/AppShell';",
      'export const both = [ROUTE_LIST, AppShell];',
    ],
    // The relative path is also one that leaves the feature: two findings.
    expected: [`1:${OPENAPI_FETCH}`, `2:${OPENAPI_FETCH}`, `2:${OPENAPI_FETCH}`],
  },
  {
    path: 'web/src/ui/zone-probe/uses-app.ts',
    lines: ["export { App } from '@/app/App';"],
    expected: [`1:${OPENAPI_FETCH}`],
  },
  {
    path: 'web/src/lib/zone-probe-app.ts',
    lines: ["export { bootstrapApp } from '@/app/bootstrap';"],
    expected: [`1:${OPENAPI_FETCH}`],
  },
  {
    path: 'web/src/config/zone-probe-app.ts',
    lines: ["export type { RouteHandle } from '@/app/route-handle';"],
    expected: [`1:${OPENAPI_FETCH}`],
  },
  {
    // Features do not import each other, by alias or by a relative path that leaves the feature.
    path: 'web/src/features/zone-probe/Cross.tsx',
    lines: [
      "import { CartPage } from '@/features/cart/CartPage';",
      "import { Tabs } from '../auth/components/Tabs';",
      "import { x } from '../../features/cart/x';",
      "import { own } from '@/features/zone-probe/own';",
      'export const all = [CartPage, Tabs, x, own];',
    ],
    expected: [`1:${OPENAPI_FETCH}`, `2:${OPENAPI_FETCH}`, `3:${OPENAPI_FETCH}`, `4:${OPENAPI_FETCH}`],
  },
  {
    path: 'web/src/features/zone-probe/parts/deep.ts',
    lines: [
      "import { line } from '../../cart/line';",
      "import { model } from '../model/state';",
      "import { row } from './row';",
      "import { userInfoQuery } from '@/entities/user/getUserInfo';",
      "import { Page } from '@/ui/page/Page';",
      'export const all = [line, model, row, userInfoQuery, Page];',
    ],
    expected: [`1:${OPENAPI_FETCH}`],
  },
  {
    // What features share lives below them; nothing below imports a feature.
    path: 'web/src/entities/zone-probe/uses-feature.ts',
    lines: ["export { CartPage } from '@/features/cart/CartPage';", "export { Tabs } from '../../features/auth/Tabs';"],
    expected: [`1:${OPENAPI_FETCH}`, `2:${OPENAPI_FETCH}`],
  },
  {
    path: 'web/src/ui/zone-probe/uses-feature.ts',
    lines: ["export { HomePage } from '@/features/home/HomePage';"],
    expected: [`1:${OPENAPI_FETCH}`],
  },
  {
    path: 'web/src/lib/api/zone-probe-feature.ts',
    lines: ["export { HomePage } from '@/features/home/HomePage';"],
    expected: [`1:${OPENAPI_FETCH}`],
  },
  {
    // The lower layers: config below lib below ui below entities below features.
    path: 'web/src/config/zone-probe-lower.ts',
    lines: [
      "import { formatPrice } from '@/lib/format';",
      "import { Page } from '@/ui/page/Page';",
      "import { userKeys } from '@/entities/user/keys';",
      "import { safeUrl } from '../lib/safe-url';",
      'export const all = [formatPrice, Page, userKeys, safeUrl];',
    ],
    expected: [`1:${OPENAPI_FETCH}`, `2:${OPENAPI_FETCH}`, `3:${OPENAPI_FETCH}`, `4:${OPENAPI_FETCH}`],
  },
  {
    path: 'web/src/lib/zone-probe-lower.ts',
    lines: [
      "import { Toast } from '@/ui/toast/Toast';",
      "import { userKeys } from '@/entities/user/keys';",
      "import { Page } from '../ui/page/Page';",
      "import { TOAST_KIT_MS } from '@/config/constants';",
      "import { showToast } from '@/lib/layers/toast';",
      'export const all = [Toast, userKeys, Page, TOAST_KIT_MS, showToast];',
    ],
    expected: [`1:${OPENAPI_FETCH}`, `2:${OPENAPI_FETCH}`, `3:${OPENAPI_FETCH}`],
  },
  {
    path: 'web/src/lib/api/zone-probe-lower.ts',
    lines: [
      "import { Page } from '@/ui/page/Page';",
      "import { userKeys } from '@/entities/user/keys';",
      'export const all = [Page, userKeys];',
    ],
    expected: [`1:${OPENAPI_FETCH}`, `2:${OPENAPI_FETCH}`],
  },
  {
    path: 'web/src/ui/zone-probe/uses-entity.ts',
    lines: [
      "import { userKeys } from '@/entities/user/keys';",
      "import { goodsKeys } from '../../entities/goods/keys';",
      "import { formatPrice } from '@/lib/format';",
      "import { TOAST_KIT_MS } from '@/config/constants';",
      'export const all = [userKeys, goodsKeys, formatPrice, TOAST_KIT_MS];',
    ],
    expected: [`1:${OPENAPI_FETCH}`, `2:${OPENAPI_FETCH}`],
  },
  {
    // Entities build on ui, lib and config.
    path: 'web/src/entities/zone-probe/fine.ts',
    lines: [
      "import { Page } from '@/ui/page/Page';",
      "import { formatPrice } from '@/lib/format';",
      "import { TOAST_KIT_MS } from '@/config/constants';",
      'export const all = [Page, formatPrice, TOAST_KIT_MS];',
    ],
    expected: [],
  },
  {
    // A circle closed by type-only imports is still a circle.
    path: 'mock-server/src/cycle-probe/a.ts',
    lines: ["import type { B } from './b.ts';", 'export type A = { b?: B };'],
    expected: [`1:${CYCLE}`],
  },
  {
    path: 'mock-server/src/cycle-probe/b.ts',
    lines: ["import type { A } from './a.ts';", 'export type B = { a?: A };'],
    expected: [`1:${CYCLE}`],
  },
  {
    path: 'web/src/features/cycle-probe/a.ts',
    lines: ["import { b } from './b';", 'export const a = () => b;'],
    expected: [`1:${CYCLE}`],
  },
  {
    path: 'web/src/features/cycle-probe/b.ts',
    lines: ["import { a } from './a';", 'export const b = () => a;'],
    expected: [`1:${CYCLE}`],
  },
  {
    // Tests set the page up directly.
    path: 'web/src/features/zone-probe/bad.test.tsx',
    lines: ["window.location.hash = '#/pages/help/index';", 'localStorage.clear();'],
    expected: [],
  },
];

let workspace: string;
let findings: Map<string, string[]>;

interface JsonReport {
  diagnostics: { category: string; message: string; location: { path: string; start: { line: number } } }[];
}

beforeAll(() => {
  // A copy of the configuration next to the probes: the real tree (and other people's work) stays untouched.
  workspace = mkdtempSync(join(tmpdir(), 'lint-zones-'));
  cpSync(join(root, 'biome.json'), join(workspace, 'biome.json'));
  cpSync(join(root, 'web/lint'), join(workspace, 'web/lint'), { recursive: true });
  for (const probe of probes) {
    const file = join(workspace, probe.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${probe.lines.join('\n')}\n`);
  }
  const run = spawnSync(
    join(root, 'node_modules/.bin/biome'),
    ['lint', '--reporter=json', '--vcs-enabled=false', '--max-diagnostics=none', 'web/src', 'mock-server/src'],
    { cwd: workspace, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as JsonReport;
  findings = new Map();
  for (const d of report.diagnostics) {
    const rule = d.category === 'plugin' ? d.message : d.category;
    const list = findings.get(d.location.path) ?? [];
    list.push(`${d.location.start.line}:${rule}`);
    findings.set(d.location.path, list);
  }
});

afterAll(() => {
  rmSync(workspace, { recursive: true, force: true });
});

describe('architecture zones in lint', () => {
  it.each(probes)('$path', ({ path, expected }) => {
    expect((findings.get(path) ?? []).sort()).toEqual([...expected].sort());
  });

  it('reports nothing outside the probes (the probes themselves are otherwise clean)', () => {
    expect([...findings.keys()].filter((path) => !probes.some((probe) => probe.path === path))).toEqual([]);
  });
});
