// Reads openapi.yaml once and hands out the parsed document and Ajv validators compiled from it.
// The mock server, the contract suite and the api tests all use this, so that "the contract" means the
// same thing to each of them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export const CONTRACT_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

// The contract is read as plain JSON; these are the few fields code walks over.
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export interface OperationRef {
  method: HttpMethod;
  path: string;
  operationId: string;
  operation: Record<string, unknown>;
  /** JSON pointer of the operation inside the document. */
  pointer: string;
}

let cached: OpenApiDocument | undefined;

export function loadContract(path: string = CONTRACT_PATH): OpenApiDocument {
  if (path === CONTRACT_PATH && cached) return cached;
  const doc = parse(readFileSync(path, 'utf8')) as OpenApiDocument;
  if (path === CONTRACT_PATH) cached = doc;
  return doc;
}

export const escapePointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

export function listOperations(doc: OpenApiDocument): OperationRef[] {
  const ops: OperationRef[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      ops.push({
        method,
        path,
        operationId: String(operation.operationId),
        operation,
        pointer: `#/paths/${escapePointer(path)}/${method}`,
      });
    }
  }
  return ops;
}

/** Resolves a local `$ref` such as `#/components/parameters/Page`. */
export function resolveRef<T = Record<string, unknown>>(doc: OpenApiDocument, value: unknown): T {
  let current = value as Record<string, unknown>;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc) as Record<string, unknown>;
  }
  return current as T;
}

const CONTRACT_ID = 'openapi';

/**
 * An Ajv instance that knows the whole document, so that any schema inside it can be compiled by its JSON
 * pointer and its `#/components/...` references resolve. Strict: no coercion, no defaults, nothing removed.
 */
export function createContractAjv(doc: OpenApiDocument = loadContract()): {
  ajv: Ajv2020;
  compileAt: (pointer: string) => ValidateFunction;
} {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    allowUnionTypes: true,
    validateSchema: false,
    // OpenAPI's own schema keywords, which JSON Schema does not know, and the document's top-level keys:
    // the whole document is registered so that schemas inside it can be compiled by pointer. `x-provenance`
    // marks an assumed field inside a schema as it marks assumed operations: an annotation, never a check.
    keywords: [
      'x-provenance',
      'example',
      'discriminator',
      'xml',
      'externalDocs',
      'openapi',
      'info',
      'servers',
      'security',
      'tags',
      'paths',
      'components',
      'webhooks',
      'jsonSchemaDialect',
    ],
  });
  addFormats(ajv);
  // Only the parts of the document that hold schemas; the rest (paths' non-schema keys) is never compiled.
  ajv.addSchema({ $id: CONTRACT_ID, ...(doc as object) } as never, CONTRACT_ID, undefined, false);
  const cache = new Map<string, ValidateFunction>();
  const compileAt = (pointer: string): ValidateFunction => {
    let fn = cache.get(pointer);
    if (!fn) {
      fn = ajv.compile({ $ref: `${CONTRACT_ID}${pointer}` });
      cache.set(pointer, fn);
    }
    return fn;
  };
  return { ajv, compileAt };
}
