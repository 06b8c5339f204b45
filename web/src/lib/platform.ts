import { signal } from '@preact/signals-react';

/** True inside the WeChat in-app browser, where downloads and Alipay pages are refused. */
export const inWeChat = signal(false);

export function isWeChatUserAgent(ua: string): boolean {
  return /MicroMessenger/i.test(ua);
}

export function isMobileUserAgent(ua: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS|OpenHarmony|BlackBerry|IEMobile|Opera Mini/i.test(ua);
}
