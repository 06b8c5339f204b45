import { writeFileSync } from 'node:fs';
import { GENERATED_PATH, renderTypes } from '../src/generate.ts';

writeFileSync(GENERATED_PATH, await renderTypes());
console.log(`wrote ${GENERATED_PATH}`);
