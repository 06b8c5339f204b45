import type { QueryClient } from '@tanstack/react-query';
import { type AppEnv, env } from '@/config/env';
import { systemConfigQuery } from '@/lib/api/operations/getSystemConfig';
import { i18nReady, loadNamespaces, t } from '@/lib/i18n';
import { openDialog } from '@/lib/layers/dialog';
import { browserLocation, navigation } from '@/lib/navigation';
import { inWeChat, isMobileUserAgent, isWeChatUserAgent } from '@/lib/platform';
import { routeAt, routeUrl } from '@/lib/routes';
import { checkUrl, currentPolicy, reportRefusedUrl } from '@/lib/safe-url';
import { systemConfig } from '@/lib/system-config';
import { installGlobalErrorHandlers } from './global-errors';

/** Where a desktop browser is sent, or null to stay (a mobile browser, the switch off, or no url known). */
export function desktopTarget(ua: string, appEnv: AppEnv, configUrl?: string): string | null {
  if (!appEnv.desktopRedirect || isMobileUserAgent(ua)) return null;
  const target = appEnv.mainSiteUrl || configUrl;
  if (!target) return null;
  // Whatever the build or the provider names is the main site, but only as an http(s) address or a path:
  // a `javascript:` value would run in the app's origin here.
  const checked = checkUrl(target, 'navigate', { ...currentPolicy(), mainSite: target });
  if (!checked.ok) {
    reportRefusedUrl(target, 'navigate', checked.reason);
    return null;
  }
  return checked.kind === 'external' ? checked.url : checked.path;
}

export async function loadSystemConfig(queryClient: QueryClient): Promise<void> {
  try {
    systemConfig.value = await queryClient.fetchQuery(systemConfigQuery());
  } catch {
    // The request rules have told the user; screens fall back to their defaults without it.
  }
}

/** docs/behaviour.md#popup: the popup comes up at launch on every page but the 404 page, where unknown urls end up too. */
export function showsLaunchPopup(hashLocation: string): boolean {
  const route = routeAt(hashLocation.split('?')[0] ?? '/');
  return route !== undefined && route.name !== 'notFound';
}

// The version check and the WeChat SDK's set-up are fetched after the entry: neither is needed for the first
// paint, and the share set-up only inside WeChat.
export async function runVersionCheck(): Promise<unknown> {
  const { checkVersion, clearCacheStorage, fetchVersionTimestamp } = await import('@/lib/version-check');
  return checkVersion({
    fetchTimestamp: () => fetchVersionTimestamp(),
    ask: async () => {
      await i18nReady;
      await loadNamespaces('app');
      return openDialog({
        title: t('app:version.title'),
        content: t('app:version.content'),
        confirmText: t('app:version.confirm'),
        cancelText: t('app:version.cancel'),
      });
    },
    clearCaches: clearCacheStorage,
    reload: browserLocation.reload,
    openCacheHelp: () => void navigation.navigateTo(routeUrl('help', { type: 'Cache' })),
  });
}

/**
 * Runs before the first render. Resolves false when the visitor is being sent elsewhere (desktop
 * browsers go to the main site) and the app should not start.
 */
export function startUp(queryClient: QueryClient): boolean {
  const ua = navigator.userAgent;
  const early = desktopTarget(ua, env);
  if (early) {
    browserLocation.replace(early);
    return false;
  }
  inWeChat.value = isWeChatUserAgent(ua);
  installGlobalErrorHandlers();

  void loadSystemConfig(queryClient).then(() => {
    // Without a configured main site the provider's config says where desktop visitors go.
    const late = desktopTarget(ua, env, systemConfig.value?.main_site_url);
    if (late) {
      browserLocation.replace(late);
      return;
    }
    if (inWeChat.value) void import('@/lib/wechat').then((wechat) => wechat.setupWechatShare());
  });
  void runVersionCheck();
  return true;
}
