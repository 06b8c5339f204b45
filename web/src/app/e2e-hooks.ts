import type { NavigationService } from '@/lib/navigation';
import type { AppRouter } from './router';

// Hooks for the end-to-end journeys, loaded only by a build made with VITE_E2E_HOOKS=on (the Playwright
// harness makes one). The navigation refusals of docs/behaviour.md#navigation (navigateTo/redirectTo to a tab page,
// switchTab to a page that is not a tab) have no honest trigger in the UI: every link the app builds, and
// every provider link it resolves (the launch popup), picks the operation from the route table. The
// journeys still need to see the refusals with their messages in the built app, so they call the
// app's own navigation service here.

export interface E2eHooks {
  navigation: Pick<NavigationService, 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab'>;
  /**
   * Whether the router still waits for the code of the page the address names: the page before stays on screen
   * meanwhile, so a journey that sets the address waits for this before it looks at the page.
   */
  arriving: () => boolean;
}

declare global {
  interface Window {
    __djshopE2e?: E2eHooks;
  }
}

export function installE2eHooks(navigation: NavigationService, router: () => AppRouter): void {
  window.__djshopE2e = { navigation, arriving: () => router().arriving() };
}
