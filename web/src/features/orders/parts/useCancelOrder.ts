import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidate } from '@/entities/invalidate';
import { cancelOrder, cancelOrderChanges } from '@/entities/orders/cancelOrder';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';

/**
 * Cancelling an unpaid order, wherever it is offered: the spec's question first ('Are you sure to cancel the
 * order?'), then 'Cancelled successfully' and the orders read again.
 */
export function useCancelOrder(orderId: number): { ask: () => Promise<void>; pending: boolean } {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: () => {
      showToast(t('cancelled'));
      void invalidate(queryClient, cancelOrderChanges);
    },
  });
  const ask = async () => {
    const answer = await openDialog({
      title: t('cancelTitle'),
      content: t('cancelConfirm'),
      confirmText: t('cancelYes'),
      cancelText: t('cancelNo'),
    });
    if (answer === 'confirm') cancel.mutate();
  };
  return { ask, pending: cancel.isPending };
}
