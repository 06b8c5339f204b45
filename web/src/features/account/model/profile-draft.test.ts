import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { clearProfileDraft, readProfileDraft, writeProfileDraft } from './profile-draft';

const TEXT = { nickname: 'DJ 新名字', gender: 'secret', bio: 'Techno every weekend', birthday: '1990-01-10' } as const;

beforeEach(() => window.localStorage.clear());

describe('profile draft', () => {
  it('gives the unsaved text back to the same user, and is gone once cleared', () => {
    writeProfileDraft(1, TEXT);
    expect(readProfileDraft(1)).toEqual(TEXT);
    clearProfileDraft();
    expect(readProfileDraft(1)).toBeNull();
  });

  it("never offers one user another user's draft", () => {
    writeProfileDraft(1, TEXT);
    expect(readProfileDraft(2)).toBeNull();
  });

  it('ignores a damaged or foreign value in its slot', () => {
    for (const stored of ['{', '"text"', JSON.stringify({ userId: 1, text: { ...TEXT, gender: 'robot' } })]) {
      window.localStorage.setItem(STORAGE_KEYS.profileDraft, stored);
      expect(readProfileDraft(1), stored).toBeNull();
    }
  });
});
