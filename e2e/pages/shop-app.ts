import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTE_LIST, ROUTES, type RouteName } from '../../web/src/config/paths.ts';
import type { MockControl } from '../fixtures/mock.ts';

/** Every route's path by its name, from the app's own route table, plus the journeys' own shortcuts. */
export const PATHS = {
  ...(Object.fromEntries(ROUTE_LIST.map((route) => [route.name, route.path])) as Record<RouteName, string>),
  helpCache: `${ROUTES.help.path}?type=Cache`,
} as const;

/** The app's shell: what every page shares (toast, loading indicator, dialogs, tab bar, help button). */
export class ShopApp {
  readonly toast: Locator;
  readonly loading: Locator;
  readonly dialog: Locator;
  readonly tabBar: Locator;
  readonly helpButton: Locator;
  readonly title: Locator;

  constructor(
    readonly page: Page,
    readonly mock: MockControl,
  ) {
    this.toast = page.locator('.toast-region');
    this.loading = page.getByRole('progressbar');
    this.dialog = page.getByRole('dialog');
    this.tabBar = page.getByRole('navigation', { name: 'Main sections' });
    this.helpButton = page.getByRole('button', { name: 'Help centre' });
    // The tab pages stay mounted, hidden, behind the page on screen: the title is the visible one.
    this.title = page.locator('.nav-bar__title:visible');
  }

  /** Opens a route by its hash path; `search` goes before the hash (e.g. `?lang=zh-Hant`). */
  async open(path: string, search = ''): Promise<void> {
    await this.page.goto(`/${search}#${path}`);
  }

  /** The route shown now: the hash without its '#'. */
  route(): string {
    return new URL(this.page.url()).hash.replace(/^#/, '');
  }

  async expectRoute(path: string): Promise<void> {
    await expect.poll(() => this.route(), { message: 'current route' }).toBe(path);
  }

  /** Resolves once the app has rendered a page (its nav-bar title). */
  async ready(): Promise<void> {
    await expect(this.title).toBeVisible();
  }

  stored(key: string): Promise<string | null> {
    return this.page.evaluate((k) => window.localStorage.getItem(k), key);
  }

  /** The tab bar's links in order; each one's text ends with its label (the icon is aria-hidden). */
  async expectTabLabels(labels: readonly string[], bar: Locator = this.tabBar): Promise<void> {
    await expect(bar.getByRole('link')).toHaveText(labels.map((label) => new RegExp(`${label}$`)));
  }

  tab(name: string): Locator {
    return this.tabBar.getByRole('link', { name });
  }
}
