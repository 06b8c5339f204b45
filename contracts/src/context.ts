// What every check and flow shares: the client, the validators, sessions by account, and the record of
// what was checked. `call` is the one way checks talk to the server, so that every answer is judged.
import type { SuccessData } from '@djshop/api';
import type { Generator, RequestInput } from './generators.ts';
import { type Exchange, HttpClient, type RequestSpec } from './http.ts';
import type { ContractModel, OperationModel } from './model.ts';
import { type Expect, type Judgement, Validators } from './validators.ts';

export interface SuiteConfig {
  baseUrl: string;
  account: string;
  password: string;
  seed: number;
  cases: number;
  concurrency: number;
  /** Operations that change state may run (always on loopback; `--writes` elsewhere). */
  writes: boolean;
  /** Only `x-provenance: spec` GETs run (a remote server without `--writes`). */
  readOnly: boolean;
  /** The server has the mock's control API. */
  control: boolean;
  /** Behind Prism's validating proxy: requests that break the contract on purpose are left out. */
  prism: boolean;
  /** Where the control API and the simulated payment page are, when not at baseUrl (behind Prism). */
  controlUrl?: string;
  /** Only these operations (self-tests); all when empty. */
  only: string[];
  flows: boolean;
  reportsDir: string;
}

export interface Failure {
  message: string;
  curl: string;
}

export interface CheckRecord {
  operationId: string;
  check: string;
  status: 'pass' | 'fail' | 'n/a' | 'excluded';
  cases: number;
  failures: Failure[];
  note?: string;
  ms: number;
}

/** A 1x1 PNG: the smallest image every provider recognises by its magic bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export class CheckFailed extends Error {}

type LoginData = SuccessData<'loginByAccount'>;

export class Context {
  readonly client: HttpClient;
  readonly validators: Validators;
  private sessions = new Map<string, Promise<string>>();
  /** Operations that a flow called, with the flows that called them. */
  readonly flowCoverage = new Map<string, Set<string>>();
  /** Prism's complaints (`sl-violations`), by operation. */
  readonly prismViolations: Failure[] = [];

  constructor(
    readonly config: SuiteConfig,
    readonly model: ContractModel,
    readonly generator: Generator,
    validators?: Validators,
  ) {
    this.client = new HttpClient(config.baseUrl, `${config.reportsDir}/files`);
    this.validators = validators ?? new Validators(model);
  }

  op(operationId: string): OperationModel {
    const op = this.model.byId.get(operationId);
    if (!op) throw new Error(`no operation ${operationId} in openapi.yaml`);
    return op;
  }

  spec(op: OperationModel, input: RequestInput, token: string | null): RequestSpec {
    const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
      encodeURIComponent(String(input.path[name] ?? '')),
    );
    const spec: RequestSpec = { method: op.method, path, query: input.query, headers: input.headers, token };
    if (input.multipart !== undefined) {
      spec.multipart = {};
      for (const [name, kind] of Object.entries(input.multipart ?? {})) {
        if (kind === 'image')
          spec.multipart[name] = { bytes: TINY_PNG, filename: 'tiny.png', contentType: 'image/png' };
      }
      if (input.multipart === null) spec.multipart.note = 'no file';
    } else if (input.body !== undefined) spec.json = input.body;
    return spec;
  }

  /** Sends a request of an operation and judges the answer; also records Prism's verdict when behind it. */
  async exchange(
    op: OperationModel,
    input: RequestInput,
    token: string | null,
    expect: Expect,
  ): Promise<{ exchange: Exchange; judgement: Judgement }> {
    const exchange = await this.client.send(this.spec(op, input, token));
    const judgement = this.validators.judge(op, exchange.answer, expect);
    if (this.config.prism) {
      const v = exchange.answer.headers['sl-violations'];
      if (v)
        this.prismViolations.push({ message: `${op.operationId}: Prism sl-violations: ${v}`, curl: exchange.curl });
      const type = exchange.answer.contentType;
      if (type.includes('problem+json')) {
        this.prismViolations.push({
          message: `${op.operationId}: Prism error: ${exchange.answer.text.slice(0, 300)}`,
          curl: exchange.curl,
        });
      }
    }
    return { exchange, judgement };
  }

  /**
   * A flow's call: judged like any other, and it must meet `expect` or the flow stops with the problem and
   * the curl that reproduces it.
   */
  async call<T = unknown>(
    flow: string,
    operationId: string,
    input: Partial<RequestInput>,
    options: { token?: string | null; expect?: Expect } = {},
  ): Promise<{ data: T; msg: string; code: number | undefined; exchange: Exchange }> {
    const op = this.op(operationId);
    const full: RequestInput = { path: {}, query: {}, headers: {}, label: flow, ...input };
    const expect = options.expect ?? 'success';
    const { exchange, judgement } = await this.exchange(op, full, options.token ?? null, expect);
    const set = this.flowCoverage.get(operationId) ?? new Set<string>();
    set.add(flow);
    this.flowCoverage.set(operationId, set);
    if (judgement.problems.length) {
      throw new CheckFailed(`${judgement.problems.join('\n')}\n  reproduce: ${exchange.curl}`);
    }
    const body = judgement.body as { data?: unknown } | undefined;
    return { data: body?.data as T, msg: judgement.msg ?? '', code: judgement.code, exchange };
  }

  /** A token for an account, logging in once per account and run. */
  session(account = this.config.account, password = this.config.password): Promise<string> {
    let s = this.sessions.get(account);
    if (!s) {
      s = this.login(account, password);
      this.sessions.set(account, s);
      s.catch(() => this.sessions.delete(account));
    }
    return s;
  }

  async login(account: string, password = this.config.password): Promise<string> {
    const { data } = await this.call<LoginData>('login', 'loginByAccount', { body: { account, password } });
    return data.userinfo.token;
  }

  forgetSessions(): void {
    this.sessions.clear();
  }

  /** The mock's control API; only called when the server has it. */
  async control(path: string, body?: unknown, method: 'GET' | 'POST' = 'POST'): Promise<unknown> {
    const url = `${(this.config.controlUrl ?? this.config.baseUrl).replace(/\/$/, '')}/__mock${path}`;
    const res = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new CheckFailed(`control API ${path} answered HTTP ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as unknown;
  }
}
