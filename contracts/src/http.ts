// The suite's HTTP client: one request in, the answer and a curl command that replays it out. Every
// failure is printed with its curl, so a reader can reproduce it without the suite.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Answer } from './validators.ts';

export interface FilePart {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

export interface RequestSpec {
  method: string;
  /** The path with its parameters filled in. */
  path: string;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  token?: string | null;
  json?: unknown;
  multipart?: Record<string, FilePart | string>;
}

export interface Exchange {
  request: RequestSpec;
  answer: Answer;
  curl: string;
  ms: number;
}

const TIMEOUT_MS = 20_000;
const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

export const queryString = (query: Record<string, unknown> | undefined): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined) continue;
    params.append(
      k,
      Array.isArray(v) ? v.join(',') : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
    );
  }
  const s = params.toString();
  return s ? `?${s}` : '';
};

export class HttpClient {
  /** Where multipart files are written so that their curl commands can replay them. */
  constructor(
    readonly baseUrl: string,
    private readonly filesDir: string,
  ) {}

  url(spec: RequestSpec): string {
    return `${this.baseUrl.replace(/\/$/, '')}${spec.path}${queryString(spec.query)}`;
  }

  async send(spec: RequestSpec): Promise<Exchange> {
    const url = this.url(spec);
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...(spec.headers ?? {}) };
    if (spec.token) headers.token = spec.token;
    let body: string | FormData | undefined;
    const curl = [`curl -sS -i -X ${spec.method} ${quote(url)}`];
    if (spec.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.json);
    } else if (spec.multipart) {
      const form = new FormData();
      for (const [name, part] of Object.entries(spec.multipart)) {
        if (typeof part === 'string') {
          form.append(name, part);
          curl.push(`-F ${quote(`${name}=${part}`)}`);
        } else {
          form.append(name, new Blob([part.bytes], { type: part.contentType }), part.filename);
          curl.push(`-F ${quote(`${name}=@${this.saveFile(part)};type=${part.contentType}`)}`);
        }
      }
      body = form;
    }
    for (const [k, v] of Object.entries(headers)) curl.splice(1, 0, `-H ${quote(`${k}: ${v}`)}`);
    if (typeof body === 'string') curl.push(`--data-raw ${quote(body)}`);

    const started = performance.now();
    let answer: Answer;
    try {
      const res = await fetch(url, {
        method: spec.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await res.text();
      const h: Record<string, string> = {};
      res.headers.forEach((v, k) => {
        h[k] = v;
      });
      answer = { status: res.status, contentType: res.headers.get('content-type') ?? '', text, headers: h };
    } catch (error) {
      // A dropped connection or a timeout is reported like a 5xx: the provider did not answer.
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      answer = { status: 599, contentType: 'text/plain', text: `no answer: ${reason}`, headers: {} };
    }
    return { request: spec, answer, curl: curl.join(' '), ms: performance.now() - started };
  }

  private saveFile(part: FilePart): string {
    mkdirSync(this.filesDir, { recursive: true });
    const name = `${createHash('sha256').update(part.bytes).digest('hex').slice(0, 16)}-${part.filename}`;
    const path = join(this.filesDir, name);
    writeFileSync(path, part.bytes);
    return path;
  }
}

/** Runs `tasks` with at most `limit` at a time, keeping their order in the result. */
export async function pool<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
