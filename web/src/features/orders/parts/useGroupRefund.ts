import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidate } from '@/entities/invalidate';
import { refundGroupOrder, refundGroupOrderChanges } from '@/entities/orders/refundGroupOrder';
import { showToast } from '@/lib/layers/toast';

/** Whether a group order can ask for its refund: the group failed and no refund was asked for yet. */
export const canApplyRefund = (group: { status: string; refund_status: string }) =>
  group.status === 'group_failed' && group.refund_status === 'none';

/** Applying for the refund of a failed group order, on its page or its card: 'Refund applied', then read again. */
export function useGroupRefund(groupId: number) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refundGroupOrder(groupId),
    onSuccess: () => {
      showToast(t('refundApplied'));
      void invalidate(queryClient, refundGroupOrderChanges);
    },
  });
}
