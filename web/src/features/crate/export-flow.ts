import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_AUDIO_EXTENSION } from '@/config/constants';
import { goodsDetailQuery } from '@/entities/goods/getGoodsDetail';
import { copyText } from '@/lib/clipboard';
import type { CrateItem } from '@/lib/crate/crate';
import { type CrateExport, downloadFileName, type ExportTrack, toM3u8, toRekordboxXml } from '@/lib/crate/export';
import { t } from '@/lib/i18n';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';
import { inWeChat } from '@/lib/platform';
import { routeUrl } from '@/lib/routes';
import { eachLimited } from './bulk';
import { detailKindOf, sharedCrateRoute } from './share-link';

// "Export for DJ software" (docs/behaviour.md#crate): the crate written as a playlist file, handed to the
// phone's share sheet (to AirDrop, a cloud drive or a chat with oneself) or saved as a download.

export type ExportFormat = 'rekordbox' | 'm3u8';

const FORMATS: Record<ExportFormat, { extension: string; type: string }> = {
  rekordbox: { extension: 'xml', type: 'application/xml' },
  m3u8: { extension: 'm3u8', type: 'audio/x-mpegurl' },
};

/** What the rekordbox file names as the program that wrote it (its PRODUCT element). */
const EXPORTED_BY = { name: 'DJ Shop', version: '1' };

/** The app's address for a route, absolute: what a buy link in a file opened elsewhere must be. */
function appUrl(route: string): string {
  return `${window.location.href.split('#')[0]}#${route}`;
}

/**
 * The crate as the export writes it: the provider says, per track, whether the user may download it now
 * (`can_download`: bought, free, or VIP-free for a VIP), how long it is, and the title and extension the
 * download names the file by. A visitor owns nothing; every track is then listed with its buy link.
 */
export async function prepareExport(
  client: QueryClient,
  items: readonly CrateItem[],
  name: string,
): Promise<CrateExport> {
  const tracks: ExportTrack[] = new Array(items.length);
  await eachLimited(
    items.map((item, index) => ({ item, index })),
    async ({ item, index }) => {
      const kind = detailKindOf(item);
      const detail = await client.fetchQuery({ ...goodsDetailQuery(item.id, kind), staleTime: 0 });
      tracks[index] = {
        id: item.id,
        title: item.title,
        artist: item.artist,
        bpm: detail.bpm ?? item.bpm,
        key: detail.key ?? item.key,
        durationSec: detail.duration > 0 ? detail.duration : null,
        // The preview plays the track's own file from its start point, so its first beat is the file's.
        firstBeatMs: detail.preview_first_beat_ms ?? null,
        fileName: detail.can_download
          ? downloadFileName(detail.title, detail.download_ext ?? DEFAULT_AUDIO_EXTENSION)
          : null,
        buyUrl: appUrl(routeUrl('singleDetail', { id: item.id, type: kind })),
      };
    },
  );
  return { name, date: new Date(), tracks };
}

/** The export as a file named after the crate and the day. */
export function exportFile(crate: CrateExport, format: ExportFormat, baseName: string): File {
  const { extension, type } = FORMATS[format];
  const text = format === 'rekordbox' ? toRekordboxXml(crate, EXPORTED_BY) : toM3u8(crate);
  return new File([text], `${baseName}.${extension}`, { type: `${type};charset=utf-8` });
}

export type Delivery = 'shared' | 'downloaded' | 'cancelled' | 'wechat';

/**
 * Hands the file over: the system share sheet where it takes files (phones), else a download. Inside WeChat
 * neither works (downloads are refused, docs/behaviour.md#wechat): the user is offered the crate's link to open
 * in a browser, where the export works.
 */
export async function deliverExport(file: File, items: readonly CrateItem[]): Promise<Delivery> {
  if (inWeChat.value) {
    const answer = await openDialog({
      title: t('crate:export.wechatTitle'),
      content: t('crate:export.wechatContent'),
      confirmText: t('crate:export.wechatCopy'),
      cancelText: t('crate:cancel'),
    });
    if (answer === 'confirm') {
      const copied = await copyText(appUrl(sharedCrateRoute(items)));
      showToast(copied.ok ? t('crate:linkCopied') : copied.message);
    }
    return 'wechat';
  }
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: file.name });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // A share sheet that failed otherwise (not allowed now, the type refused): the download still works.
    }
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over; the object URL is let go after that.
  setTimeout(() => URL.revokeObjectURL(url));
  return 'downloaded';
}
