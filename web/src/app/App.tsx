import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { DialogHost } from '@/ui/dialog/Dialog';
import { LoadingIndicator } from '@/ui/loading/LoadingIndicator';
import { NoNetwork } from '@/ui/no-network/NoNetwork';
import { TimeoutLayer } from '@/ui/timeout/TimeoutLayer';
import { Toast } from '@/ui/toast/Toast';
import type { AppRouter } from './router';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LoadingIndicator />
      <Toast />
      <DialogHost />
      <NoNetwork />
      <TimeoutLayer />
    </QueryClientProvider>
  );
}
