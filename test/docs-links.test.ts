import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every Markdown file the repository tracks. */
const markdown = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path !== '' && !path.includes('node_modules/'));

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (outside code blocks); a repeated heading gets -1, -2 ... */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** The relative links of a Markdown file, outside code blocks and code spans. */
function linksOf(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target));
}

describe('links between the documents', () => {
  it('finds the documents', () => {
    expect(markdown).toContain('README.md');
    expect(markdown).toContain('docs/behaviour.md');
  });

  it('point at files that exist, and at headings that exist', () => {
    const broken: string[] = [];
    for (const file of markdown) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const target of linksOf(text)) {
        const [path = '', anchor] = target.split('#');
        const resolved = path === '' ? file : normalize(join(dirname(file), path));
        if (!existsSync(join(root, resolved))) {
          broken.push(`${file}: ${target} (no ${resolved})`);
          continue;
        }
        if (anchor && resolved.endsWith('.md')) {
          const anchors = anchorsOf(readFileSync(join(root, resolved), 'utf8'));
          if (!anchors.has(anchor)) broken.push(`${file}: ${target} (no heading #${anchor})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('gives docs/behaviour.md one section for each anchor the code cites', () => {
    const anchors = anchorsOf(readFileSync(join(root, 'docs/behaviour.md'), 'utf8'));
    for (const anchor of [
      'navigation',
      'loading',
      'requests',
      'errors',
      'popup',
      'uploads',
      'roles',
      'constants',
      'layers',
      'i18n',
      'wechat',
      'payment',
      'player',
      'crate',
      'security',
      'browsers',
    ]) {
      expect(anchors, anchor).toContain(anchor);
    }
  });

  it('keeps the root README under 15,000 characters', () => {
    expect([...readFileSync(join(root, 'README.md'), 'utf8')].length).toBeLessThan(15_000);
  });
});
