// The last requests the mock received, for tests that check what the app sent.
import type { FastifyInstance } from 'fastify';
import { ForeignBody } from '../contract/routes.ts';

export interface JournalEntry {
  seq: number;
  method: string;
  path: string;
  query: string;
  headers: Record<string, unknown>;
  body: unknown;
  status: number;
}

export const JOURNAL_CAPACITY = 500;
/** Bodies above this size are recorded by their size only, so the journal's memory stays bounded. */
const BODY_RECORD_LIMIT = 16 * 1024;

/** A ring buffer: recording is on every request's path, so it must not copy or shift. */
export class Journal {
  private entries: (JournalEntry | undefined)[] = new Array(JOURNAL_CAPACITY);
  private seq = 0;

  record(entry: Omit<JournalEntry, 'seq'>): void {
    this.seq += 1;
    this.entries[this.seq % JOURNAL_CAPACITY] = { seq: this.seq, ...entry };
  }

  /** The last `limit` entries, oldest first. */
  last(limit: number): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let s = Math.max(1, this.seq - Math.min(limit, JOURNAL_CAPACITY) + 1); s <= this.seq; s++) {
      const e = this.entries[s % JOURNAL_CAPACITY];
      if (e) out.push(e);
    }
    return out;
  }

  clear(): void {
    this.entries = new Array(JOURNAL_CAPACITY);
    this.seq = 0;
  }
}

export function registerJournalHook(app: FastifyInstance, journal: Journal): void {
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (path.startsWith('/__mock') || path.startsWith('/docs')) return done(null, payload);
    const length = Number(request.headers['content-length'] ?? 0);
    let body: unknown = request.body;
    if (request.isMultipart()) body = { multipart: true, bytes: length };
    else if (body instanceof ForeignBody) body = { contentType: body.contentType, bytes: body.bytes };
    else if (length > BODY_RECORD_LIMIT) body = { truncated: true, bytes: length };
    journal.record({
      method: request.method,
      path,
      query: q < 0 ? '' : url.slice(q + 1),
      headers: request.headers,
      body,
      status: reply.statusCode,
    });
    done(null, payload);
  });
}
