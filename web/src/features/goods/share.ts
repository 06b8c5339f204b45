import { copyText } from '@/lib/clipboard';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/layers/toast';
import { inWeChat } from '@/lib/platform';

/**
 * Shares the page being shown. Inside WeChat the share card is already set for this page (lib/wechat), and
 * only WeChat's own menu can send it; elsewhere the system share sheet, or the link copied.
 */
export async function sharePage(title: string): Promise<void> {
  if (inWeChat.value) {
    showToast(t('goods:shareInWechat'));
    return;
  }
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The user closed the sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  const copied = await copyText(url);
  showToast(copied.ok ? t('goods:linkCopied') : copied.message);
}
