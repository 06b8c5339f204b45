import { Suspense } from 'react';
import { retryableLazy } from '@/ui/lazy/retryableLazy';
import { WhenNear } from '@/ui/lazy/WhenNear';

const SanitizedHtml = retryableLazy(() => import('./SanitizedHtml'));

/**
 * What makes a string markup: a tag or a character reference. Without either, the HTML parser would give back
 * the very text as one text node, so React's text node draws the same thing with no sanitiser to fetch.
 */
const MARKUP = /[<&]/;

/**
 * A detail page's back-office HTML. Plain text (most descriptions) is drawn as text at once. Markup sits below
 * the first screen (after the cover, the facts and the preview), so its sanitiser (DOMPurify, some 10 KB) is
 * fetched as it comes near the viewport, not with the page a shared link opens; nothing is drawn from the HTML
 * before it is sanitised.
 */
export function RichText({ html, className = 'rich-text' }: { html: string; className?: string }) {
  if (!MARKUP.test(html)) return <div className={className}>{html}</div>;
  return (
    <WhenNear>
      <Suspense fallback={null}>
        <SanitizedHtml html={html} className={className} />
      </Suspense>
    </WhenNear>
  );
}
