import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, lazy, type ReactNode, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { importAgain } from '@/lib/fresh-import';
import { restoredCount } from '@/lib/layers/no-network';

/**
 * React.lazy for parts a page can do without (a carousel). React.lazy keeps a failed
 * import for good, and its error climbs to the route's error page, taking the whole shell, tab bar
 * included, with it: on a slow phone a chunk still on its way when the connection drops did exactly
 * that. Here the part is left out instead, and imported afresh once the connection has come back.
 */
export function retryableLazy<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): (props: P) => ReactNode {
  // The connection may come back before React has handled the failure, so the moment of the failure is
  // taken when the import fails, not when the error reaches the boundary.
  let failedAtRestore = 0;
  let attempts = 0;
  const lazyPart = () =>
    lazy(() =>
      importAgain(importer, attempts++).catch((error: unknown) => {
        failedAtRestore = restoredCount.value;
        throw error;
      }),
    );
  let Lazy = lazyPart();
  // One fresh import per return of the connection, shared by every instance of the part.
  let lazyRestore = restoredCount.peek();

  function RetryableLazy(props: P) {
    useSignals();
    const [attempt, setAttempt] = useState(0);
    const [failedAt, setFailedAt] = useState<number | null>(null);
    if (failedAt !== null && restoredCount.value > failedAt) {
      if (lazyRestore < restoredCount.value) {
        lazyRestore = restoredCount.value;
        Lazy = lazyPart();
      }
      setFailedAt(null);
      setAttempt(attempt + 1);
    }
    if (failedAt !== null) return null;
    return (
      <ErrorBoundary key={attempt} fallback={null} onError={() => setFailedAt(failedAtRestore)}>
        <Lazy {...props} />
      </ErrorBoundary>
    );
  }
  return RetryableLazy;
}
