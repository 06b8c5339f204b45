// Seeded fuzzing of every bound operation with malformed requests: whatever arrives, the mock answers with
// an envelope (or a 401/404), never a 5xx, and keeps answering afterwards. The same seed replays the same
// requests; change FUZZ_SEED to explore.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoundOperation } from '../src/contract/registry.ts';
import { t, useMockApp } from './inject-kit.ts';

const FUZZ_SEED = 20_261_121;
const RUNS = 5_200;
const ONE_MB = 1024 * 1024;

useMockApp({}, { resetEachTest: false });
let token: string;
beforeAll(async () => {
  token = await t.login('demo-musician');
});

const oddStrings = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '9007199254740993',
    '１２３',
    '\u0000',
    '\uD800',
    '\u202Eevil',
    '😀'.repeat(50),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../../../etc/passwd',
    '%2e%2e%2f%2e%2e%2f',
    '{"a":',
    'a'.repeat(10_000),
  ),
);

const oddValues: fc.Arbitrary<unknown> = fc.oneof(
  oddStrings,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  fc.constant(Number.MAX_SAFE_INTEGER),
);

type Mutation =
  | { kind: 'query'; values: Record<string, string | string[]>; huge: boolean }
  | { kind: 'body'; fields: Record<string, unknown>; drop: number; wholeBody: unknown | undefined; huge: boolean }
  | { kind: 'invalidJson'; text: string }
  | { kind: 'contentType'; type: string; text: string }
  | { kind: 'headers'; token: string; visitor: string; ajax: string }
  | { kind: 'upload'; name: string; bytes: number[]; field: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('query' as const),
    values: fc.dictionary(
      fc.constantFrom(
        'page',
        'limit',
        'id',
        'type',
        'goods_id',
        'comment_id',
        'url',
        'sort',
        'keyword',
        'x',
        'position',
        'name',
      ),
      fc.oneof(oddStrings, fc.array(oddStrings, { minLength: 2, maxLength: 3 })),
      { maxKeys: 4 },
    ),
    huge: fc.nat(60).map((n) => n === 0),
  }),
  fc.record({
    kind: fc.constant('body' as const),
    fields: fc.dictionary(
      fc.constantFrom(
        'goods_id',
        'content',
        'comment_id',
        'reply_user_id',
        'platform',
        'code',
        'mobile',
        'password',
        'extra',
        '__proto__',
        'constructor',
      ),
      oddValues,
      { maxKeys: 5 },
    ),
    drop: fc.nat(3),
    wholeBody: fc.option(fc.oneof(fc.integer(), fc.string(), fc.array(fc.integer()), fc.constant(null)), { freq: 4 }),
    huge: fc.nat(60).map((n) => n === 0),
  }),
  fc.record({
    kind: fc.constant('invalidJson' as const),
    text: fc.constantFrom('{', '{"a":1,}', '[1,2', 'undefined', "{'a':1}", '\u0000', '{"a":"\uD800"}'),
  }),
  fc.record({
    kind: fc.constant('contentType' as const),
    type: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'image/png',
      'foo/bar',
    ),
    text: oddStrings,
  }),
  fc.record({ kind: fc.constant('headers' as const), token: oddStrings, visitor: oddStrings, ajax: oddStrings }),
  fc.record({
    kind: fc.constant('upload' as const),
    name: fc.constantFrom(
      '../../etc/passwd',
      '..\\..\\win.ini',
      '/tmp/x.png',
      'C:\\boot.ini',
      '%2e%2e%2fa.png',
      'a\u0000.png',
      '😀.mp3',
      '',
      '.',
      'con.png',
    ),
    bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
    field: fc.constantFrom('file', 'file', 'image', ''),
  }),
);

const hugeString = 'x'.repeat(ONE_MB);

function buildRequest(op: BoundOperation, m: Mutation, withToken: boolean): InjectOptions {
  const o = op.operation;
  const url = o.url.replace(/:([A-Za-z_]+)/g, () => encodeURIComponent('..%2F1'));
  const headers: Record<string, string> = withToken ? { token } : {};
  const method = o.method as InjectOptions['method'];
  switch (m.kind) {
    case 'query':
      return { method, url, headers, query: m.huge ? { ...m.values, keyword: hugeString } : m.values };
    case 'body': {
      const fields = { ...m.fields };
      for (const key of Object.keys(fields).slice(0, m.drop)) delete fields[key];
      if (m.huge) fields.content = hugeString;
      return { method, url, headers, payload: (m.wholeBody !== undefined ? m.wholeBody : fields) as never };
    }
    case 'invalidJson':
      return { method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: m.text };
    case 'contentType':
      return { method, url, headers: { ...headers, 'content-type': m.type }, payload: m.text };
    case 'headers': {
      // Header values must be sendable; odd characters are replaced the way a client library would refuse them.
      const safe = (s: string) => s.replace(/[^\t\x20-\x7e]/g, '?');
      return {
        method,
        url,
        headers: { token: safe(m.token), 'visitor-id': safe(m.visitor), 'x-requested-with': safe(m.ajax) },
      };
    }
    case 'upload': {
      const boundary = 'fuzzBoundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${m.field}"; filename="${m.name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.from(m.bytes),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return {
        method,
        url,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      };
    }
  }
}

describe('fuzz', () => {
  it(`answers ${RUNS} malformed requests across every operation without a 5xx`, async () => {
    const bound = t.app.mock.registry.bound;
    expect(bound.length).toBeGreaterThan(0);
    const cases = fc.sample(fc.tuple(fc.nat(bound.length - 1), mutation, fc.boolean()), {
      seed: FUZZ_SEED,
      numRuns: RUNS,
    });
    const failures: string[] = [];
    const seen = new Set<string>();
    for (const [index, m, withToken] of cases) {
      const op = bound[index] as BoundOperation;
      seen.add(op.operation.operationId);
      const request = buildRequest(op, m, withToken);
      const r = await t.app.inject(request);
      if (r.statusCode >= 500)
        failures.push(`${op.operation.operationId} ${m.kind} → ${r.statusCode} ${r.body.slice(0, 200)}`);
      else if (r.statusCode === 200 && !String(r.headers['content-type']).startsWith('application/json')) {
        failures.push(`${op.operation.operationId} ${m.kind} → 200 without JSON`);
      }
    }
    expect(failures).toEqual([]);
    expect(t.app.mock.violations).toEqual([]);
    expect(seen.size).toBe(bound.length);
    const after = await t.get('/api/h5.Banner');
    expect(after.body.code).toBe(1);
  }, 180_000);
});
