import { isApiError } from '@/lib/api';
import { i18nReady, t } from '@/lib/i18n';
import { openDialog } from '@/lib/layers/dialog';
import { NavigationError, navigation } from '@/lib/navigation';
import { routeUrl } from '@/lib/routes';

let showing = false;

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message ? `${error.name}: ${error.message}` : error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Failures that were already shown to the user where they happened. */
function alreadyReported(error: unknown): boolean {
  return isApiError(error) || error instanceof NavigationError;
}

/**
 * The "系统异常" modal: the error and the advice to clear the cache. One at a time; errors that follow
 * while it is open are usually consequences of the first.
 */
export function reportError(error: unknown): void {
  if (showing || alreadyReported(error)) return;
  showing = true;
  // An error at start-up may come before the locale has arrived; the modal waits for its words.
  void i18nReady
    .then(() =>
      openDialog({
        title: t('systemError.title'),
        content: `${describeError(error)}\n\n${t('systemError.advice')}`,
        confirmText: t('systemError.ok'),
        cancelText: t('systemError.tutorial'),
      }),
    )
    .then((choice) => {
      showing = false;
      if (choice === 'cancel') void navigation.navigateTo(routeUrl('help', { type: 'Cache' }));
    });
}

/** Catches what nothing else caught; the app keeps running behind the modal. */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    reportError(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    reportError(event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
