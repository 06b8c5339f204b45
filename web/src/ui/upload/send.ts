import { uploadFileWithProgress } from '@/lib/api/operations/uploadFileWithProgress';
import type { UploadTransfer } from './Upload';

/** The control's usual `upload`: the provider's upload call with progress; answers the stored path. */
export async function sendFile(file: File, transfer: UploadTransfer): Promise<{ src: string }> {
  const stored = await uploadFileWithProgress(file, transfer);
  return { src: stored.src };
}
