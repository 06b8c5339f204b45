// The set-up the area tests share: one strict app per test file, reset before each test, and calls that
// fail the test on any contract violation in the answer.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp } from '../src/app.ts';

/** The app of the current test file; a live binding, set by `useMockApp()`'s beforeAll. */
export let app: FastifyInstance;

export function useMockApp(): void {
  beforeAll(async () => {
    app = await buildApp({ strictResponses: true });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__mock/reset' });
  });
}

export interface Envelope {
  code: number;
  msg: string;
  time: string;
  // Strict responses have already checked the answer against openapi.yaml (violations must be empty), and
  // the tests read fields of dozens of different operations; typing each call site would restate the contract.
  // biome-ignore lint/suspicious/noExplicitAny: validated JSON answers of many operations, read field by field
  data: any;
}

export const post = async (url: string, payload: object, token?: string) => {
  const r = await app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} });
  expect(app.mock.violations).toEqual([]);
  return r.json() as Envelope;
};

export const get = async (url: string, token?: string) => {
  const r = await app.inject({ method: 'GET', url, headers: token ? { token } : {} });
  expect(app.mock.violations).toEqual([]);
  return r.json() as Envelope;
};

export const advance = (seconds: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: seconds * 1000 } });

export const sessionOf = async (username: string): Promise<string> =>
  (await app.inject({ method: 'POST', url: '/__mock/session', payload: { username } })).json().token;
