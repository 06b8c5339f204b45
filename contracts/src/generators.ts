// Seeded request generation from the contract's schemas. Valid inputs come from json-schema-faker and are
// kept only when the contract's own validator accepts them; invalid inputs are mutations of a valid input
// (wrong type, missing required field, out of range) kept only when the validator rejects them. The same
// CONTRACT_SEED always gives the same requests.
import { generateSync } from 'json-schema-faker';
import type { JsonSchema, OperationModel, ParamModel } from './model.ts';
import type { Validators } from './validators.ts';

export interface RequestInput {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  /** The JSON body; `undefined` sends none. */
  body?: unknown;
  /** Multipart parts by field name; `null` for a multipart body without the field. */
  multipart?: Record<string, 'image'> | null;
  /** What a mutation broke, for the report. */
  label: string;
}

export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const c of parts.join('|')) {
    h ^= c.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

function fake(schema: JsonSchema, seed: number, fillOptionals: boolean): unknown {
  return generateSync(schema as never, {
    seed,
    alwaysFakeOptionals: fillOptionals,
    optionalsProbability: fillOptionals ? 1 : 0.5,
    maxDefaultItems: 3,
    useExamplesValue: false,
    useDefaultValue: false,
  });
}

export class Generator {
  constructor(
    private readonly validators: Validators,
    private readonly seed: number,
  ) {}

  private validParam(op: OperationModel, p: ParamModel, seed: number): unknown {
    for (let attempt = 0; attempt < 8; attempt++) {
      const value = fake(p.schema, hashSeed(seed, p.name, attempt), false);
      // A query string cannot carry a string that only looks empty; the provider reads '' as absent.
      if (value === '' || value === undefined) continue;
      if (this.validators.requestValid(p.pointer, value)) return value;
    }
    if (p.example !== undefined && this.validators.requestValid(p.pointer, p.example)) return p.example;
    throw new Error(`${op.operationId}: cannot generate a valid value for parameter ${p.name}`);
  }

  private validBody(op: OperationModel, seed: number, fillOptionals: boolean): unknown {
    const body = op.body;
    if (!body) return undefined;
    for (let attempt = 0; attempt < 12; attempt++) {
      const value = fake(body.schema, hashSeed(seed, 'body', attempt), fillOptionals);
      if (this.validators.requestValid(body.pointer, value)) return value;
    }
    if (this.validators.requestValid(body.pointer, body.example)) return clone(body.example);
    throw new Error(`${op.operationId}: cannot generate a valid request body`);
  }

  /** The i-th valid request of an operation. */
  valid(op: OperationModel, i: number): RequestInput {
    const seed = hashSeed(this.seed, op.operationId, 'valid', i);
    const random = rng(seed);
    const input: RequestInput = { path: {}, query: {}, headers: {}, label: `valid #${i + 1}` };
    for (const p of op.params) {
      if (p.name === 'X-Requested-With') continue;
      if (!p.required && random() < 0.5) continue;
      const value = this.validParam(op, p, seed);
      if (p.in === 'path') input.path[p.name] = value;
      else if (p.in === 'query') input.query[p.name] = value;
      else input.headers[p.name] = String(value);
    }
    if (op.body?.mediaType === 'multipart/form-data') input.multipart = { file: 'image' };
    else if (op.body) input.body = this.validBody(op, seed, random() < 0.5);
    return input;
  }

  /** Up to `count` invalid requests: mutations of valid requests, each confirmed invalid by the contract. */
  invalid(op: OperationModel, count: number): RequestInput[] {
    const out: RequestInput[] = [];
    const seen = new Set<string>();
    for (let round = 0; round < 6 && out.length < count; round++) {
      const base = round === 0 ? this.exampleInput(op) : this.valid(op, 1000 + round);
      const mutations = this.mutations(op, base);
      const random = rng(hashSeed(this.seed, op.operationId, 'invalid', round));
      // A seeded shuffle, so that a small CONTRACT_CASES still samples every kind of mutation.
      for (let i = mutations.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [mutations[i], mutations[j]] = [mutations[j] as RequestInput, mutations[i] as RequestInput];
      }
      for (const m of mutations) {
        const key = JSON.stringify([m.path, m.query, m.headers, m.body, m.multipart]);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(m);
        if (out.length >= count) break;
      }
    }
    return out;
  }

  /** The documented example as a request; parameters without an example are left out. */
  exampleInput(op: OperationModel): RequestInput {
    const input: RequestInput = { path: {}, query: {}, headers: {}, label: 'example' };
    for (const p of op.params) {
      if (p.in === 'header' || p.example === undefined) continue;
      if (p.in === 'path') input.path[p.name] = p.example;
      else input.query[p.name] = p.example;
    }
    if (op.body?.mediaType === 'multipart/form-data') input.multipart = { file: 'image' };
    else if (op.body) input.body = clone(op.body.example);
    return input;
  }

  private mutations(op: OperationModel, base: RequestInput): RequestInput[] {
    const out: RequestInput[] = [];
    const v = this.validators;
    for (const p of op.params) {
      if (p.in === 'header') continue;
      if (p.required && p.in === 'query') {
        const m = clone(base);
        delete m.query[p.name];
        m.label = `missing required query parameter ${p.name}`;
        out.push(m);
      }
      for (const [label, value] of badValues(p.schema)) {
        // Every value travels as text in a URL: the contract reads "5" as 5, so only values that stay invalid
        // after that reading count.
        const asRead = readAsQuery(p.schema, value);
        if (v.requestValid(p.pointer, asRead) || value === '' || value === null) continue;
        const m = clone(base);
        (p.in === 'path' ? m.path : m.query)[p.name] = value;
        m.label = `${p.in} parameter ${p.name}: ${label}`;
        out.push(m);
      }
    }
    const body = op.body;
    if (body?.mediaType === 'multipart/form-data') {
      out.push({ ...clone(base), multipart: null, label: 'multipart body without the required field file' });
    } else if (body && base.body !== undefined) {
      for (const [label, mutate] of bodyMutations(body.schema, '')) {
        const m = clone(base);
        m.body = mutate(clone(base.body));
        if (m.body === undefined || v.requestValid(body.pointer, m.body)) continue;
        m.label = `body${label}`;
        out.push(m);
      }
    }
    return out;
  }
}

const typesOf = (schema: JsonSchema): string[] => {
  const t = schema.type;
  if (Array.isArray(t)) return t as string[];
  if (typeof t === 'string') return [t];
  if (schema.enum || schema.const !== undefined) return [];
  const branch = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  return branch ? branch.flatMap(typesOf) : [];
};

function readAsQuery(schema: JsonSchema, raw: unknown): unknown {
  const types = typesOf(schema);
  if (Array.isArray(raw) || raw === null || raw === undefined) return raw;
  // Everything in a URL is text: a number sent for a text parameter arrives as valid text.
  const value = typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  if (types.includes('string')) return value;
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

/** Values that break a schema, each with what it breaks. */
function badValues(schema: JsonSchema): [string, unknown][] {
  const out: [string, unknown][] = [];
  const types = typesOf(schema);
  const num = types.includes('integer') || types.includes('number');
  if (num && !types.includes('string')) out.push(['wrong type (text for a number)', 'abc']);
  if (types.includes('string') && !num) out.push(['wrong type (a number for text)', 12345]);
  if (types.includes('boolean')) out.push(['wrong type (text for a boolean)', 'maybe']);
  if (types.includes('array')) out.push(['wrong type (text for a list)', 'not-a-list']);
  if (types.includes('object')) out.push(['wrong type (a number for an object)', 7]);
  if (typeof schema.minimum === 'number') out.push([`below minimum ${schema.minimum}`, schema.minimum - 1]);
  if (typeof schema.maximum === 'number') out.push([`above maximum ${schema.maximum}`, schema.maximum + 1]);
  if (types.includes('integer') && !types.includes('number')) out.push(['a fraction for an integer', 1.5]);
  if (typeof schema.maxLength === 'number')
    out.push([`longer than ${schema.maxLength}`, 'x'.repeat(schema.maxLength + 1)]);
  if (typeof schema.minLength === 'number' && schema.minLength > 1) out.push([`shorter than ${schema.minLength}`, 'x']);
  if (typeof schema.pattern === 'string') out.push([`not matching ${schema.pattern}`, '!bad value!']);
  if (Array.isArray(schema.enum) || schema.const !== undefined) out.push(['outside the enum', 'not-an-allowed-value']);
  if (typeof schema.format === 'string') out.push([`not a ${schema.format}`, 'not a valid format']);
  if (typeof schema.maxItems === 'number')
    out.push([`more than ${schema.maxItems} items`, Array(schema.maxItems + 1).fill(1)]);
  return out;
}

type Mutate = (body: unknown) => unknown;

/** Mutations of a JSON body, each setting or deleting one value at a path. */
function bodyMutations(schema: JsonSchema, path: string, depth = 0): [string, Mutate][] {
  const out: [string, Mutate][] = [];
  const keys = path.split('/').slice(1);
  const set =
    (value: unknown, remove = false): Mutate =>
    (body) => {
      if (keys.length === 0) return value;
      let node = body as Record<string, unknown> | unknown[] | null;
      for (const k of keys.slice(0, -1)) {
        node = (node as Record<string, unknown> | null)?.[k] as Record<string, unknown> | null;
        if (!node || typeof node !== 'object') return undefined;
      }
      const last = keys[keys.length - 1] as string;
      if (!node || typeof node !== 'object') return undefined;
      if (remove) {
        if (!(last in node)) return undefined;
        delete (node as Record<string, unknown>)[last];
      } else (node as Record<string, unknown>)[last] = value;
      return body;
    };
  const where = path || ' (the whole body)';
  for (const [label, value] of badValues(schema)) out.push([`${where}: ${label}`, set(value)]);
  if (depth > 3) return out;
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const key of (schema.required ?? []) as string[]) {
    const child = `${path}/${key}`;
    const childKeys = child.split('/').slice(1);
    out.push([
      `${child}: required field missing`,
      (body) => {
        let node = body as Record<string, unknown> | null;
        for (const k of childKeys.slice(0, -1)) node = node?.[k] as Record<string, unknown> | null;
        const last = childKeys[childKeys.length - 1] as string;
        if (!node || typeof node !== 'object' || !(last in node)) return undefined;
        delete node[last];
        return body;
      },
    ]);
  }
  if (schema.additionalProperties === false) {
    out.push([
      `${path}/__unexpected: an undocumented field`,
      (body) => {
        let node = body as Record<string, unknown> | null;
        for (const k of keys) node = node?.[k] as Record<string, unknown> | null;
        if (!node || typeof node !== 'object') return undefined;
        node.__unexpected = 1;
        return body;
      },
    ]);
  }
  for (const [key, child] of Object.entries(props)) out.push(...bodyMutations(child, `${path}/${key}`, depth + 1));
  if (schema.items && typeof schema.items === 'object') {
    out.push(...bodyMutations(schema.items as JsonSchema, `${path}/0`, depth + 1));
  }
  return out;
}
