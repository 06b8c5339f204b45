import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { vipTabFreeListQuery } from '@/entities/goods/getVipFreeList';
import { vipCardsQuery } from '@/entities/vip/getVipCards';
import { formatDate, formatPrice } from '@/lib/format';
import { routePath, routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { GoodsInfiniteList } from '@/ui/goods/GoodsInfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';

function MemberStatus() {
  useSignals();
  const { t, i18n } = useTranslation('vip');
  const { data } = useQuery(vipCardsQuery(token.value));
  if (!token.value) {
    return (
      <section className="card member" aria-label={t('status')}>
        <p>{t('visitor')}</p>
        <AppLink to={routePath('login')} className="btn btn--primary">
          {t('common.login')}
        </AppLink>
      </section>
    );
  }
  const member = data?.member;
  return (
    <section className="card member" aria-label={t('status')}>
      {member ? (
        <p>
          <strong>{userText(member.name)}</strong>{' '}
          {member.expiretime === null
            ? t('lifetime')
            : t('expires', { date: formatDate(member.expiretime, i18n.language) })}
        </p>
      ) : (
        <p>{t('notMember')}</p>
      )}
    </section>
  );
}

/** Four card outlines while the cards are on their way, so the section keeps its place. */
function VipCardsSkeleton() {
  return (
    <ul className="vip-cards" aria-busy="true">
      {['month', 'quarter', 'year', 'lifetime'].map((type) => (
        <li key={type} className="vip-card vip-card--pending skeleton" aria-hidden="true" />
      ))}
    </ul>
  );
}

export default function VipPage() {
  useSignals();
  const { t } = useTranslation('vip');
  const cards = useQuery(vipCardsQuery(token.value));
  const list = useInfiniteQuery(vipTabFreeListQuery());
  return (
    <Page>
      <MemberStatus />
      <section aria-labelledby="vip-cards">
        <h2 id="vip-cards" className="home-section__title">
          {t('cards')}
        </h2>
        <QueryView
          query={cards}
          isEmpty={(data) => data.cards.length === 0}
          empty={t('noCards')}
          skeleton={<VipCardsSkeleton />}
        >
          {(data) => (
            <ul className="vip-cards">
              {data.cards.map((card) => (
                <li key={card.id} className="vip-card">
                  <h3 className="vip-card__name">{t(`type.${card.type}`)}</h3>
                  <p className="vip-card__price">
                    <span>{formatPrice(card.price)}</span>{' '}
                    <del>
                      <span className="visually-hidden">
                        {t('originalPrice', { price: formatPrice(card.original_price) })}
                      </span>
                      <span aria-hidden="true">{formatPrice(card.original_price)}</span>
                    </del>
                  </p>
                  <p className="vip-card__days">
                    {card.days === null ? t('forever') : t('days', { count: card.days })}
                  </p>
                  <ul className="vip-card__benefits">
                    {card.benefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                  {/* Visitors are sent to log in by the confirm page's auth flag and brought back. */}
                  <AppLink
                    to={routeUrl('confrimOrder', { card_id: card.id })}
                    className="btn btn--primary vip-card__buy"
                  >
                    {t('buy', { name: t(`type.${card.type}`) })}
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <section aria-labelledby="vip-resources">
        <h2 id="vip-resources" className="home-section__title">
          {t('resources', { count: cards.data?.resources_count ?? 0 })}
        </h2>
        <GoodsInfiniteList label={t('resourcesList')} list={list} />
      </section>
    </Page>
  );
}
