import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { asPublished, excerpt, storedLength } from './article-text';
import { clearDraft, EMPTY_DRAFT, readDraft, writeDraft } from './draft';

describe('text as the provider will keep it', () => {
  it('drops tags and keeps the rest as typed, decoded once', () => {
    expect(asPublished('  Warm-up <i>set</i> & "friends"  ')).toBe('Warm-up set & "friends"');
    expect(asPublished('I typed &lt;b&gt; and 1 < 2')).toBe('I typed &lt;b&gt; and 1 < 2');
    expect(asPublished('<script>alert(1)</script><img src=x onerror=alert(2)>')).toBe('alert(1)');
    expect(asPublished('<b></b>')).toBe('');
  });

  it('counts the length the provider checks: escaped characters, code points', () => {
    expect(storedLength('a&b')).toBe(7);
    expect(storedLength('"律动" 🔥')).toBe(16);
    expect(storedLength('<b>ab</b>')).toBe(2);
  });

  it('cuts an excerpt at a character, never inside a surrogate pair', () => {
    expect(excerpt('🔥🔥🔥', 2)).toBe('🔥🔥…');
    expect(excerpt('short', 10)).toBe('short');
  });
});

describe('the circle draft', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps what was written and forgets an empty draft', () => {
    writeDraft({ title: 'T', content: '', images: ['/uploads/a.png'] });
    expect(readDraft()).toEqual({ title: 'T', content: '', images: ['/uploads/a.png'] });
    writeDraft(EMPTY_DRAFT);
    expect(window.localStorage.getItem(STORAGE_KEYS.circleDraft)).toBeNull();
    writeDraft({ title: 'again', content: 'x', images: [] });
    clearDraft();
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });

  it('reads anything malformed as no draft, and keeps only string images, at most nine', () => {
    window.localStorage.setItem(STORAGE_KEYS.circleDraft, '{not json');
    expect(readDraft()).toEqual(EMPTY_DRAFT);
    window.localStorage.setItem(STORAGE_KEYS.circleDraft, JSON.stringify(['a']));
    expect(readDraft()).toEqual(EMPTY_DRAFT);
    const images = [1, '', ...Array.from({ length: 12 }, (_, n) => `/u/${n}.png`)];
    window.localStorage.setItem(STORAGE_KEYS.circleDraft, JSON.stringify({ title: 5, content: 'c', images }));
    const draft = readDraft();
    expect(draft.title).toBe('');
    expect(draft.content).toBe('c');
    expect(draft.images).toHaveLength(9);
    expect(draft.images[0]).toBe('/u/0.png');
  });
});
