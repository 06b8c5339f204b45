// The layer and design tokens (ui/layout/tokens.ts) as a stylesheet the build writes, before the app's own.
import 'virtual:design-tokens.css';
import './styles.css';
// The waveform's few rules ride in the entry's stylesheet: as a stylesheet of the track page's own they were one
// request more on a cold track link, over its budget (docs/performance.md). Its component imports them too.
import '@/ui/waveform/waveform.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from '@/config/env';
import { i18nReady } from '@/lib/i18n';
import { currentHashLocation } from '@/lib/session';
import { installLayout } from '@/ui/layout/layout';
import { App } from './App';
import { bootstrapApp } from './bootstrap';
import { showsLaunchPopup, startUp } from './startup';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

installLayout();
const { router, queryClient, navigation } = bootstrapApp();
// The journeys' hooks load only in a build made for them (VITE_E2E_HOOKS=on); other builds never fetch the chunk.
if (env.e2eHooks) void import('./e2e-hooks').then((hooks) => hooks.installE2eHooks(navigation, router));
const launchPopup = showsLaunchPopup(currentHashLocation());
if (startUp(queryClient)) {
  // The router, made now rather than at the first render, asks for the page's code and its data at once: a
  // visitor in Chinese waits for the common strings of their language before the first render, and the page
  // need not wait with them. In a task of its own, after the entry's, so neither makes the other longer.
  setTimeout(router, 0);
  // The first requests are on their way; the first render waits only for the words it shows. It is a
  // transition, so React renders it in slices and a slow phone stays responsive to taps meanwhile.
  void i18nReady.then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App router={router} queryClient={queryClient} launchPopup={launchPopup} />
        </StrictMode>,
      ),
    ),
  );
}
