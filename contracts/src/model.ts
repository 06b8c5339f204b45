// The suite's view of openapi.yaml: every operation with its parameters, body and documented responses, each
// schema addressed by a JSON pointer that the shared strict Ajv instance can compile.
import {
  escapePointer,
  listOperations,
  loadContract,
  type OpenApiDocument,
  type OperationRef,
  resolveRef,
} from '@djshop/api/contract';

export type Auth = 'required' | 'optional' | 'none';
export type JsonSchema = Record<string, unknown>;

export interface ParamModel {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  pointer: string;
  /** The schema with every local `$ref` inlined, for the generators. */
  schema: JsonSchema;
  example: unknown;
}

export interface BodyModel {
  mediaType: string;
  required: boolean;
  pointer: string;
  schema: JsonSchema;
  example: unknown;
}

export interface ResponseModel {
  status: number;
  /** Schema pointer by media type. */
  content: Map<string, string>;
}

export interface OperationModel {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  provenance: 'spec' | 'assumed';
  auth: Auth;
  params: ParamModel[];
  body: BodyModel | null;
  responses: Map<number, ResponseModel>;
  /** The `oneOf` branches of the 200 JSON schema, so a failing answer is judged against the branch it meant. */
  okBranches: { pointer: string; failure: boolean }[];
  pointer: string;
}

/** Local `$ref`s inlined; the request schemas of the contract are not recursive. */
export function inline(doc: OpenApiDocument, value: unknown, depth = 0): unknown {
  if (depth > 40) throw new Error('schema nesting too deep to inline');
  if (Array.isArray(value)) return value.map((v) => inline(doc, v, depth + 1));
  if (!value || typeof value !== 'object') return value;
  const resolved = resolveRef<Record<string, unknown>>(doc, value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(resolved)) out[k] = inline(doc, v, depth + 1);
  return out;
}

const authOf = (security: unknown): Auth => {
  if (!Array.isArray(security) || security.length === 0) return 'none';
  return security.some((s) => Object.keys(s as object).length === 0) ? 'optional' : 'required';
};

function refOrPointer(value: unknown, pointer: string): string {
  const ref = (value as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' ? ref.slice(1) : pointer;
}

function modelOf(doc: OpenApiDocument, ref: OperationRef): OperationModel {
  const op = ref.operation;
  const pointer = ref.pointer.slice(1);
  const params: ParamModel[] = [];
  const pathItem = doc.paths[ref.path] as { parameters?: unknown[] };
  const shared = (pathItem.parameters ?? []).map((p, i) => [p, `/paths/${escapePointer(ref.path)}/parameters/${i}`]);
  const own = ((op.parameters ?? []) as unknown[]).map((p, i) => [p, `${pointer}/parameters/${i}`]);
  for (const [raw, at] of [...shared, ...own] as [unknown, string][]) {
    const p = resolveRef<{ name: string; in: string; required?: boolean; schema: unknown; example?: unknown }>(
      doc,
      raw,
    );
    if (p.in !== 'query' && p.in !== 'path' && p.in !== 'header') continue;
    params.push({
      name: p.name,
      in: p.in,
      required: p.required === true,
      pointer: `${refOrPointer(raw, at)}/schema`,
      schema: inline(doc, p.schema) as JsonSchema,
      example: p.example,
    });
  }

  let body: BodyModel | null = null;
  if (op.requestBody) {
    const at = refOrPointer(op.requestBody, `${pointer}/requestBody`);
    const rb = resolveRef<{ required?: boolean; content: Record<string, { schema: unknown; example?: unknown }> }>(
      doc,
      op.requestBody,
    );
    const [mediaType, media] = Object.entries(rb.content)[0] ?? [];
    if (mediaType && media) {
      body = {
        mediaType,
        required: rb.required === true,
        pointer: `${at}/content/${escapePointer(mediaType)}/schema`,
        schema: inline(doc, media.schema) as JsonSchema,
        example: media.example,
      };
    }
  }

  const responses = new Map<number, ResponseModel>();
  for (const [status, raw] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
    const at = refOrPointer(raw, `${pointer}/responses/${status}`);
    const r = resolveRef<{ content?: Record<string, unknown> }>(doc, raw);
    const content = new Map<string, string>();
    for (const type of Object.keys(r.content ?? {})) content.set(type, `${at}/content/${escapePointer(type)}/schema`);
    responses.set(Number(status), { status: Number(status), content });
  }

  const okBranches: OperationModel['okBranches'] = [];
  const okPointer = responses.get(200)?.content.get('application/json');
  if (okPointer) {
    const schema = resolveRef<{ oneOf?: unknown[] }>(doc, { $ref: `#${okPointer}` });
    (schema.oneOf ?? []).forEach((branch, i) => {
      okBranches.push({
        pointer: `${okPointer}/oneOf/${i}`,
        failure: (branch as { $ref?: string }).$ref === '#/components/schemas/Failure',
      });
    });
  }

  return {
    operationId: ref.operationId,
    method: ref.method.toUpperCase(),
    path: ref.path,
    tag: ((op.tags as string[] | undefined) ?? [])[0] ?? '',
    provenance: op['x-provenance'] === 'spec' ? 'spec' : 'assumed',
    auth: authOf(op.security),
    params,
    body,
    responses,
    okBranches,
    pointer,
  };
}

export interface ContractModel {
  doc: OpenApiDocument;
  operations: OperationModel[];
  byId: Map<string, OperationModel>;
}

export function loadModel(doc: OpenApiDocument = loadContract()): ContractModel {
  const operations = listOperations(doc).map((ref) => modelOf(doc, ref));
  return { doc, operations, byId: new Map(operations.map((o) => [o.operationId, o])) };
}
