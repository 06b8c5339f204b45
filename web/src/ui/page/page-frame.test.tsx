import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { navigation } from '@/lib/navigation';
import { allRoutes } from '@/lib/routes';
import { Page } from './Page';
import { hasBack, PageRouteContext } from './page-route';

// Back is decided by the frame from the route table, never by a page: these tests fail when a route's frame
// breaks the rule (a tab page with back, another page without), and when a page renders a frame of its own
// or sits outside the shared one.

const SRC = join(import.meta.dirname, '..', '..');

describe('the page frame over the route table', () => {
  it.each(allRoutes().map((route) => [route.name, route] as const))('%s', (_name, route) => {
    const back = vi.spyOn(navigation, 'navigateBack').mockResolvedValue({ ok: true } as never);
    render(
      <PageRouteContext value={route}>
        <Page>content</Page>
      </PageRouteContext>,
    );
    const button = screen.queryByRole('button', { name: 'Back' });
    expect(hasBack(route)).toBe(!route.tab);
    if (route.tab) {
      expect(button, 'a tab page has no back button').toBeNull();
      return;
    }
    expect(button, 'a page outside the tab bar has a back button').not.toBeNull();
    fireEvent.click(button as HTMLElement);
    expect(back).toHaveBeenCalledOnce();
  });

  it('offers back on a page the table does not know', () => {
    render(<Page>content</Page>);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

/** Resolves an `@/…` or relative import of `from` to its file. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? join(SRC, specifier.slice(2)) : resolve(dirname(from), specifier);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts', ''].map((ext) => base + ext).find((file) => existsSync(file));
}

/** Whether a module renders the shared frame itself or through a module of its own feature that does. */
function rendersPageFrame(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (/from '@\/ui\/page\/Page'/.test(source)) return true;
  const local = [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => resolveImport(file, match[1] ?? ''));
  return local.some((next) => next !== undefined && /\.tsx$/.test(next) && rendersPageFrame(next, seen));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('every routed page sits in the shared frame', () => {
  // Every page a route table imports: the app's own and each feature's (`routes.ts`).
  const tables = [
    join(SRC, 'app', 'routes.ts'),
    ...readdirSync(join(SRC, 'features')).map((feature) => join(SRC, 'features', feature, 'routes.ts')),
  ].filter((file) => existsSync(file));
  const modules = tables.flatMap((table) =>
    [...readFileSync(table, 'utf8').matchAll(/import\('([^']+)'\)/g)].map(
      (match) => [relative(SRC, resolve(dirname(table), match[1] ?? '')), table, match[1] ?? ''] as const,
    ),
  );

  it('finds the pages', () => {
    expect(modules.length).toBeGreaterThan(60);
  });

  it.each(modules)('%s renders ui/page/Page', (_page, table, specifier) => {
    const file = resolveImport(table, specifier);
    expect(file, `${specifier} resolves`).toBeDefined();
    expect(rendersPageFrame(file as string)).toBe(true);
  });

  it('leaves the nav bar and its back action to the frame', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.includes(join('ui', 'nav-bar')) && !file.includes(join('ui', 'page')))
      .filter((file) => /<NavBar\b|\bonBack\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
