import type { components } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCartItems, deleteCartItemsChanges } from '@/entities/cart/deleteCartItems';
import { cartListQuery } from '@/entities/cart/getCartList';
import { invalidate } from '@/entities/invalidate';
import { detailKindOf, downloadResource } from '@/lib/download';
import { formatPrice } from '@/lib/format';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';
import { routePath, routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { Image } from '@/ui/image/Image';
import { useBottomBar } from '@/ui/layout/bottom-bars';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';

type CartLine = components['schemas']['CartItem'];

export default function CartPage() {
  useSignals();
  const { t } = useTranslation('cart');
  const bar = useBottomBar('page');
  const queryClient = useQueryClient();
  const cart = useQuery(cartListQuery(token.value));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const lines = cart.data?.list ?? [];
  // Lines deleted elsewhere drop out of the selection.
  const chosen = lines.filter((line) => selected.has(line.id));
  // What the user owns is not sold again (the provider refuses the order): it is downloaded instead, and
  // a selection goes to checkout without it. It can still be selected to be deleted.
  const forSale = chosen.filter((line) => !line.owned);
  const total = forSale.reduce((sum, line) => sum + Number.parseFloat(line.price) * line.quantity, 0);
  const allSelected = lines.length > 0 && chosen.length === lines.length;
  const checkoutUrl = routeUrl('confrimOrder', { cart_ids: forSale.map((line) => line.id).join(',') });
  const download = useMutation({
    mutationFn: (goods: CartLine['goods']) =>
      downloadResource({ id: goods.id, type: detailKindOf(goods) }, userText(goods.title)),
  });

  if (!token.value) {
    return (
      <Page>
        <p>{t('visitor')}</p>
        <AppLink to={routePath('login')} className="btn btn--primary btn--block">
          {t('common.login')}
        </AppLink>
      </Page>
    );
  }

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const removeSelected = async () => {
    if (chosen.length === 0) {
      showToast(t('nothingToDelete'));
      return;
    }
    const answer = await openDialog({
      title: t('deleteTitle'),
      content: t('deleteConfirm', { count: chosen.length }),
      confirmText: t('delete'),
      cancelText: t('common.cancel'),
    });
    if (answer !== 'confirm') return;
    try {
      await deleteCartItems(chosen.map((line) => line.id));
      showToast(t('deleted'));
      setSelected(new Set());
    } finally {
      await invalidate(queryClient, deleteCartItemsChanges);
    }
  };

  return (
    <Page>
      <QueryView query={cart} isEmpty={(data) => data.list.length === 0} empty={t('empty')}>
        {(data) => (
          <ul className="list" aria-label={t('lines')}>
            {data.list.map((line) => (
              <li key={line.id} className="list__row cart-line">
                <label className="cart-line__select">
                  <input type="checkbox" checked={selected.has(line.id)} onChange={() => toggle(line.id)} />
                  <span className="visually-hidden">{t('select', { title: userText(line.goods.title) })}</span>
                </label>
                <Image src={line.goods.image} alt="" ratio={1} className="goods-row__cover" />
                <div className="goods-row__body">
                  <h3 className="goods-row__title">{userText(line.goods.title)}</h3>
                  {line.owned ? (
                    <p className="goods-row__meta">
                      <span className="tag">{t('owned.tag')}</span>
                      <SubmitButton
                        type="button"
                        aria-label={t('owned.downloadItem', { title: userText(line.goods.title) })}
                        pending={download.isPending && download.variables?.id === line.goods.id}
                        onClick={() => download.mutate(line.goods)}
                      >
                        {t('owned.download')}
                      </SubmitButton>
                    </p>
                  ) : (
                    <p className="goods-row__meta">
                      <span className="goods-row__price">{formatPrice(line.price)}</span>
                      <span>{t('quantity', { count: line.quantity })}</span>
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <section ref={bar} className="cart-bar" aria-label={t('summary')}>
        <label className="cart-bar__all">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={lines.length === 0}
            onChange={() => setSelected(allSelected ? new Set() : new Set(lines.map((line) => line.id)))}
          />
          {t('selectAll')}
        </label>
        <p className="cart-bar__total" aria-live="polite">
          {t('total', { total: formatPrice(total) })}
        </p>
        <div className="cart-bar__actions">
          <button type="button" className="btn" onClick={() => void removeSelected()}>
            {t('deleteSelected')}
          </button>
          {forSale.length > 0 ? (
            <AppLink to={checkoutUrl} className="btn btn--primary">
              {t('checkout', { count: forSale.length })}
            </AppLink>
          ) : (
            // Nothing to buy: the checkout explains itself instead of going anywhere.
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => showToast(t(chosen.length > 0 ? 'owned.notForSale' : 'selectProduct'))}
            >
              {t('checkout', { count: forSale.length })}
            </button>
          )}
        </div>
      </section>
    </Page>
  );
}
