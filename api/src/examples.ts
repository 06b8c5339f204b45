// Every example in the contract must satisfy the schema it stands beside: an example that does not
// is either a wrong example or a wrong schema, and both mislead the app, the mock and the contract suite.
import type { ErrorObject } from 'ajv';
import { createContractAjv, escapePointer, listOperations, type OpenApiDocument, resolveRef } from './contract.ts';

export interface ExampleProblem {
  where: string;
  errors: string;
}

const describe = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');

/** `only`: the operations to look at, by their label (`GET /api/h5.Banner`); every one when left out. */
export function checkExamples(
  doc: OpenApiDocument,
  only?: (operation: string) => boolean,
): { checked: number; problems: ExampleProblem[] } {
  const { compileAt } = createContractAjv(doc);
  const problems: ExampleProblem[] = [];
  let checked = 0;

  const check = (schemaPointer: string, value: unknown, where: string) => {
    checked += 1;
    const validate = compileAt(schemaPointer);
    if (!validate(value)) problems.push({ where, errors: describe(validate.errors) });
  };

  // Media types: `example` and every entry of `examples`.
  const checkContent = (content: Record<string, Record<string, unknown>> | undefined, base: string, label: string) => {
    for (const [type, media] of Object.entries(content ?? {})) {
      if (!media.schema) continue;
      const schemaPointer = `${base}/content/${escapePointer(type)}/schema`;
      if ('example' in media) check(schemaPointer, media.example, `${label} ${type} example`);
      for (const [name, ex] of Object.entries((media.examples ?? {}) as Record<string, unknown>)) {
        const resolved = resolveRef<{ value?: unknown }>(doc, ex);
        check(schemaPointer, resolved.value, `${label} ${type} examples.${name}`);
      }
    }
  };

  for (const op of listOperations(doc)) {
    const label = `${op.method.toUpperCase()} ${op.path}`;
    if (only && !only(label)) continue;
    const params = [
      ...(((doc.paths[op.path] as Record<string, unknown>).parameters ?? []) as unknown[]),
      ...((op.operation.parameters ?? []) as unknown[]),
    ];
    params.forEach((p) => {
      const ref = (p as { $ref?: string }).$ref;
      const param = resolveRef<{ name: string; example?: unknown; schema?: unknown }>(doc, p);
      if (!param.schema || !('example' in param)) return;
      const owner = ref ?? null;
      const pointer = owner
        ? `${owner}/schema`
        : `${op.pointer}/parameters/${(op.operation.parameters as unknown[]).indexOf(p)}/schema`;
      check(pointer, param.example, `${label} parameter ${param.name} example`);
    });
    const body = op.operation.requestBody as Record<string, unknown> | undefined;
    if (body) {
      const bodyRef = (body as { $ref?: string }).$ref;
      const resolved = resolveRef<{ content?: Record<string, Record<string, unknown>> }>(doc, body);
      checkContent(resolved.content, bodyRef ?? `${op.pointer}/requestBody`, `${label} request`);
    }
    for (const [status, response] of Object.entries((op.operation.responses ?? {}) as Record<string, unknown>)) {
      const ref = (response as { $ref?: string }).$ref;
      const resolved = resolveRef<{ content?: Record<string, Record<string, unknown>> }>(doc, response);
      checkContent(resolved.content, ref ?? `${op.pointer}/responses/${status}`, `${label} response ${status}`);
    }
  }
  return { checked, problems };
}
