import type { Schema } from '@djshop/api';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

type Gender = Schema<'Gender'>;

/** The profile's text fields as typed and not yet saved; the avatar is uploaded at once, so it is not kept. */
export interface ProfileText {
  nickname: string;
  gender: Gender;
  bio: string;
  birthday: string;
}

const GENDERS: readonly string[] = ['male', 'female', 'secret'] satisfies Gender[];

function isProfileText(value: unknown): value is ProfileText {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.nickname === 'string' &&
    typeof draft.bio === 'string' &&
    typeof draft.birthday === 'string' &&
    typeof draft.gender === 'string' &&
    GENDERS.includes(draft.gender)
  );
}

/** The draft this user left, if any; anything else in the slot (another user's, or damaged) is ignored. */
export function readProfileDraft(userId: number): ProfileText | null {
  try {
    const stored: unknown = JSON.parse(readStorage(STORAGE_KEYS.profileDraft) ?? 'null');
    if (typeof stored !== 'object' || stored === null || (stored as { userId?: unknown }).userId !== userId)
      return null;
    const { text } = stored as { text?: unknown };
    return isProfileText(text) ? text : null;
  } catch {
    return null;
  }
}

export function writeProfileDraft(userId: number, text: ProfileText): void {
  writeStorage(STORAGE_KEYS.profileDraft, JSON.stringify({ userId, text }));
}

export function clearProfileDraft(): void {
  removeStorage(STORAGE_KEYS.profileDraft);
}
