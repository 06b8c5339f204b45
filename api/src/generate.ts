// The one way the provider's types are made: openapi-typescript over openapi.yaml. The generate script
// writes the result; the freshness test renders it again and compares, so a stale file fails `npm test`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { CONTRACT_PATH } from './contract.ts';

export const GENERATED_PATH = fileURLToPath(new URL('./openapi.d.ts', import.meta.url));

const HEADER = `/**
 * Generated from openapi.yaml by \`npm run generate\` (openapi-typescript). Do not edit by hand:
 * \`npm test\` fails when this file differs from what the contract generates.
 */

`;

export async function renderTypes(): Promise<string> {
  const ast = await openapiTS(readFileSync(CONTRACT_PATH, 'utf8'), {
    alphabetize: false,
    exportType: false,
  });
  return HEADER + astToString(ast);
}
