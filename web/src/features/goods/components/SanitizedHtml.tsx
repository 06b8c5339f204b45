import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/rich-text';

/** Back-office HTML, sanitised before it reaches the DOM. Loaded through RichText, with DOMPurify. */
export default function SanitizedHtml({ html, className }: { html: string; className: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
