import { Suspense } from 'react';
import { retryableLazy } from '@/ui/lazy/retryableLazy';
import { WhenNear } from '@/ui/lazy/WhenNear';

const SanitizedHtml = retryableLazy(() => import('./SanitizedHtml'));

/**
 * A detail page's back-office HTML. It sits below the first screen (after the cover, the facts and the
 * preview), so its sanitiser (DOMPurify, some 10 KB) is fetched as it comes near the viewport, not with the
 * page a shared link opens; nothing is drawn from the HTML before it is sanitised.
 */
export function RichText({ html, className = 'rich-text' }: { html: string; className?: string }) {
  return (
    <WhenNear>
      <Suspense fallback={null}>
        <SanitizedHtml html={html} className={className} />
      </Suspense>
    </WhenNear>
  );
}
