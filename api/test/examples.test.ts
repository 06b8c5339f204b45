import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.ts';
import { checkExamples } from '../src/examples.ts';

describe('examples in openapi.yaml', () => {
  it('every example validates against the schema beside it', () => {
    const { checked, problems } = checkExamples(loadContract());
    expect(problems).toEqual([]);
    // One success example per operation at least, so far fewer than this means examples went missing.
    expect(checked).toBeGreaterThan(200);
  });

  it('reports an example that breaks its schema', () => {
    const doc = structuredClone(loadContract());
    const banner = doc.paths['/api/h5.Banner'] as { get: { responses: Record<string, unknown> } };
    const media = (
      banner.get.responses['200'] as {
        content: Record<string, { examples: Record<string, { value: { data: unknown } }> }>;
      }
    ).content['application/json'];
    if (!media) throw new Error('GET /api/h5.Banner lost its JSON response');
    const success = media.examples.success;
    if (!success) throw new Error('GET /api/h5.Banner lost its success example');
    success.value.data = 'not a list';
    // Only the operation broken here: the whole contract again took two seconds more, for what the test above
    // checks.
    const { problems } = checkExamples(doc, (operation) => operation === 'GET /api/h5.Banner');
    expect(problems.map((p) => p.where)).toContain('GET /api/h5.Banner response 200 application/json examples.success');
  });
});
