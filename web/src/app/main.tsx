import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/lib/i18n';
import { currentHashLocation } from '@/lib/session';
import { installLayout } from '@/ui/layout/layout';
import { App } from './App';
import { bootstrapApp } from './bootstrap';
import { showsLaunchPopup, startUp } from './startup';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

installLayout();
const { router, queryClient } = bootstrapApp();
const launchPopup = showsLaunchPopup(currentHashLocation());
if (startUp(queryClient, { launchPopup })) {
  // The first requests are on their way; the first render waits only for the words it shows.
  void i18nReady.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} launchPopup={launchPopup} />
      </StrictMode>,
    ),
  );
}
