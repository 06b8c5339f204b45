import type { components } from '@djshop/api';
import { IMAGE_PICK_CAP } from '@/config/constants';

export type UploadStatus = components['schemas']['UploadItemStatus'];

export interface UploadItem {
  id: string;
  /** The provider path once uploaded; a local object url before. */
  url: string;
  thumb: string;
  size: number;
  name: string;
  type: string;
  status: UploadStatus;
  message: string;
  /** The share sent so far, 0 to 1, while uploading. */
  progress?: number;
  /** Deleting is not offered while the file is still uploading. */
  deletable: boolean;
}

/** How many files one pick may add: at most 9, and never past maxCount. */
export function pickCount(maxCount: number, current: number): number {
  return Math.max(0, Math.min(IMAGE_PICK_CAP, maxCount - current));
}

/**
 * The files a pick adds. Over-large files reject the whole batch (the oversize event gets them all);
 * files beyond the pick count are left out.
 */
export function acceptPicked(
  files: readonly File[],
  { maxCount, current, maxSize }: { maxCount: number; current: number; maxSize: number },
): { accepted: File[]; oversize: File[] } {
  const batch = files.slice(0, pickCount(maxCount, current));
  const oversize = batch.filter((file) => file.size > maxSize);
  return oversize.length > 0 ? { accepted: [], oversize: batch } : { accepted: batch, oversize: [] };
}

/** Whether a form must still wait: a file of the list is being sent. */
export function anyUploading(items: readonly UploadItem[]): boolean {
  return items.some((item) => item.status === 'uploading');
}

/** The stored paths of the files that finished uploading. */
export function uploadedUrls(items: readonly UploadItem[]): string[] {
  return items.filter((item) => item.status === 'success').map((item) => item.url);
}
