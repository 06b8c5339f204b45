import { copyText } from '@/lib/clipboard';
import type { CrateItem } from '@/lib/crate/crate';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/layers/toast';
import { inWeChat } from '@/lib/platform';
import { sharedCrateRoute } from './share-link';

/** How many track titles the share card's text names. */
const CARD_TITLES = 3;

/**
 * Shares a read-only copy of the crate as a link. Inside WeChat the share card gets the crate's count, its
 * first cover and first titles (only WeChat's own menu can send it); elsewhere the system share sheet, or the
 * link copied.
 */
export async function shareCrate(items: readonly CrateItem[]): Promise<void> {
  const route = sharedCrateRoute(items);
  const title = t('crate:shareTitle', { count: items.length });
  if (inWeChat.value) {
    const wechat = await import('@/lib/wechat');
    wechat.setPageShareCard(route, {
      title,
      desc: items
        .slice(0, CARD_TITLES)
        .map((item) => item.title)
        .join(' / '),
      image: items[0]?.cover ?? '',
    });
    showToast(t('crate:shareInWechat'));
    return;
  }
  const url = `${window.location.href.split('#')[0]}#${route}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  const copied = await copyText(url);
  showToast(copied.ok ? t('crate:linkCopied') : copied.message);
}
