import { describe, expect, it, vi } from 'vitest';
import { rememberingT } from './remembering-t';

describe('rememberingT', () => {
  const words: Record<string, string> = { moveUp: 'Move {{title}} up', list: 'Tracks in the crate' };
  const makeT = () =>
    vi.fn((key: string, options?: { title?: string }) =>
      (words[key] ?? key).replace('{{title}}', options?.title ?? ''),
    );

  it('asks once for the same key and values, again for other values', () => {
    const t = makeT();
    const remembering = rememberingT(t);
    expect(remembering('moveUp', { title: 'A' })).toBe('Move A up');
    expect(remembering('moveUp', { title: 'A' })).toBe('Move A up');
    expect(remembering('moveUp', { title: 'B' })).toBe('Move B up');
    expect(remembering('list')).toBe('Tracks in the crate');
    expect(remembering('list')).toBe('Tracks in the crate');
    expect(t).toHaveBeenCalledTimes(3);
  });

  it('is the same function for the same t, and another with its own answers for another t', () => {
    const first = makeT();
    const second = makeT();
    expect(rememberingT(first)).toBe(rememberingT(first));
    expect(rememberingT(second)).not.toBe(rememberingT(first));
    rememberingT(first)('list');
    rememberingT(second)('list');
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does not remember a key without a translation (its strings may still be on their way)', () => {
    const t = makeT();
    const remembering = rememberingT(t);
    expect(remembering('later')).toBe('later');
    words.later = 'Arrived';
    expect(remembering('later')).toBe('Arrived');
    expect(t).toHaveBeenCalledTimes(2);
  });
});
