import { expect, type Locator, type Page } from '@playwright/test';
import type { RouteName } from '../../web/src/lib/routes.ts';
import type { MockControl } from '../fixtures/mock.ts';
import { ROUTE_LIST, ROUTES } from './route-table.ts';

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

  /**
   * Keeps every text the toast region shows, with when, from the page's first script on: a toast lasts the
   * spec's 1.5 or 2 s, which on a loaded machine can pass between two polls of an assertion on the region.
   */
  static async recordToasts(page: Page): Promise<void> {
    await page.addInitScript(() => {
      // The real clock, taken before a journey's fake one (page.clock) can replace Date: toasts shown while the
      // fake clock is paused still follow one another.
      const now = Date.now.bind(Date);
      const shown: { text: string; at: number }[] = [];
      Object.defineProperty(window, '__toastsShown', { value: shown });
      // Each toast is an element of its own (keyed by its id): the same message twice is two toasts.
      let showing: Element | null = null;
      let showingText = '';
      new MutationObserver(() => {
        const toast = document.querySelector('.toast-region > .toast');
        const text = toast?.textContent?.trim() ?? '';
        if (toast && text && (toast !== showing || text !== showingText)) shown.push({ text, at: now() });
        showing = toast;
        showingText = text;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }

  /** Every toast shown since the page's first script (recordToasts), oldest first. */
  toastsShown(): Promise<{ text: string; at: number }[]> {
    return this.page.evaluate(
      () => (window as unknown as { __toastsShown?: { text: string; at: number }[] }).__toastsShown ?? [],
    );
  }

  /** When the toast last checked by `expectToastShown` was shown: each check looks only at later toasts. */
  private toastsCheckedUpTo = 0;

  /**
   * Waits until the toast shows `text` (or a text matching it), however briefly, after the toast the previous
   * call found: a message shown earlier in the journey does not count again.
   */
  async expectToastShown(text: string | RegExp): Promise<void> {
    const after = this.toastsCheckedUpTo;
    const matches = (shown: string) => (typeof text === 'string' ? shown === text : text.test(shown));
    let found: { text: string; at: number } | undefined;
    await expect
      .poll(
        async () => {
          const shown = await this.toastsShown();
          found = shown.find((toast) => toast.at > after && matches(toast.text));
          return found ? found.text : shown.filter((toast) => toast.at > after).map((toast) => toast.text);
        },
        { message: `a toast ${String(text)}` },
      )
      .toEqual(expect.stringMatching(typeof text === 'string' ? `^${escapeRegExp(text)}$` : text));
    this.toastsCheckedUpTo = found?.at ?? after;
  }

  /**
   * Opens a route by its hash path; `search` goes before the hash (e.g. `?lang=zh-Hant`). In an app already open,
   * the page before stays on screen until the new one's code has come: this returns once it has.
   */
  async open(path: string, search = ''): Promise<void> {
    // Only the hash changes when the app is open at this address already: the same document moves.
    const moves = await this.page
      .evaluate((query) => '__djshopE2e' in window && location.pathname === '/' && location.search === query, search)
      .catch(() => false);
    await this.page.goto(`/${search}#${path}`);
    if (moves) await arrived(this.page);
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * After a move within the open app, resolves once the page the address names is the one on screen: the app keeps
 * the page before on screen while the next one's code is on its way (docs/behaviour.md#navigation), which the
 * journeys' build reports through its hooks (web/src/app/e2e-hooks.ts). A page that sent the browser elsewhere
 * (the cross page to the main site) has left the app: nothing to wait for.
 */
export async function arrived(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hooks = (window as { __djshopE2e?: { arriving(): boolean } }).__djshopE2e;
    return hooks === undefined || !hooks.arriving();
  });
}
