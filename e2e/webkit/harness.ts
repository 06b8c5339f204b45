/**
 * The WebKit journeys' harness: Debian's WebKitGTK (MiniBrowser) through WebKitWebDriver, as an iPhone (its
 * Safari's user agent, 390 x 844), against the journeys' build served by a mock of the suite's own. `setup.ts`
 * starts all of it and one browser session; every journey file shares that session (they run one after the
 * other).
 *
 *   import { api, back, fresh, js, login, mock, open, route, setHash, tap, text, waitFor } from './harness.ts';
 *
 *   await fresh();                       // the mock's seed (no launch popups unless { launchPopups: true }),
 *                                        // empty storage and cookies; call it first in every journey
 *   const token = await login('demo-user');   // signed in, as a sign-in leaves it (no login page)
 *   await open('/pages/index/singleDetail?id=1', { lang: 'zh-Hans' });  // a cold load of the hash route
 *   await tap('button', 'Play preview');  // a WebDriver element click: a real gesture (WebKit plays audio
 *                                        // only from one); never a script's click()
 *   await waitFor(() => js(() => document.querySelector('audio')?.currentTime ?? 0), { above: 1 });
 *   await setHash('/pages/tabbar/type/index');   // a hash change by a script (location.hash)
 *   await typeAddress('/pages/tabbar/shopping/index');  // the same document's address typed with another hash
 *   await back(); await forward();       // the browser's buttons
 *   await mock.callsTo('/api/h5.goods/comment');  // what the app sent; api(path, { token }) reads the provider
 *   await withBrowser(WECHAT_UA, async () => { ... });  // a session of its own with another user agent
 *
 * `tap(selector, name)` finds the first shown element matching the CSS selector whose name (its aria-label,
 * else its text outside aria-hidden parts) is `name` (a string: exactly; a RegExp: matching), waiting for it; `text(selector)`
 * reads the shown element's text. `waitFor(check, expected?)` polls until `check` answers something truthy (or
 * equal to / above what is expected) and fails with the last answer. `screenshot(name)` writes
 * `e2e/test-results/webkit/<name>.png`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Builder, By, Session, WebDriver, type WebElement } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { afterEach, inject } from 'vitest';
import type { DemoAccount } from '../fixtures/index.ts';
import { STORAGE } from '../fixtures/storage.ts';
import { capabilities, IPHONE_UA, VIEWPORT } from './config.ts';

export { STORAGE };

const context = inject('webkit');
export const baseUrl = context.baseUrl;

const attach = (sessionId: string) =>
  new WebDriver(new Session(sessionId, {}), new Executor(new HttpClient(context.driverUrl)));

let driver = attach(readFileSync(context.sessionFile, 'utf8'));

// A failed journey leaves a picture of the screen it ended on, and its address, in e2e/test-results/webkit/.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
  const file = await screenshot(`failed-${name}`).catch(() => 'no screenshot');
  console.error(`${task.name}: ended at ${await driver.getCurrentUrl().catch(() => '?')}; ${file}`);
});

/** The session the helpers drive now. */
export const browser = (): WebDriver => driver;

/** A new session of MiniBrowser with that user agent, at the iPhone's size. */
async function newSession(userAgent: string): Promise<WebDriver> {
  const session = await new Builder().usingServer(context.driverUrl).withCapabilities(capabilities(userAgent)).build();
  await session.manage().window().setRect(VIEWPORT);
  return session;
}

/**
 * Runs `journey` in a browser of its own with another user agent (WeChat's). WebKitWebDriver drives one session
 * at a time: the shared one ends first and a new one with the iPhone's user agent takes its place afterwards.
 */
export async function withBrowser(userAgent: string, journey: () => Promise<void>): Promise<void> {
  await driver.quit();
  driver = await newSession(userAgent);
  try {
    await journey();
  } finally {
    await driver.quit();
    driver = await newSession(IPHONE_UA);
    writeFileSync(context.sessionFile, (await driver.getSession()).getId());
  }
}

