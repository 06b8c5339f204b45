// Scripted failures for tests: the next n calls of a path answer with a given envelope code, HTTP status,
// HTML page, delay, hold or a dropped connection, whatever the path (contract operation, media, or web file).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelopeJson, errorPage, httpStatusOf } from '../envelope.ts';
import type { Store } from '../store/index.ts';

export interface Scenario {
  path: string;
  /** Only this method, when given. */
  method?: string;
  times: number;
  code?: number;
  msg?: string;
  /** The envelope's data with `code` (e.g. an empty list for a page's empty state); null when not given. */
  data?: unknown;
  httpStatus?: number;
  html?: string;
  delayMs?: number;
  /**
   * Keeps the request waiting until a test lets it go (`release`), then answers as the rest of the scenario
   * says. A test that wants to see a page's state while its request is on the way needs no timer: a delay long
   * enough for a slow machine is wasted time on a fast one.
   */
  hold?: boolean;
  drop?: boolean;
}

export const SCENARIO_SCHEMA = {
  type: 'object',
  required: ['path', 'times'],
  additionalProperties: false,
  properties: {
    path: { type: 'string', pattern: '^/', maxLength: 2048 },
    method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
    times: { type: 'integer', minimum: 1, maximum: 1000 },
    code: { type: 'integer' },
    msg: { type: 'string', maxLength: 1000 },
    data: {},
    httpStatus: { type: 'integer', minimum: 200, maximum: 599 },
    html: { type: 'string', maxLength: 100_000 },
    delayMs: { type: 'integer', minimum: 0, maximum: 120_000 },
    hold: { type: 'boolean' },
    drop: { type: 'boolean' },
  },
} as const;

interface Held {
  path: string;
  letGo: () => void;
}

export class Scenarios {
  private byPath = new Map<string, Scenario[]>();
  private held = new Set<Held>();

  get size(): number {
    return this.byPath.size;
  }

  add(s: Scenario): void {
    this.byPath.set(s.path, [...(this.byPath.get(s.path) ?? []), { ...s }]);
  }

  list(): Scenario[] {
    return [...this.byPath.values()].flat();
  }

  /** Drops every scenario and lets every held request go, so nothing waits for a test that has ended. */
  clear(): void {
    this.byPath.clear();
    this.release();
  }

  /** How many requests are held now. */
  get heldCount(): number {
    return this.held.size;
  }

  /**
   * Waits until `release` lets this request go (true) or `gone` says its client went away (false). A request
   * no one waits for any more is not held: releasing it later would count it and answer nobody.
   */
  hold(path: string, gone: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      if (gone.aborted) return resolve(false);
      const settle = (released: boolean) => {
        this.held.delete(entry);
        gone.removeEventListener('abort', onGone);
        resolve(released);
      };
      const onGone = () => settle(false);
      const entry: Held = { path, letGo: () => settle(true) };
      this.held.add(entry);
      gone.addEventListener('abort', onGone, { once: true });
    });
  }

  /** Lets the held requests of `path` go (all of them without a path); answers how many. */
  release(path?: string): number {
    let released = 0;
    for (const entry of [...this.held]) {
      if (path !== undefined && entry.path !== path) continue;
      entry.letGo();
      released += 1;
    }
    return released;
  }

  /** The scenario for this call, counting it down; the first added is used up first. */
  take(method: string, path: string): Scenario | null {
    const list = this.byPath.get(path);
    if (!list) return null;
    const index = list.findIndex((s) => !s.method || s.method === method);
    const s = list[index];
    if (!s) return null;
    s.times -= 1;
    if (s.times <= 0) list.splice(index, 1);
    if (list.length === 0) this.byPath.delete(path);
    return s;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerScenarioHook(app: FastifyInstance, scenarios: Scenarios, store: Store): void {
  const apply = async (reply: FastifyReply, s: Scenario, path: string) => {
    if (s.hold) {
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      if (!(await scenarios.hold(path, gone.signal))) {
        // The client left while held (a test's page closed): answering or running the handler now would
        // reach no one, and a write landing later could change the state the next test starts from.
        reply.hijack();
        return reply;
      }
    }
    if (s.delayMs) await sleep(s.delayMs);
    if (s.drop) {
      // The client sees a network failure: no status, no body.
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    if (s.html !== undefined) {
      return reply
        .code(s.httpStatus ?? 500)
        .type('text/html; charset=utf-8')
        .send(s.html);
    }
    if (s.code !== undefined) {
      const body = envelopeJson(
        s.code,
        s.msg ?? `Scenario answer ${s.code}`,
        store.seconds(),
        JSON.stringify(s.data ?? null),
      );
      return reply
        .code(s.httpStatus ?? httpStatusOf(s.code))
        .type('application/json; charset=utf-8')
        .send(body);
    }
    if (s.httpStatus !== undefined) {
      return reply
        .code(s.httpStatus)
        .type('text/html; charset=utf-8')
        .send(errorPage(`HTTP ${s.httpStatus}`));
    }
  };
  // Most requests meet no scenario: they pass through without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (scenarios.size === 0) return done();
    const path = request.url.split('?')[0] ?? '';
    const s = path.startsWith('/__mock') ? null : scenarios.take(request.method, path);
    if (!s) return done();
    apply(reply, s, path).then(
      (answered) => {
        if (answered === undefined && !reply.sent) done();
      },
      (error: Error) => done(error),
    );
  });
}
