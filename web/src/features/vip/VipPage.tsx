import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@/app/routes';
import { formatDate, formatPrice } from '@/lib/format';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { GoodsInfiniteList } from '@/ui/goods/GoodsInfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { vipCardsQuery } from './api/getVipCards';
import { vipFreeListQuery } from './api/getVipFreeList';

function MemberStatus() {
  useSignals();
  const { t, i18n } = useTranslation();
  const { data } = useQuery(vipCardsQuery(token.value));
  if (!token.value) {
    return (
      <section className="card member" aria-label={t('vip.status')}>
        <p>{t('vip.visitor')}</p>
        <AppLink to={ROUTES.login.path} className="btn btn--primary">
          {t('user.login')}
        </AppLink>
      </section>
    );
  }
  const member = data?.member;
  return (
    <section className="card member" aria-label={t('vip.status')}>
      {member ? (
        <p>
          <strong>{userText(member.name)}</strong>{' '}
          {member.expiretime === null
            ? t('vip.lifetime')
            : t('vip.expires', { date: formatDate(member.expiretime, i18n.language) })}
        </p>
      ) : (
        <p>{t('vip.notMember')}</p>
      )}
    </section>
  );
}

export default function VipPage() {
  useSignals();
  const { t } = useTranslation();
  const cards = useQuery(vipCardsQuery(token.value));
  const list = useInfiniteQuery(vipFreeListQuery());
  return (
    <Page title={t('vip.title')}>
      <MemberStatus />
      <section aria-labelledby="vip-cards">
        <h2 id="vip-cards" className="home-section__title">
          {t('vip.cards')}
        </h2>
        <ul className="vip-cards">
          {cards.data?.cards.map((card) => (
            <li key={card.id} className="vip-card">
              <h3 className="vip-card__name">{t(`vip.type.${card.type}`)}</h3>
              <p className="vip-card__price">
                <span>{formatPrice(card.price)}</span>{' '}
                <del>
                  <span className="visually-hidden">
                    {t('vip.originalPrice', { price: formatPrice(card.original_price) })}
                  </span>
                  <span aria-hidden="true">{formatPrice(card.original_price)}</span>
                </del>
              </p>
              <p className="vip-card__days">
                {card.days === null ? t('vip.forever') : t('vip.days', { count: card.days })}
              </p>
              <ul className="vip-card__benefits">
                {card.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="vip-resources">
        <h2 id="vip-resources" className="home-section__title">
          {t('vip.resources', { count: cards.data?.resources_count ?? 0 })}
        </h2>
        <GoodsInfiniteList label={t('vip.resourcesList')} list={list} />
      </section>
    </Page>
  );
}