interface WaitOptions<T> {
  /** The answer to wait for (compared with ===); without it, any truthy answer. */
  equals?: T;
  /** A number to exceed. */
  above?: number;
  timeout?: number;
  message?: string;
}

/** Polls `check` until its answer is what is waited for; resolves with that answer. */
export async function waitFor<T>(check: () => Promise<T> | T, options: WaitOptions<T> = {}): Promise<T> {
  const end = Date.now() + (options.timeout ?? 15_000);
  let last: unknown;
  for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
    try {
      const answer = await check();
      last = answer;
      const done =
        'equals' in options
          ? JSON.stringify(answer) === JSON.stringify(options.equals)
          : options.above !== undefined
            ? typeof answer === 'number' && answer > options.above
            : Boolean(answer);
      if (done) return answer;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > end) {
      const wanted =
        'equals' in options
          ? JSON.stringify(options.equals)
          : options.above !== undefined
            ? `above ${options.above}`
            : 'truthy';
      throw new Error(`${options.message ?? 'waitFor'}: wanted ${wanted}, last answer ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** Runs a function in the page and answers its result (its arguments must be JSON). */
export function js<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
  return driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args);
}

/** The route shown: the hash without its '#'. */
export async function route(): Promise<string> {
  return new URL(await driver.getCurrentUrl()).hash.replace(/^#/, '');
}

/** Opens a route cold (a new document: from about:blank, as a link from elsewhere), optionally in a language. */
export async function open(path: string, { lang }: { lang?: 'en' | 'zh-Hans' | 'zh-Hant' } = {}): Promise<void> {
  await driver.get('about:blank');
  await driver.get(`${baseUrl}/${lang ? `?lang=${lang}` : ''}#${path}`);
  // The app has shown a page once its nav bar has a title.
  await waitFor(() => js(() => [...document.querySelectorAll('.nav-bar__title')].some((e) => e.checkVisibility())), {
    message: `a page at ${path}`,
    timeout: 30_000,
  });
}

/** Finds the first shown element of `selector` with that name (aria-label, else text but aria-hidden parts), waiting for it. */
export async function find(selector: string, name?: string | RegExp, timeout = 15_000): Promise<WebElement> {
  const pattern = name instanceof RegExp ? { source: name.source, flags: name.flags } : name;
  const found = await waitFor(
    () =>
      driver.executeScript<WebElement | null>(
        `const [selector, name] = arguments;
         const textOf = (node) => node.nodeType === Node.TEXT_NODE ? node.textContent
           : node.nodeType === Node.ELEMENT_NODE && node.getAttribute('aria-hidden') !== 'true'
             ? [...node.childNodes].map(textOf).join('') : '';
         const named = (e) => {
           const label = (e.getAttribute('aria-label') ?? textOf(e)).trim().replace(/\\s+/g, ' ');
           if (name === undefined || name === null) return true;
           return typeof name === 'string' ? label === name : new RegExp(name.source, name.flags).test(label);
         };
         return [...document.querySelectorAll(selector)].find((e) => e.checkVisibility() && named(e)) ?? null;`,
        selector,
        pattern ?? null,
      ),
    { message: `${selector}${name ? ` named ${name}` : ''} shown`, timeout },
  );
  if (!found) throw new Error(`${selector} not found`);
  return found;
}

/** A tap: WebDriver's element click on the element, brought to the middle of the screen first. */
export async function tap(selector: string, name?: string | RegExp): Promise<void> {
  const element = await find(selector, name);
  // WebDriver scrolls a target only to the screen's edge, where the fixed bars (the tab bar, a page's action
  // bar) cover it; the user scrolls it into view.
  await driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "center" })', element);
  await waitFor(
    async () => {
      try {
        await element.click();
        return true;
      } catch (error) {
        // A layer still leaving (a toast, a transition) over it: tap again once it has gone.
        if (error instanceof Error && error.name === 'ElementClickInterceptedError') return false;
        throw error;
      }
    },
    { message: `tap on ${selector} ${name ?? ''}` },
  );
}

