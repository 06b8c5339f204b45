import { env } from '@/config/env';

/** Provider file paths (/media/..., /uploads/...) live on the provider's origin; full urls pass through. */
export function mediaUrl(src: string | null | undefined): string {
  if (!src) return '';
  if (/^(https?:)?\/\//i.test(src) || src.startsWith('data:') || src.startsWith('blob:')) return src;
  return `${env.apiBase}${src.startsWith('/') ? '' : '/'}${src}`;
}
