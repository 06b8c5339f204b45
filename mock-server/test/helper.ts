// One app per test file, built like the server but with a frozen clock, silent logs and strict response
// validation; every call checks that no answer violated the contract.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';

export interface Envelope<D = unknown> {
  code: number;
  msg: string;
  time: string;
  data: D;
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  get: <D = unknown>(url: string, options?: CallOptions) => Promise<{ status: number; body: Envelope<D>; raw: string }>;
  post: <D = unknown>(
    url: string,
    payload: unknown,
    options?: CallOptions,
  ) => Promise<{ status: number; body: Envelope<D>; raw: string }>;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  reset: () => Promise<void>;
  advance: (ms: number) => Promise<void>;
  login: (username: string) => Promise<string>;
  close: () => Promise<void>;
}

export async function testApp(options: AppOptions = {}): Promise<TestApp> {
  const app = await buildApp({ strictResponses: true, ...options });
  const call = async <D>(inject: InjectOptions) => {
    const r = await app.inject(inject);
    expect(app.mock.violations).toEqual([]);
    const body = r.headers['content-type']?.toString().startsWith('application/json') ? r.json() : r.body;
    return { status: r.statusCode, body: body as Envelope<D>, raw: r.body };
  };
  const headers = (o?: CallOptions) => ({ ...(o?.headers ?? {}), ...(o?.token ? { token: o.token } : {}) });
  return {
    app,
    get: (url, o) => call({ method: 'GET', url, query: o?.query as never, headers: headers(o) }),
    post: (url, payload, o) =>
      call({ method: 'POST', url, payload: payload as never, query: o?.query as never, headers: headers(o) }),
    inject: (o) => app.inject(o),
    reset: async () => {
      const r = await app.inject({ method: 'POST', url: '/__mock/reset' });
      expect(r.statusCode).toBe(200);
    },
    advance: async (ms) => {
      const r = await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: ms } });
      expect(r.statusCode).toBe(200);
    },
    login: async (username) => {
      const r = await app.inject({ method: 'POST', url: '/__mock/session', payload: { username } });
      expect(r.statusCode).toBe(200);
      return r.json().token as string;
    },
    close: () => app.close(),
  };
}
