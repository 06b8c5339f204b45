import type { Schema } from '@djshop/api';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloudLink } from '@/lib/cloud-drive';
import { type DownloadOutcome, requestDownload } from '@/lib/download';
import { formatPrice } from '@/lib/format';
import { userText } from '@/lib/user-text';
import { CloudShare } from '@/ui/download/CloudShare';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { Image } from '@/ui/image/Image';

type Order = Schema<'Order'>;
type OrderItem = Schema<'OrderItem'>;

/** Music and packs of a purchased order can be downloaded (a VIP card cannot). */
export const downloadable = (order: Order, item: OrderItem) =>
  order.status === 'completed' &&
  (item.goods_type === 'music' || item.goods_type === 'pack') &&
  order.order_type !== 'vip';

/** One line of an order: the goods, its price and quantity, and its download once purchased. */
export function ItemRow({ order, item }: { order: Order; item: OrderItem }) {
  const { t } = useTranslation(['orders', 'payment']);
  const [share, setShare] = useState<CloudLink | null>(null);
  const download = useMutation({
    mutationFn: (): Promise<DownloadOutcome> =>
      requestDownload(
        { id: item.goods_id, type: item.goods_type === 'music' ? 'music' : 'special' },
        userText(item.title),
      ),
    onSuccess: (outcome) => {
      if (outcome.kind === 'cloud') setShare(outcome.share);
    },
  });
  return (
    <li className="order-item">
      <div className="order-item__main">
        <Image src={item.image} alt="" ratio={1} className="order-card__cover" />
        <div className="order-card__titles">
          <span className="order-card__title">{userText(item.title)}</span>
          <span className="order-card__more">
            {formatPrice(item.price)} × {item.quantity}
          </span>
        </div>
        {downloadable(order, item) ? (
          <SubmitButton
            type="button"
            aria-label={t('downloadItem', { title: userText(item.title) })}
            pending={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? null : <Download aria-hidden={true} size={16} />} {t('download')}
          </SubmitButton>
        ) : null}
      </div>
      {download.isSuccess && download.data.kind === 'started' ? (
        <p className="order-item__note" role="status">
          {t('downloadStarted')}
        </p>
      ) : null}
      {share ? <CloudShare share={share} title={userText(item.title)} /> : null}
    </li>
  );
}
