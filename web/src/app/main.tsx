import '@/lib/i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from '@/config/env';
import { installLayout } from '@/ui/layout/layout';
import { App } from './App';
import { bootstrapApp } from './bootstrap';
import { startUp } from './startup';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

installLayout();
const { router, queryClient, navigation } = bootstrapApp();
// The journeys' hooks load only in a build made for them (VITE_E2E_HOOKS=on); other builds never fetch the chunk.
if (env.e2eHooks) void import('./e2e-hooks').then((hooks) => hooks.installE2eHooks(navigation));
if (startUp(queryClient)) {
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}
