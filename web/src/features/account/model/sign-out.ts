import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from '@/entities/auth/session-actions';

/** Log-out as a mutation, so its button stays disabled until the provider has answered. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signOut(() => queryClient.clear()) });
}
