import { describe, expect, it } from 'vitest';
import { failedModuleUrl, importAgain } from './fresh-import';

const here = window.location.origin;

describe('failedModuleUrl', () => {
  it("reads the module's address from Chromium's message, on this origin only", () => {
    const chunk = `${here}/assets/HelpPage-1a2b.js`;
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`))).toBe(chunk);
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${chunk}?attempt=1`))).toBe(
      chunk,
    );
    expect(
      failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: https://elsewhere.example/x.js')),
    ).toBeNull();
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('importAgain', () => {
  it('answers what the importer answers when it succeeds', async () => {
    await expect(importAgain(() => Promise.resolve({ default: 1 }), 1)).resolves.toEqual({ default: 1 });
  });

  it('passes the first failure on, and a failure that names no module of ours', async () => {
    const failure = new TypeError(`Failed to fetch dynamically imported module: ${here}/assets/A-1.js`);
    await expect(importAgain(() => Promise.reject(failure), 0)).rejects.toBe(failure);
    const nameless = new TypeError('Importing a module script failed.');
    await expect(importAgain(() => Promise.reject(nameless), 2)).rejects.toBe(nameless);
  });

  it('asks for the module the error names under a fresh query on a later attempt', async () => {
    const failure = new TypeError(`Failed to fetch dynamically imported module: ${here}/assets/Missing-1.js`);
    const asked: string[] = [];
    const module = await importAgain(
      () => Promise.reject(failure),
      3,
      (url) => {
        asked.push(url);
        return Promise.resolve({ default: 'fresh' });
      },
    );
    expect(module).toEqual({ default: 'fresh' });
    expect(asked).toEqual([`${here}/assets/Missing-1.js?attempt=3`]);
  });
});