/** Types into a field (WebDriver's keys: the input events a keyboard makes). */
export async function type(selector: string, name: string | RegExp | undefined, value: string): Promise<void> {
  const element = await find(selector, name);
  if (await element.getAttribute('value')) await element.clear();
  await element.sendKeys(value);
}

/** The text of the first shown element of `selector`. */
export async function text(selector: string): Promise<string> {
  return (await find(selector)).getText();
}

/** Whether an element of `selector` (with that name) is shown now, without waiting. */
export async function shown(selector: string, name?: string | RegExp): Promise<boolean> {
  return find(selector, name, 0).then(
    () => true,
    () => false,
  );
}

/** A hash change in the document shown, by a script (what a link to `#...` makes, without the tap). */
export async function setHash(path: string): Promise<void> {
  await js((hash) => {
    window.location.hash = hash;
  }, path);
}

/**
 * An address typed in the same document with another hash: a hash change the browser makes, not a load (the
 * document before the hash stays). WebKit's back button skips entries a script's hash change made without a
 * tap (its guard against history stuffing), so the journeys that go back and forward type the address.
 */
export async function typeAddress(path: string): Promise<void> {
  const url = new URL(await driver.getCurrentUrl());
  url.hash = path;
  await driver.get(url.href);
}

export const back = () => driver.navigate().back();
export const forward = () => driver.navigate().forward();
export const reload = () => driver.navigate().refresh();

export async function screenshot(name: string): Promise<string> {
  const folder = new URL('../test-results/webkit/', import.meta.url).pathname;
  mkdirSync(folder, { recursive: true });
  const file = `${folder}${name}.png`;
  writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
  return file;
}

/** A call to the provider (the mock), as the app makes it; `token` signs it in. */
export async function api<T>(
  path: string,
  { token, query, body }: { token?: string; query?: Record<string, string | number>; body?: unknown } = {},
): Promise<T> {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The data of a provider answer that must succeed (code 1). */
export async function provider<T>(path: string, options: Parameters<typeof api>[1] = {}): Promise<T> {
  const answer = await api<{ code: number; msg: string; data: T }>(path, options);
  if (answer.code !== 1) throw new Error(`${path}: code ${answer.code} ${answer.msg}`);
  return answer.data;
}

async function control<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/__mock${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  if (!response.ok) throw new Error(`${method} /__mock${path}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface JournalEntry {
  method: string;
  path: string;
  query: string;
  headers: Record<string, unknown>;
  body: unknown;
  status: number;
}

/** The mock's control API (e2e/fixtures/mock.ts has the whole of it for Playwright). */
export const mock = {
  reset: (options: { launchPopups?: boolean } = {}) => control('POST', '/reset', options),
  session: async (account: DemoAccount) =>
    (await control<{ token: string }>('POST', '/session', { username: account })).token,
  callsTo: async (path: string) =>
    (await control<{ entries: JournalEntry[] }>('GET', '/journal?limit=500')).entries.filter((e) => e.path === path),
};

/** Empties the app's storage and cookies on the shop's origin, without starting the app. */
async function clearStorage(): Promise<void> {
  await driver.get(`${baseUrl}/version.json`);
  await js(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await driver.manage().deleteAllCookies();
}

/** A new user's start: the mock's seed and empty storage. Launch popups only when asked for. */
export async function fresh({ launchPopups = false }: { launchPopups?: boolean } = {}): Promise<void> {
  await mock.reset({ launchPopups });
  await clearStorage();
}

/** Signs a demo account in as a sign-in leaves it (the token in local storage); the next `open` uses it. */
export async function login(account: DemoAccount): Promise<string> {
  const token = await mock.session(account);
  await driver.get(`${baseUrl}/version.json`);
  await js((key, value) => window.localStorage.setItem(key, value), STORAGE.token, token);
  return token;
}

export { By };
