// openapi.yaml takes the YAML parser about a second; start-up must stay under two. The parsed document is
// kept as JSON beside the other build caches, keyed by the file's hash, so only a changed contract is
// parsed again. The document is the same object `loadContract()` gives.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract, type OpenApiDocument } from '@djshop/api/contract';

const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/djshop-mock', import.meta.url));
const memo = new Map<string, OpenApiDocument>();

export function loadContractFast(path: string): OpenApiDocument {
  const text = readFileSync(path);
  const key = createHash('sha256').update(text).digest('hex').slice(0, 32);
  const inMemory = memo.get(key);
  if (inMemory) return inMemory;
  const file = join(CACHE_DIR, `contract-${key}.json`);
  let doc: OpenApiDocument;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  } catch {
    doc = loadContract(path);
    try {
      mkdirSync(dirname(file), { recursive: true });
      // Written aside and renamed, so a concurrent start never reads half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(doc));
      renameSync(tmp, file);
    } catch {
      // A read-only checkout only loses the speed-up.
    }
  }
  memo.set(key, doc);
  return doc;
}
