import { signal } from '@preact/signals-react';

/** True inside the WeChat in-app browser, where downloads and Alipay pages are refused. */
export const inWeChat = signal(false);

export function isWeChatUserAgent(ua: string): boolean {
  return /MicroMessenger/i.test(ua);
}

/** iOS's WeChat (every iPhone browser is the system's WebKit): it keeps the address a visit landed on. */
export function isIosUserAgent(ua: string): boolean {
  return /iPhone|iPad|iPod/i.test(ua);
}

/** The address the visit landed on, as the page first saw it (read when the app's entry runs). */
export const landingHref = typeof window === 'undefined' ? '' : window.location.href;

export function isMobileUserAgent(ua: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS|OpenHarmony|BlackBerry|IEMobile|Opera Mini/i.test(ua);
}
