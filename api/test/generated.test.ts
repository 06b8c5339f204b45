import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, renderTypes } from '../src/generate.ts';

describe('generated types', () => {
  it('api/src/openapi.d.ts is what openapi.yaml generates now (run `npm run generate` when it is not)', async () => {
    const fresh = await renderTypes();
    const committed = readFileSync(GENERATED_PATH, 'utf8');
    expect(committed === fresh, 'api/src/openapi.d.ts is stale: run `npm run generate`').toBe(true);
  });
});
