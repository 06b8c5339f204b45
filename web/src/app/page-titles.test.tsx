import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/config/constants';
import { i18n, loadNamespaces, type MessageKey, type Namespace } from '@/lib/i18n';
import { Page } from '@/ui/page/Page';
import { PageRouteContext } from '@/ui/page/page-route';
import { ROUTE_LIST } from './routes';

// Titles come from the route table, not from the pages: these tests fail when a route names a title that a
// locale lacks, one its page does not load (the frame would show the raw key), or when the frame shows
// anything else for it.

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function message(locale: string, key: MessageKey): unknown {
  const [namespace, path = ''] = key.split(':');
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      files[`../locales/${locale}/${namespace}.json`],
    );
}

const namespaceOf = (key: MessageKey) => key.split(':')[0] as Namespace;

// A key that no locale file has does not compile (tsc fails on an unused @ts-expect-error if it did).
// @ts-expect-error: not a message of the catalog namespace
const missing: MessageKey = 'catalog:noSuchTitle';
// @ts-expect-error: a message needs its namespace
const bare: MessageKey = 'searchTitle';

const cases = ROUTE_LIST.flatMap((route) => LOCALES.map((locale) => [route.name, locale, route] as const));

describe('route titles', () => {
  it('types title keys with their namespace and path', () => {
    expect([missing, bare].every((key) => message('en', key) === undefined)).toBe(true);
  });

  it.each(ROUTE_LIST.map((route) => [route.name, route] as const))('%s: its page loads its title', (_n, route) => {
    const namespace = namespaceOf(route.title);
    expect(namespace === 'common' || route.namespaces.includes(namespace), route.title).toBe(true);
  });

  it.each(cases)('%s in %s: the frame shows the route table’s title', async (_name, locale, route) => {
    const text = message(locale, route.title);
    expect(typeof text === 'string' && text.trim() !== '', `${locale} has ${route.title}`).toBe(true);
    await i18n.changeLanguage(locale);
    await loadNamespaces(namespaceOf(route.title));
    render(
      <PageRouteContext value={route}>
        <Page>content</Page>
      </PageRouteContext>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text);
  });

  it('shows the text the data gives in place of the route’s title, and the route’s until it is known', async () => {
    await loadNamespaces('goods');
    const route = ROUTE_LIST.find((entry) => entry.name === 'singleDetail');
    const { rerender } = render(
      <PageRouteContext value={route}>
        <Page dataTitle={undefined}>content</Page>
      </PageRouteContext>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(message('en', 'goods:detailTitle'));
    rerender(
      <PageRouteContext value={route}>
        <Page dataTitle="Deep House Vol. 3">content</Page>
      </PageRouteContext>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deep House Vol. 3');
  });

  it('lets no page pass a fixed message as its data title (the route table names those)', () => {
    const src = join(import.meta.dirname, '..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
      });
    // A data title names what the data says: a title, a name, a count (`t('titleCount', { count })`).
    const fixed = sources(src)
      .filter((file) => /dataTitle=\{[^}]*\bt\('[^']+'\)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(fixed).toEqual([]);
  });

  it('gives a frame outside the table the title it names', () => {
    render(<Page titleKey="common:routeError.title">content</Page>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(message('en', 'common:routeError.title'));
  });
});
