import type { QueryClient } from '@tanstack/react-query';
import { LAYOUT_BASE_WIDTH_PX, LAYOUT_MAX_WIDTH_PX, ROOT_FONT_DIVISOR } from '@/config/constants';
import { type AppEnv, env } from '@/config/env';
import { ROUTE_LIST, ROUTES, routeUrl } from '@/config/paths';
import { preloadLaunchPopup } from '@/features/popup/preload';
import { systemConfigQuery } from '@/lib/api/operations/getSystemConfig';
import { i18nReady, t } from '@/lib/i18n';
import { browserLocation, findRoute, navigation } from '@/lib/navigation';
import { inWeChat, isMobileUserAgent, isWeChatUserAgent } from '@/lib/platform';
import { checkUrl, currentPolicy, reportRefusedUrl } from '@/lib/safe-url';
import { systemConfig } from '@/lib/system-config';
import { checkVersion, clearCacheStorage, fetchVersionTimestamp } from '@/lib/version-check';
import { setupWechatShare } from '@/lib/wechat';
import { openDialog } from '@/ui/dialog/store';
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

/** rem layout: 16 px at the 375 px base; wider than 960 px falls back to the base (it is not clamped). */
export function rootFontSize(viewportWidth: number): number {
  const width = viewportWidth > LAYOUT_MAX_WIDTH_PX ? LAYOUT_BASE_WIDTH_PX : viewportWidth;
  return width / ROOT_FONT_DIVISOR;
}

function applyRootFontSize(): void {
  document.documentElement.style.fontSize = `${rootFontSize(document.documentElement.clientWidth)}px`;
}

export async function loadSystemConfig(queryClient: QueryClient): Promise<void> {
  try {
    systemConfig.value = await queryClient.fetchQuery(systemConfigQuery());
  } catch {
    // The request rules have told the user; screens fall back to their defaults without it.
  }
}

/** Spec §2: the popup comes up at launch on every page but the 404 page, where unknown urls end up too. */
export function showsLaunchPopup(hashLocation: string): boolean {
  const route = findRoute(ROUTE_LIST, hashLocation.split('?')[0] ?? '/');
  return route !== undefined && route !== ROUTES.notFound;
}

export function runVersionCheck(): Promise<unknown> {
  return checkVersion({
    fetchTimestamp: () => fetchVersionTimestamp(),
    ask: async () => {
      await i18nReady;
      return openDialog({
        title: t('version.title'),
        content: t('version.content'),
        confirmText: t('version.confirm'),
        cancelText: t('version.cancel'),
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
export function startUp(queryClient: QueryClient, options: { launchPopup: boolean }): boolean {
  const ua = navigator.userAgent;
  const early = desktopTarget(ua, env);
  if (early) {
    browserLocation.replace(early);
    return false;
  }
  inWeChat.value = isWeChatUserAgent(ua);
  installGlobalErrorHandlers();
  applyRootFontSize();
  window.addEventListener('resize', applyRootFontSize);
  window.addEventListener('orientationchange', applyRootFontSize);

  void loadSystemConfig(queryClient).then(() => {
    // Without a configured main site the provider's config says where desktop visitors go.
    const late = desktopTarget(ua, env, systemConfig.value?.main_site_url);
    if (late) {
      browserLocation.replace(late);
      return;
    }
    void setupWechatShare();
  });
  if (options.launchPopup) void preloadLaunchPopup(queryClient);
  void runVersionCheck();
  return true;
}
