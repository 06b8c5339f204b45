// Signed download links, as a provider's CDN hands them out: the file's path, when the link stops working
// (`expires`, Unix seconds) and a signature over both, so a link can be neither changed nor kept for ever.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { GoodsRecord } from '../store/modules/goods.ts';

/** How long a download link is valid. */
export const DOWNLOAD_LINK_TTL_SEC = 3600;

/** The extension of the file a goods item downloads as: the audio of a track that has one, the cover for the rest. */
export const downloadExtOf = (goods: GoodsRecord): 'wav' | 'svg' => (goods.hasPreview ? 'wav' : 'svg');

export const downloadPathOf = (goods: GoodsRecord): string => `/media/download/${goods.id}.${downloadExtOf(goods)}`;

export const signOf = (seed: number, path: string, expires: number): string =>
  createHash('sha256').update(`${seed}:download:${path}:${expires}`).digest('hex').slice(0, 16);

export function signedDownloadUrl(seed: number, goods: GoodsRecord, filename: string, nowSec: number): string {
  const path = downloadPathOf(goods);
  const expires = nowSec + DOWNLOAD_LINK_TTL_SEC;
  return `${path}?sign=${signOf(seed, path, expires)}&expires=${expires}&filename=${encodeURIComponent(filename)}`;
}

export type LinkVerdict = 'valid' | 'invalid' | 'expired';

/** Checks a link's `sign` against its path and `expires`, then `expires` against the mock clock. */
export function checkDownloadLink(seed: number, path: string, query: unknown, nowSec: number): LinkVerdict {
  const { sign, expires } = (query ?? {}) as Record<string, unknown>;
  if (typeof sign !== 'string' || typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(signOf(seed, path, Number(expires)));
  const given = Buffer.from(sign);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) < nowSec ? 'expired' : 'valid';
}
