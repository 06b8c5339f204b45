import type { components } from '@djshop/api';
import { showToast } from '@/ui/toast/store';
import { type DownloadParams, getDownloadUrl } from './api/operations/getDownloadUrl';
import { type CloudLink, parseCloudShareText } from './cloud-drive';
import { t } from './i18n';
import { inWeChat } from './platform';

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

/** A link the browser may follow: a path of the provider's own origin or an http(s) address. */
function fileUrlOf(answer: string): string | null {
  if (/\s/.test(answer)) return null;
  try {
    const url = new URL(answer, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const CLOUD_HOST = /(^|\.)(pan\.baidu\.com|aliyundrive\.com|alipan\.com|pan\.quark\.cn)$/i;

function isCloudShare(url: string): boolean {
  try {
    return CLOUD_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Asks the provider for an item's download (spec §7) and starts it. The answer is a file link, or the text a
 * cloud drive gives to share a file (link and code), which is parsed for the page to show with copy buttons.
 */
export async function requestDownload(params: DownloadParams, title: string): Promise<DownloadOutcome> {
  // The WeChat browser cannot save files; the user is told to open the page in a real browser.
  if (inWeChat.value) {
    showToast(t('download.wechatRefused'));
    return { kind: 'refused' };
  }
  const answer = await getDownloadUrl({ ...params, title });
  if (typeof answer !== 'string' || !answer.trim()) {
    showToast(t('download.noAddress'));
    return { kind: 'refused' };
  }
  const file = fileUrlOf(answer.trim());
  if (file && !isCloudShare(file)) {
    const link = document.createElement('a');
    link.href = file;
    link.download = title;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    return { kind: 'started' };
  }
  const parsed = parseCloudShareText(answer);
  if (parsed.ok) return { kind: 'cloud', share: parsed.value };
  showToast(t(parsed.reason === 'unknown' ? 'cloudDrive.unknown' : 'cloudDrive.invalid'));
  return { kind: 'refused' };
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
