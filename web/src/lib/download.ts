import type { components } from '@djshop/api';
import { showToast } from '@/ui/toast/store';
import { type DownloadParams, getDownloadUrl } from './api/operations/getDownloadUrl';
import { t } from './i18n';
import { inWeChat } from './platform';
import { safeUrl } from './safe-url';

type Goods = components['schemas']['Goods'];

/** The kind a goods item's detail page is opened with: tracks and sets as music, packs and albums as special. */
export function detailKindOf(goods: Pick<Goods, 'goods_type'>): DownloadParams['type'] {
  return goods.goods_type === 'music' ? 'music' : 'special';
}

/**
 * Asks the provider for the download link of an item and starts the download. Resolves true when the
 * download started; false when it was refused or there is no address (the user has been told why).
 */
export async function downloadResource(params: DownloadParams, title: string): Promise<boolean> {
  // The WeChat browser cannot save files; the user is told to open the page in a real browser.
  if (inWeChat.value) {
    showToast(t('download.wechatRefused'));
    return false;
  }
  const answer = await getDownloadUrl({ ...params, title });
  if (typeof answer !== 'string' || !answer) {
    showToast(t('download.noAddress'));
    return false;
  }
  // Relative links are on the provider (VITE_API_BASE); a link elsewhere, or one that would run script
  // on tap, is refused and reported.
  const url = safeUrl(answer, 'download');
  if (!url) return false;
  const link = document.createElement('a');
  link.href = url;
  link.download = title;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}
