import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { groupOrderQuery } from '@/entities/orders/getGroupOrderDetail';
import { formatDate, formatPrice } from '@/lib/format';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { canApplyRefund, useGroupRefund } from './parts/useGroupRefund';
import './orders.css';
import { SubmitButton } from '@/ui/field/SubmitButton';

/** A group order: the goods, how full the group is and who is in it, its outcome, and the refund of a failure. */
export default function TeamworkDetailPage() {
  useSignals();
  const { t, i18n } = useTranslation('orders');
  const [params] = useSearchParams();
  const id = /^[1-9]\d{0,9}$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const group = useQuery({ ...groupOrderQuery(id ?? 0, token.value), enabled: Boolean(token.value) && id !== null });
  const refund = useGroupRefund(id ?? 0);
  return (
    <Page>
      {id === null ? (
        <p className="card" role="alert">
          {t('notFound')}
        </p>
      ) : (
        <QueryView query={group}>
          {(data) => (
            <>
              <section className="card order-head" aria-label={t('state')}>
                <p className={`order-status order-status--${data.status}`}>{t(`status.${data.status}`)}</p>
                <p>{t('groupFill', { joined: data.joined, size: data.group_size })}</p>
                {data.status === 'to_be_grouped' ? (
                  <p>{t('groupEnds', { date: formatDate(data.endtime, i18n.language) })}</p>
                ) : null}
                {data.status === 'group_failed' ? <p>{t(`refund.${data.refund_status}`)}</p> : null}
              </section>
              <section className="card order-item__main" aria-label={t('items')}>
                <Image src={data.goods.image} alt="" ratio={1} className="order-card__cover" />
                <div className="order-card__titles">
                  <span className="order-card__title">{userText(data.goods.title)}</span>
                  <span className="order-card__more">{t('groupPrice', { price: formatPrice(data.group_price) })}</span>
                  <span className="order-card__more">
                    {t('sn')}: {data.order_sn}
                  </span>
                </div>
              </section>
              <section className="card" aria-labelledby="group-members">
                <h2 id="group-members" className="order-section__title">
                  {t('members')}
                </h2>
                <ul className="group-members">
                  {data.members.map((member) => (
                    <li key={member.id} className="group-members__member">
                      <Image src={member.avatar} alt="" ratio={1} className="group-members__avatar" />
                      <span>{userText(member.nickname)}</span>
                    </li>
                  ))}
                  {Array.from({ length: Math.max(0, data.group_size - data.members.length) }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: empty seats are identical and never reorder
                    <li key={`seat-${index}`} className="group-members__member group-members__member--empty">
                      {t('emptySeat')}
                    </li>
                  ))}
                </ul>
              </section>
              {canApplyRefund(data) ? (
                <SubmitButton
                  type="button"
                  className="btn btn--primary btn--block"
                  pending={refund.isPending}
                  onClick={() => refund.mutate()}
                >
                  {t('applyRefund')}
                </SubmitButton>
              ) : null}
            </>
          )}
        </QueryView>
      )}
    </Page>
  );
}
