// A small client of the running mock for the benchmark's set-up steps: control calls and API calls with a
// session, and a pool that runs many calls 20 at a time.

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export class MockClient {
  constructor(readonly port: number) {}

  private url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  async control<T>(path: string, body: unknown): Promise<T> {
    const r = await fetch(this.url(`/__mock${path}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`POST /__mock${path}: HTTP ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  }

  async reset(): Promise<void> {
    await this.control('/reset', {});
  }

  async session(username: string): Promise<string> {
    return (await this.control<{ token: string }>('/session', { username })).token;
  }

  async api<T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<Envelope<T>> {
    const r = await fetch(this.url(path), {
      method,
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(token ? { token } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await r.json()) as Envelope<T>;
  }

  /** Like `api`, but a refused call (code 0) throws with its message. */
  async must<T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<T> {
    const e = await this.api<T>(method, path, token, body);
    if (e.code !== 1) throw new Error(`${method} ${path}: ${e.msg}`);
    return e.data;
  }
}

/** Runs `count` calls of `task(i)`, `width` at a time. */
export async function pool(count: number, width: number, task: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) await task(i);
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
}
