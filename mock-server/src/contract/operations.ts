// Turns openapi.yaml into what the routes need: one compiled record per operation with its security, its
// parameter and body validators and its response validators. Everything is compiled once at start-up.

import {
  createContractAjv,
  escapePointer,
  listOperations,
  type OpenApiDocument,
  resolveRef,
} from '@djshop/api/contract';
import type { ErrorObject, ValidateFunction } from 'ajv';

/**
 * A validator compiled on first use. Compiling every schema of the contract up front takes longer than the
 * two seconds start-up may take; compiled validators are shared by every app built from the same document.
 */
export interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

function lazyValidator(compileAt: (pointer: string) => ValidateFunction, pointer: string): Validator {
  let fn: ValidateFunction | undefined;
  const v: Validator = (data: unknown) => {
    fn ??= compileAt(pointer);
    const valid = fn(data) as boolean;
    v.errors = fn.errors;
    return valid;
  };
  return v;
}

export type AuthMode = 'required' | 'optional' | 'none';
type Coerce = 'integer' | 'number' | 'boolean' | 'array' | 'none';

export interface ParamSpec {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  coerce: Coerce;
  validate: Validator;
}

export interface CompiledOperation {
  operationId: string;
  method: string;
  path: string;
  /** The path in find-my-way syntax (`{id}` → `:id`). */
  url: string;
  tag: string;
  auth: AuthMode;
  params: ParamSpec[];
  body: null | { required: boolean; json: Validator | null; multipart: boolean };
  /** Response validators by HTTP status, for `application/json` answers. */
  responses: Map<number, Validator>;
}

interface RawParam {
  name: string;
  in: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}

const coercionOf = (doc: OpenApiDocument, schema: unknown): Coerce => {
  const s = resolveRef<Record<string, unknown>>(doc, schema);
  const type = s.type;
  const types = Array.isArray(type) ? type : [type];
  // A value that may also be a string is left as the string it arrived as.
  if (types.includes('string')) return 'none';
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('array')) return 'array';
  return 'none';
};

/** `[]` (or no security) is public; an empty `{}` alternative makes the token optional. */
const authOf = (security: unknown): AuthMode => {
  if (!Array.isArray(security) || security.length === 0) return 'none';
  return security.some((alt) => alt && typeof alt === 'object' && Object.keys(alt).length === 0)
    ? 'optional'
    : 'required';
};

const compiled = new WeakMap<OpenApiDocument, CompiledOperation[]>();

export function compileOperations(doc: OpenApiDocument): CompiledOperation[] {
  const url = (doc.components?.schemas as Record<string, { pattern?: string }> | undefined)?.Url;
  URL_PATTERN = url?.pattern;
  let ops = compiled.get(doc);
  if (!ops) {
    ops = compile(doc);
    compiled.set(doc, ops);
  }
  return ops;
}

/** Compiles every validator now instead of on first use (the benchmark's warm-up, the fuzz test). */
export function warmUp(ops: CompiledOperation[]): void {
  for (const op of ops) {
    for (const p of op.params) p.validate(undefined);
    op.body?.json?.(undefined);
    for (const v of op.responses.values()) v(undefined);
  }
}

