import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addToCart, addToCartChanges } from '@/entities/cart/addToCart';
import { toggleCollect, toggleCollectChanges } from '@/entities/goods/toggleCollect';
import { invalidate } from '@/entities/invalidate';
import { showToast } from '@/lib/layers/toast';
import { requireLogin } from '@/lib/login';

/**
 * Collect and add-to-cart for a detail page: a visitor is sent to login; a button is disabled while its
 * request is on its way (no repeat submission); what changed is fetched again.
 */
export function useGoodsActions(goodsId: number) {
  const { t } = useTranslation('goods');
  const queryClient = useQueryClient();
  const collect = useMutation({
    mutationFn: () => toggleCollect(goodsId),
    onSuccess: (result) => {
      showToast(t(result.collected ? 'collected' : 'uncollected'));
      void invalidate(queryClient, toggleCollectChanges);
    },
  });
  const cart = useMutation({
    mutationFn: (quantity: number) => addToCart(goodsId, quantity),
    onSuccess: () => {
      showToast(t('addedToCart'));
      void invalidate(queryClient, addToCartChanges);
    },
  });
  return {
    collect: () => {
      if (requireLogin() && !collect.isPending) collect.mutate();
    },
    collecting: collect.isPending,
    addToCart: (quantity = 1) => {
      if (requireLogin() && !cart.isPending) cart.mutate(quantity);
    },
    adding: cart.isPending,
  };
}
