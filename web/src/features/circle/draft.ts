import { CIRCLE_IMAGE_MAX } from '@/config/constants';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/** An article being written, kept on the device until it is published or discarded. */
export interface CircleDraft {
  title: string;
  content: string;
  /** Paths of the images already uploaded. */
  images: string[];
}

export const EMPTY_DRAFT: CircleDraft = { title: '', content: '', images: [] };

const isEmpty = (draft: CircleDraft) => !draft.title && !draft.content && draft.images.length === 0;

/** The stored draft; anything malformed (another version, a hand edit) counts as no draft. */
export function readDraft(): CircleDraft {
  const raw = readStorage(STORAGE_KEYS.circleDraft);
  if (!raw) return EMPTY_DRAFT;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return EMPTY_DRAFT;
    const { title, content, images } = value as Record<string, unknown>;
    return {
      title: typeof title === 'string' ? title : '',
      content: typeof content === 'string' ? content : '',
      images: Array.isArray(images)
        ? images.filter((src): src is string => typeof src === 'string' && src !== '').slice(0, CIRCLE_IMAGE_MAX)
        : [],
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeDraft(draft: CircleDraft): void {
  if (isEmpty(draft)) removeStorage(STORAGE_KEYS.circleDraft);
  else writeStorage(STORAGE_KEYS.circleDraft, JSON.stringify(draft));
}

export function clearDraft(): void {
  removeStorage(STORAGE_KEYS.circleDraft);
}
