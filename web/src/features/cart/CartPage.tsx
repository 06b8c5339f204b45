import type { components } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionalRouteUrl, ROUTES } from '@/app/routes';
import { detailKindOf, downloadResource } from '@/lib/download';
import { formatPrice } from '@/lib/format';
import { navigation } from '@/lib/navigation';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { openDialog } from '@/ui/dialog/store';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { showToast } from '@/ui/toast/store';
import { deleteCartItems } from './api/deleteCartItems';
import { cartListQuery } from './api/getCartList';

type CartLine = components['schemas']['CartItem'];

export default function CartPage() {
  useSignals();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(cartListQuery(token.value));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const lines = data?.list ?? [];
  // Lines deleted elsewhere drop out of the selection.
  const chosen = lines.filter((line) => selected.has(line.id));
  // What the user owns is not sold again (the provider refuses the order): it is downloaded instead, and
  // a selection goes to checkout without it. It can still be selected to be deleted.
  const forSale = chosen.filter((line) => !line.owned);
  const total = forSale.reduce((sum, line) => sum + Number.parseFloat(line.price) * line.quantity, 0);
  const allSelected = lines.length > 0 && chosen.length === lines.length;
  const checkoutUrl = optionalRouteUrl('confrimOrder', { cart_ids: forSale.map((line) => line.id).join(',') });
  const download = useMutation({
    mutationFn: (goods: CartLine['goods']) =>
      downloadResource({ id: goods.id, type: detailKindOf(goods) }, userText(goods.title)),
  });

  if (!token.value) {
    return (
      <Page title={t('cart.title')}>
        <p>{t('cart.visitor')}</p>
        <AppLink to={ROUTES.login.path} className="btn btn--primary btn--block">
          {t('user.login')}
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
      showToast(t('cart.nothingToDelete'));
      return;
    }
    const answer = await openDialog({
      title: t('cart.deleteTitle'),
      content: t('cart.deleteConfirm', { count: chosen.length }),
      confirmText: t('cart.delete'),
      cancelText: t('common.cancel'),
    });
    if (answer !== 'confirm') return;
    try {
      await deleteCartItems(chosen.map((line) => line.id));
      showToast(t('cart.deleted'));
      setSelected(new Set());
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
    }
  };

  const checkout = () => {
    if (forSale.length === 0) {
      showToast(t(chosen.length > 0 ? 'owned.notForSale' : 'cart.selectProduct'));
      return;
    }
    if (checkoutUrl) void navigation.navigateTo(checkoutUrl);
  };

  return (
    <Page title={t('cart.title')}>
      {isPending ? (
        <div className="skeleton-row" aria-hidden="true">
          <span className="skeleton skeleton--thumb" />
          <span className="skeleton skeleton--lines" />
        </div>
      ) : lines.length === 0 ? (
        <p className="list__empty">{t('cart.empty')}</p>
      ) : (
        <ul className="list" aria-label={t('cart.lines')}>
          {lines.map((line) => (
            <li key={line.id} className="list__row cart-line">
              <label className="cart-line__select">
                <input type="checkbox" checked={selected.has(line.id)} onChange={() => toggle(line.id)} />
                <span className="visually-hidden">{t('cart.select', { title: userText(line.goods.title) })}</span>
              </label>
              <Image src={line.goods.image} alt="" ratio={1} className="goods-row__cover" />
              <div className="goods-row__body">
                <h3 className="goods-row__title">{userText(line.goods.title)}</h3>
                {line.owned ? (
                  <p className="goods-row__meta">
                    <span className="tag">{t('owned.tag')}</span>
                    <button
                      type="button"
                      className="btn btn--primary"
                      aria-label={t('downloadLog.downloadItem', { title: userText(line.goods.title) })}
                      disabled={download.isPending && download.variables?.id === line.goods.id}
                      onClick={() => download.mutate(line.goods)}
                    >
                      {t('downloadLog.download')}
                    </button>
                  </p>
                ) : (
                  <p className="goods-row__meta">
                    <span className="goods-row__price">{formatPrice(line.price)}</span>
                    <span>{t('cart.quantity', { count: line.quantity })}</span>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <section className="cart-bar" aria-label={t('cart.summary')}>
        <label className="cart-bar__all">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={lines.length === 0}
            onChange={() => setSelected(allSelected ? new Set() : new Set(lines.map((line) => line.id)))}
          />
          {t('cart.selectAll')}
        </label>
        <p className="cart-bar__total" aria-live="polite">
          {t('cart.total', { total: formatPrice(total) })}
        </p>
        <button type="button" className="btn" onClick={() => void removeSelected()}>
          {t('cart.deleteSelected')}
        </button>
        {/* Until the order page exists a selection has nowhere to go, but the empty-selection rule holds. */}
        <button
          type="button"
          className="btn btn--primary"
          disabled={forSale.length > 0 && !checkoutUrl}
          onClick={checkout}
        >
          {t('cart.checkout', { count: forSale.length })}
        </button>
      </section>
    </Page>
  );
}
