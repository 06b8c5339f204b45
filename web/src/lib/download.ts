import type { components } from '@djshop/api';
import { showToast } from '@/lib/layers/toast';
import { type DownloadParams, getDownloadUrl } from './api/operations/getDownloadUrl';
import { type CloudLink, parseCloudShareText } from './cloud-drive';
import { t } from './i18n';
import { inWeChat } from './platform';
import { safeUrl } from './safe-url';

type Goods = components['schemas']['Goods'];

/** The kind a goods item's detail page is opened with: tracks and sets as music, packs and albums as special. */
export function detailKindOf(goods: Pick<Goods, 'goods_type'>): DownloadParams['type'] {
  return goods.goods_type === 'music' ? 'music' : 'special';
}

/**
 * started: the browser was handed the file; cloud: the item is a cloud-drive share, to show as link and code;
 * refused: nothing to download (the user has been told why).
 */
export type DownloadOutcome = { kind: 'started' } | { kind: 'cloud'; share: CloudLink } | { kind: 'refused' };

const CLOUD_HOST = /(^|\.)(pan\.baidu\.com|aliyundrive\.com|alipan\.com|pan\.quark\.cn)$/i;

function isCloudShare(url: string): boolean {
  try {
    return CLOUD_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Asks the provider for an item's download (docs/behaviour.md#errors) and starts it. The answer is a file link, or the text a
 * cloud drive gives to share a file (link and code), which is parsed for the page to show with copy buttons.
 */
export async function requestDownload(params: DownloadParams, title: string): Promise<DownloadOutcome> {
  // The WeChat browser cannot save files; the user is told to open the page in a real browser.
  if (inWeChat.value) {
    showToast(t('files:download.wechatRefused'));
    return { kind: 'refused' };
  }
  const answer = await getDownloadUrl({ ...params, title });
  if (typeof answer !== 'string' || !answer.trim()) {
    showToast(t('files:download.noAddress'));
    return { kind: 'refused' };
  }
  const text = answer.trim();
  // A cloud-drive share (words around a link, or a bare share link) is shown as link and code, not followed.
  if (/\s/.test(text) || isCloudShare(text)) {
    const parsed = parseCloudShareText(text);
    if (parsed.ok) return { kind: 'cloud', share: parsed.value };
    showToast(t(parsed.reason === 'unknown' ? 'files:cloudDrive.unknown' : 'files:cloudDrive.invalid'));
    return { kind: 'refused' };
  }
  // Relative links are on the provider (VITE_API_BASE); a link elsewhere, or one that would run script
  // on tap, is refused and reported.
  const file = safeUrl(text, 'download');
  if (!file) return { kind: 'refused' };
  const link = document.createElement('a');
  link.href = file;
  link.download = title;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  return { kind: 'started' };
}

/**
 * The download for places that only start files: resolves true when the download started, false when it was
 * refused or there is no address (the user has been told why).
 */
export async function downloadResource(params: DownloadParams, title: string): Promise<boolean> {
  const outcome = await requestDownload(params, title);
  if (outcome.kind === 'cloud') showToast(`${outcome.share.link} ${outcome.share.code}`);
  return outcome.kind !== 'refused';
}
