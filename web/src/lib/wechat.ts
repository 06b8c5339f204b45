import { showToast } from '@/lib/layers/toast';
import { getWechatJsConfig } from './api/operations/getWechatJsConfig';
import { loadNamespaces, t } from './i18n';
import { inWeChat, isIosUserAgent, landingHref } from './platform';
import { systemConfig } from './system-config';

type Wx = typeof import('weixin-js-sdk').default;

const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;

let wxReady: Promise<Wx | null> | undefined;

/**
 * The page url WeChat checks a signature against, without its `#` part: on iOS the address the visit landed on
 * (WeChat keeps it for the whole visit, whatever the page did to its address since), on Android the current one
 * (docs/behaviour.md#wechat).
 */
export function signingUrl(
  href: string = signedAddress(navigator.userAgent, landingHref, window.location.href),
): string {
  return href.split('#')[0] ?? href;
}

/** Which address WeChat checks on this phone: the landing one on iOS, the current one elsewhere. */
export function signedAddress(userAgent: string, landing: string, current: string): string {
  return isIosUserAgent(userAgent) && landing ? landing : current;
}

function absolute(url: string): string {
  return new URL(url, window.location.href).toString();
}

export interface ShareCard {
  title: string;
  desc: string;
  /** A provider path or url. */
  image: string;
}

/** A card of the page's own (a shared crate's count and first cover), for the page `route` only. */
let pageCard: { route: string; card: ShareCard } | null = null;

function applyShareCard(wx: Wx, link: string): void {
  const own = pageCard && link.endsWith(`#${pageCard.route}`) ? pageCard.card : null;
  const share = own ?? systemConfig.value?.share;
  if (!share) return;
  const card = {
    title: share.title,
    desc: share.desc,
    link,
    imgUrl: absolute(share.image),
    success: () => {},
  };
  wx.updateAppMessageShareData(card);
  wx.updateTimelineShareData(card);
}

async function configure(): Promise<Wx | null> {
  // The SDK is only fetched inside WeChat; other browsers never download it.
  const wx = (await import('weixin-js-sdk')).default;
  let signed: Awaited<ReturnType<typeof getWechatJsConfig>>;
  try {
    // The SDK's failure messages are among the app's strings, fetched with it.
    [signed] = await Promise.all([getWechatJsConfig(signingUrl()), loadNamespaces('app')]);
  } catch {
    return null;
  }
  return new Promise((resolve) => {
    wx.config({
      debug: false,
      appId: signed.appId,
      timestamp: Number(signed.timestamp),
      nonceStr: signed.nonceStr,
      signature: signed.signature,
      jsApiList: [...SHARE_APIS],
    });
    wx.error((error) => {
      showToast(t('app:wechat.configFailed', { message: error.errMsg }), 'kit');
      resolve(null);
    });
    wx.ready(() => {
      wx.checkJsApi({
        jsApiList: [...SHARE_APIS],
        success: (result) => {
          if (SHARE_APIS.every((name) => result.checkResult[name])) {
            applyShareCard(wx, window.location.href);
            resolve(wx);
          } else {
            showToast(t('app:wechat.outdated'), 'kit');
            resolve(null);
          }
        },
        fail: () => {
          showToast(t('app:wechat.outdated'), 'kit');
          resolve(null);
        },
      });
    });
  });
}

/** Signs the landing url once and sets the share card; does nothing outside WeChat. */
export function setupWechatShare(): Promise<Wx | null> {
  if (!inWeChat.value) return Promise.resolve(null);
  wxReady ??= configure();
  return wxReady;
}

/**
 * After a route change the card links to the page now shown (`pageUrl`: the route's path and query); the
 * signature stays valid because it covers only what precedes the hash.
 */
export function updateShareLink(pageUrl: string): void {
  if (!inWeChat.value || !wxReady) return;
  void wxReady.then((wx) => {
    if (wx) applyShareCard(wx, `${signingUrl()}#${pageUrl}`);
  });
}

/**
 * Gives the share card of page `route` (its path and query) a title, text and picture of its own, and points
 * the card at it; null goes back to the app's card. Does nothing outside WeChat.
 */
export function setPageShareCard(route: string, card: ShareCard | null): void {
  pageCard = card ? { route, card } : null;
  updateShareLink(route);
}

/** Forgets the configured SDK (tests start each case from a fresh landing). */
export function resetWechatForTests(): void {
  wxReady = undefined;
}
