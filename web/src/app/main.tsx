import '@/lib/i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installLayout } from '@/ui/layout/layout';
import { App } from './App';
import { bootstrapApp } from './bootstrap';
import { startUp } from './startup';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

installLayout();
const { router, queryClient } = bootstrapApp();
if (startUp(queryClient)) {
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}
