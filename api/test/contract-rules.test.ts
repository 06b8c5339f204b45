// The house rules every operation of the contract follows (see the description in openapi.yaml).
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract, resolveRef } from '../src/contract.ts';

const doc = loadContract();
const ops = listOperations(doc);
const tagNames = new Set((doc.tags as { name: string }[]).map((t) => t.name));
const STATIC_FILES = new Set(['/version.json']);
const UPLOAD = '/api/common/upload';

type Responses = Record<
  string,
  { $ref?: string; content?: Record<string, { schema?: unknown; examples?: object; example?: unknown }> }
>;

const needsLogin = (op: Record<string, unknown>): boolean => {
  const security = op.security as Record<string, unknown>[];
  return security.length > 0 && security.every((s) => Object.keys(s).length > 0);
};

describe('openapi.yaml house rules', () => {
  it('has well over a hundred operations with unique operationIds', () => {
    expect(ops.length).toBeGreaterThan(100);
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(ops.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s', (_label, op) => {
    const o = op.operation;
    expect(o.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(o.tags).toHaveLength(1);
    expect(tagNames.has((o.tags as string[])[0] ?? '')).toBe(true);
    expect(['spec', 'assumed']).toContain(o['x-provenance']);
    expect(Array.isArray(o.security), 'security is stated').toBe(true);

    const responses = o.responses as Responses;
    if (!STATIC_FILES.has(op.path)) {
      const shared = ((doc.paths[op.path] as { parameters?: { $ref: string }[] }).parameters ?? []).map((p) => p.$ref);
      expect(shared).toEqual(['#/components/parameters/VisitorId', '#/components/parameters/AjaxMarker']);
      expect(responses['500']?.$ref).toBe('#/components/responses/ServerError');
      expect(responses['401']?.$ref === '#/components/responses/Unauthorized').toBe(needsLogin(o));
    }

    const ok = responses['200'];
    const json = ok?.content?.['application/json'];
    expect(json?.schema, '200 has a JSON schema').toBeDefined();
    expect(Object.keys(json?.examples ?? {}).length + (json && 'example' in json ? 1 : 0)).toBeGreaterThan(0);
    if (!STATIC_FILES.has(op.path) && op.path !== UPLOAD) {
      const branches = ((json?.schema ?? {}) as { oneOf?: { $ref?: string }[] }).oneOf ?? [];
      expect(
        branches.some((b) => b.$ref === '#/components/schemas/Failure'),
        '200 may be a failure envelope',
      ).toBe(true);
    }

    for (const p of (o.parameters ?? []) as unknown[]) {
      const param = resolveRef<{ name: string; example?: unknown }>(doc, p);
      expect('example' in param, `parameter ${param.name} has an example`).toBe(true);
    }
    if (o.requestBody) {
      const body = resolveRef<{ content: Record<string, { example?: unknown; examples?: object }> }>(
        doc,
        o.requestBody,
      );
      const media = Object.values(body.content)[0];
      expect(media && ('example' in media || 'examples' in media), 'request body has an example').toBe(true);
    }
  });

  it('has an enum for every state list of the specification', () => {
    const schemas = doc.components.schemas as Record<string, { enum?: unknown[] }>;
    const expected: Record<string, unknown[]> = {
      OrderStatus: ['to_be_paid', 'paid', 'to_be_shipped', 'shipped', 'completed', 'cancelled'],
      GroupOrderStatus: ['to_be_grouped', 'group_successful', 'group_failed'],
      CouponStatus: ['unused', 'used', 'expired'],
      WriterApplyStatus: ['none', 'reviewing', 'rejected', 'approved'],
      UploadItemStatus: ['uploading', 'failed', 'success'],
      VipCardType: ['month', 'quarter', 'year', 'lifetime'],
      GoodsType: ['music', 'pack', 'physical'],
      Gender: ['male', 'female', 'secret'],
      WithdrawType: ['alipay', 'wechat', 'bank'],
      CloudDriveProvider: ['baidu', 'aliyun', 'quark'],
      PayType: ['balance', 'score', 'wechat', 'alipay'],
      ChannelId: [59, 3, 1, 2, 141],
    };
    for (const [name, values] of Object.entries(expected)) expect(schemas[name]?.enum, name).toEqual(values);
    expect(schemas.PopupFrequency).toBeDefined();
  });
});