function compile(doc: OpenApiDocument): CompiledOperation[] {
  const { compileAt } = createContractAjv(doc);
  const globalSecurity = doc.security;
  return listOperations(doc).map((ref) => {
    const op = ref.operation as Record<string, unknown>;
    const pathItem = doc.paths[ref.path] as Record<string, unknown>;
    const pathPointer = `#/paths/${escapePointer(ref.path)}`;
    const params: ParamSpec[] = [];
    const collect = (list: unknown, base: string) => {
      (Array.isArray(list) ? list : []).forEach((p: Record<string, unknown>, i: number) => {
        const pointer = typeof p.$ref === 'string' ? p.$ref : `${base}/parameters/${i}`;
        const param = resolveRef<RawParam>(doc, p);
        if (param.in !== 'query' && param.in !== 'path' && param.in !== 'header') return;
        const name = param.in === 'header' ? param.name.toLowerCase() : param.name;
        // An operation's parameter overrides the path item's parameter of the same name and place.
        const existing = params.findIndex((x) => x.name === name && x.in === param.in);
        const spec: ParamSpec = {
          name,
          in: param.in,
          required: param.required === true || param.in === 'path',
          coerce: param.in === 'header' ? 'none' : coercionOf(doc, param.schema),
          validate: lazyValidator(compileAt, `${pointer}/schema`),
        };
        if (existing >= 0) params[existing] = spec;
        else params.push(spec);
      });
    };
    collect(pathItem.parameters, pathPointer);
    collect(op.parameters, ref.pointer);

    let body: CompiledOperation['body'] = null;
    if (op.requestBody) {
      const rbPointer =
        typeof (op.requestBody as { $ref?: string }).$ref === 'string'
          ? (op.requestBody as { $ref: string }).$ref
          : `${ref.pointer}/requestBody`;
      const rb = resolveRef<{ required?: boolean; content?: Record<string, { schema?: unknown }> }>(
        doc,
        op.requestBody,
      );
      const content = rb.content ?? {};
      body = {
        required: rb.required === true,
        json: content['application/json']?.schema
          ? lazyValidator(compileAt, `${rbPointer}/content/${escapePointer('application/json')}/schema`)
          : null,
        multipart: 'multipart/form-data' in content,
      };
    }

    const responses = new Map<number, Validator>();
    for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
      if (!/^\d{3}$/.test(status)) continue;
      const rPointer =
        typeof (response as { $ref?: string }).$ref === 'string'
          ? (response as { $ref: string }).$ref
          : `${ref.pointer}/responses/${status}`;
      const resolved = resolveRef<{ content?: Record<string, { schema?: unknown }> }>(doc, response);
      const json = Object.keys(resolved.content ?? {}).find((t) => t.startsWith('application/json'));
      if (json && resolved.content?.[json]?.schema) {
        responses.set(Number(status), lazyValidator(compileAt, `${rPointer}/content/${escapePointer(json)}/schema`));
      }
    }

    const tags = op.tags as string[] | undefined;
    return {
      operationId: ref.operationId,
      method: ref.method.toUpperCase(),
      path: ref.path,
      url: ref.path.replace(/\{([^}]+)\}/g, ':$1'),
      tag: tags?.[0] ?? 'untagged',
      auth: authOf(op.security ?? globalSecurity),
      params,
      body,
      responses,
    };
  });
}

export interface RequestProblem {
  /** The field, e.g. `page` or `content` or `items.0.id`. */
  field: string;
  /** The failed JSON Schema keyword (`required`, `maxLength`, ...). */
  keyword: string;
  /** A sentence naming the field, for the failure envelope's `msg`. */
  msg: string;
}

/** What a URL that breaks the contract's one URL rule (components/schemas/Url) is told. */
export const URL_MESSAGE = 'The link must be an http(s) address or a path on this site';
/** That rule's pattern, read from the contract when it is compiled. */
let URL_PATTERN: string | undefined;

/** The provider's message for bad input (docs/behaviour.md#requests); the mock adds which field and why. */
export const INVALID_PARAMETERS = 'Invalid parameters';

export function describeError(prefix: string, errors: ErrorObject[] | null | undefined): RequestProblem {
  const e = errors?.[0];
  if (!e) return { field: prefix, keyword: 'invalid', msg: `${INVALID_PARAMETERS}: ${prefix || 'body'} is invalid` };
  const path = e.instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  let field = [prefix, path].filter(Boolean).join('.');
  if (e.keyword === 'required') {
    const missing = (e.params as { missingProperty: string }).missingProperty;
    field = [field, missing].filter(Boolean).join('.');
    return { field, keyword: 'required', msg: `${INVALID_PARAMETERS}: ${field} is required` };
  }
  // The contract's one URL rule (components/schemas/Url) has a message of its own.
  if (e.keyword === 'pattern' && (e.params as { pattern?: string }).pattern === URL_PATTERN) {
    return { field, keyword: 'url', msg: URL_MESSAGE };
  }
  return { field, keyword: e.keyword, msg: `${INVALID_PARAMETERS}: ${field || 'body'} ${e.message ?? 'is invalid'}` };
}
