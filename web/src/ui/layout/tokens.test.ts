import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenVariables } from './tokens';

// Every stylesheet of the app, read from disk (Vitest hands CSS imports over empty, `?raw` included): the
// custom properties they use must be tokens (or layer tokens, or set inline by a component), so a colour or
// size is defined in one place.
const root = join(import.meta.dirname, '../..');
const sheets = Object.fromEntries(
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, readFileSync(join(root, file), 'utf8')]),
);
const INLINE = new Set(['--notice-lines']);

describe('design tokens', () => {
  it('defines every custom property the stylesheets use', () => {
    expect(Object.keys(sheets).length).toBeGreaterThan(3);
    expect(Object.values(sheets).every((text) => text.length > 0)).toBe(true);
    const defined = new Set(Object.keys(tokenVariables()));
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sheets)) {
      for (const match of text.matchAll(/var\((--[\w-]+)/g)) {
        const name = match[1] ?? '';
        if (!defined.has(name) && !name.startsWith('--z-') && !INLINE.has(name)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves no colour literal in the stylesheets', () => {
    const literals = Object.entries(sheets).flatMap(([file, text]) =>
      [...text.matchAll(/#[0-9a-f]{3,8}\b/gi)].map((match) => `${file}: ${match[0]}`),
    );
    expect(literals).toEqual([]);
  });
});
