import type { components } from '@djshop/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { groupGoodsDetailQuery } from '@/entities/goods/getGroupGoodsDetail';
import { joinGroup, joinGroupChanges } from '@/entities/goods/joinGroup';
import { formatPrice } from '@/lib/format';
import { parseId } from '@/lib/id-param';
import { showToast } from '@/lib/layers/toast';
import { requireLogin } from '@/lib/login';
import { navigation } from '@/lib/navigation';
import { optionalRouteUrl } from '@/lib/routes';
import { Image } from '@/ui/image/Image';
import { Page } from '@/ui/page/Page';
import { EmptyState } from '@/ui/query-view/QueryView';
import { ActionBar } from './components/ActionBar';
import { CommentsLink } from './components/CommentsLink';
import { DetailSection } from './components/DetailSection';
import { DetailView } from './components/DetailView';
import { RichText } from './components/RichText';
import { formatTimeLeft, useNowSeconds } from './useNow';
import './goods.css';
import { invalidate } from '@/entities/invalidate';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { Gallery } from './components/Gallery';

type GroupGoodsDetail = components['schemas']['GroupGoodsDetail'];
type JoinResult = components['schemas']['GroupJoinResult'];

/** After starting or joining: the group order's page (where it is paid), once the buying pages are built. */
function afterJoin(result: JoinResult): string | undefined {
  return (
    optionalRouteUrl('teamworkDetail', { id: result.group.id }) ??
    optionalRouteUrl('orderDetail', { id: result.order.id })
  );
}

function Detail({ detail }: { detail: GroupGoodsDetail }) {
  const { t } = useTranslation('goods');
  const queryClient = useQueryClient();
  const now = useNowSeconds();
  const { goods } = detail;
  const physical = goods.goods_type === 'physical';
  const join = useMutation({
    mutationFn: (groupId?: number) => joinGroup(goods.id, groupId),
    onSuccess: (result) => {
      void invalidate(queryClient, joinGroupChanges);
      const next = afterJoin(result);
      if (next) void navigation.navigateTo(next);
      else showToast(t('groupJoined'));
    },
  });
  // Physical goods need a shipping address, which the physical order page collects.
  const physicalUrl = (groupId?: number) =>
    optionalRouteUrl('confrimObjectOrder', { goods_id: goods.id, group: 1, group_id: groupId });
  const start = (groupId?: number) => {
    if (!requireLogin() || join.isPending) return;
    if (physical) {
      const url = physicalUrl(groupId);
      if (url) void navigation.navigateTo(url);
      else showToast(t('groupNeedsAddress'));
      return;
    }
    join.mutate(groupId);
  };
  const ended = detail.endtime <= now;
  return (
    <>
      <article className="detail" aria-labelledby="detail-title">
        <Gallery images={detail.images} cover={goods.image} />
        <div className="detail__head">
          <h2 id="detail-title" className="detail__title">
            {goods.title}
          </h2>
          <p className="detail__price">
            <span className="detail__money">{formatPrice(detail.group_price)}</span>
            <span className="tag">{t('groupSize', { count: detail.group_size })}</span>
            <s className="detail__points">
              <span className="visually-hidden">{t('usualPrice')}</span>
              {formatPrice(goods.price)}
            </s>
          </p>
          <p className="detail__note">
            <Clock aria-hidden="true" size={14} />{' '}
            {ended ? t('offerEnded') : t('offerEnds', { time: formatTimeLeft(detail.endtime, now) })}
          </p>
        </div>
        <DetailSection id="detail-groups" title={t('openGroups', { count: detail.open_groups.length })}>
          {detail.open_groups.length === 0 ? (
            <EmptyState>{t('noOpenGroups')}</EmptyState>
          ) : (
            <ul className="groups">
              {detail.open_groups.map((group) => (
                <li key={group.id} className="groups__item">
                  <ul className="groups__members" aria-label={t('members')}>
                    {group.members.map((member) => (
                      <li key={member.id}>
                        <Image src={member.avatar} alt={member.nickname} ratio={1} className="groups__avatar" />
                      </li>
                    ))}
                  </ul>
                  <div className="groups__body">
                    <p className="groups__count">
                      <Users aria-hidden="true" size={14} />{' '}
                      {t('groupSeats', { joined: group.joined, size: group.group_size })}
                    </p>
                    <p className="groups__left">{t('timeLeft', { time: formatTimeLeft(group.endtime, now) })}</p>
                  </div>
                  <SubmitButton
                    type="button"
                    pending={join.isPending && join.variables === group.id}
                    disabled={join.isPending || group.endtime <= now}
                    onClick={() => start(group.id)}
                  >
                    {t('joinGroup')}
                  </SubmitButton>
                </li>
              ))}
            </ul>
          )}
        </DetailSection>
        {detail.description ? (
          <DetailSection id="detail-description" title={t('description')}>
            <RichText html={detail.description} />
          </DetailSection>
        ) : null}
      </article>
      <ActionBar label={t('actions')}>
        <CommentsLink goodsId={goods.id} />
        <SubmitButton
          type="button"
          className="btn btn--primary action-bar__main"
          pending={join.isPending && join.variables === undefined}
          disabled={join.isPending || ended}
          onClick={() => start()}
        >
          {t('startGroup', { price: formatPrice(detail.group_price) })}
        </SubmitButton>
      </ActionBar>
    </>
  );
}

/** goodsDetail: group-buy goods, their price per group size, the open groups, and starting or joining one. */
export default function GroupDetailPage() {
  const { t } = useTranslation('goods');
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const query = useQuery({ ...groupGoodsDetailQuery(id ?? 0), enabled: id !== null });
  return (
    <Page dataTitle={query.data?.goods.title}>
      <DetailView id={id} query={query} label={t('groupTitle')}>
        {(detail) => <Detail detail={detail} />}
      </DetailView>
    </Page>
  );
}
