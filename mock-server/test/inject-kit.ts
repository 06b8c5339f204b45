// The one set-up every mock test shares: an app built like the server but with a frozen clock, silent logs
// and strict response validation, and calls that fail the test on any contract violation in the answer.
// `useMockApp()` gives each test file one app (reset before each test unless told otherwise) in the live
// bindings `t` and `app`; `testApp()` builds one by hand for the tests that need their own.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';

// Strict responses have already checked every answer against openapi.yaml, and the tests read fields of
// dozens of operations: typing each call site would restate the contract.
// biome-ignore lint/suspicious/noExplicitAny: validated answers of many operations, read field by field
type Validated = any;

export interface Envelope<D = Validated> {
  code: number;
  msg: string;
  time: string;
  /** Answers of many operations, checked field by field. */
  data: D;
}

export interface CallOptions {
  token?: string | undefined;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
}

export interface Answer<D> {
  status: number;
  body: Envelope<D>;
  raw: string;
}

export interface TestApp {
  app: FastifyInstance;
  get: <D = Validated>(url: string, options?: CallOptions) => Promise<Answer<D>>;
  post: <D = Validated>(url: string, payload: unknown, options?: CallOptions) => Promise<Answer<D>>;
  /** A raw call: no violation check, for media, HTML and control answers. */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  reset: () => Promise<void>;
  advance: (ms: number) => Promise<void>;
  login: (username: string) => Promise<string>;
  close: () => Promise<void>;
}

export async function testApp(options: AppOptions = {}): Promise<TestApp> {
  // The tests compare the contract's English wording; i18n.test.ts checks the provider's Chinese default.
  const app = await buildApp({ strictResponses: true, defaultLang: 'en', ...options });
  const call = async <D>(inject: InjectOptions): Promise<Answer<D>> => {
    const r = await app.inject(inject);
    expect(app.mock.violations).toEqual([]);
    const body = r.headers['content-type']?.toString().startsWith('application/json') ? r.json() : r.body;
    return { status: r.statusCode, body: body as Envelope<D>, raw: r.body };
  };
  const headers = (o?: CallOptions) => ({ ...(o?.headers ?? {}), ...(o?.token ? { token: o.token } : {}) });
  const control = async (url: string, payload: object) => {
    const r = await app.inject({ method: 'POST', url, payload });
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
    return r;
  };
  return {
    app,
    get: (url, o) => call({ method: 'GET', url, query: o?.query as never, headers: headers(o) }),
    post: (url, payload, o) =>
      call({ method: 'POST', url, payload: payload as never, query: o?.query as never, headers: headers(o) }),
    inject: (o) => app.inject(o),
    reset: async () => {
      await control('/__mock/reset', {});
    },
    advance: async (ms) => {
      await control('/__mock/clock', { advanceMs: ms });
    },
    login: async (username) => (await control('/__mock/session', { username })).json().token as string,
    close: () => app.close(),
  };
}

/** The test app of the current file; live bindings, set by `useMockApp()`'s beforeAll. */
export let t: TestApp;
export let app: FastifyInstance;

export function useMockApp(options: AppOptions = {}, { resetEachTest = true } = {}): void {
  beforeAll(async () => {
    t = await testApp(options);
    app = t.app;
  });
  afterAll(() => t.close());
  if (resetEachTest) beforeEach(() => t.reset());
}

/** The envelope of a GET, with the session `token` when given. */
export const get = async (url: string, token?: string) => (await t.get(url, { token })).body;

/** The envelope of a JSON POST, with the session `token` when given. */
export const post = async (url: string, payload: object, token?: string) =>
  (await t.post(url, payload, { token })).body;

/** Moves mock time by `seconds`. */
export const advance = (seconds: number) => t.advance(seconds * 1000);

export const sessionOf = (username: string) => t.login(username);
