import type { Schema } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, CircleCheck, CreditCard, Crown, LogOut, Package, Truck } from 'lucide-react';
import { type ReactNode, startTransition, useOptimistic } from 'react';
import { useTranslation } from 'react-i18next';
import { BADGE_MAX_COUNT, LOCALE_NAMES, LOCALES, type Locale } from '@/config/constants';
import { unusedCouponsQuery } from '@/entities/coupons/getMyCoupons';
import { orderCountsQuery } from '@/entities/orders/getMyOrders';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import { formatDate, formatPrice } from '@/lib/format';
import { changeLocale } from '@/lib/i18n';
import { navigation } from '@/lib/navigation';
import { routePath, routeUrl } from '@/lib/routes';
import { isLoggedIn, token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { KeyNotationSwitch } from '@/ui/key-notation/KeyNotationSwitch';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { type CentreEntry, type CentreGroup, centreEntries } from './model/centre-entries';
import { optionalUrl } from './model/optional-url';
import { useSignOut } from './model/sign-out';
import './account.css';
import { SubmitButton } from '@/ui/field/SubmitButton';

type UserInfo = Schema<'UserInfo'>;

function badgeText(count: number): string {
  return count > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : String(count);
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation('account');
  // The new language's words arrive in a chunk of their own; the choice shows at once meanwhile.
  const [shown, showChoice] = useOptimistic(i18n.language);
  const choose = (locale: Locale) =>
    startTransition(async () => {
      showChoice(locale);
      await changeLocale(locale);
    });
  return (
    <fieldset className="language">
      <legend>{t('language')}</legend>
      {LOCALES.map((locale: Locale) => (
        <label key={locale} className="language__option" lang={locale}>
          <input
            type="radio"
            name="language"
            value={locale}
            checked={shown === locale}
            onChange={() => choose(locale)}
          />
          {LOCALE_NAMES[locale]}
        </label>
      ))}
    </fieldset>
  );
}

function EntryGroup({ group }: { group: CentreGroup }) {
  const { t } = useTranslation(['account', 'auth']);
  const shown = group.entries.filter((entry): entry is CentreEntry & { url: string } => entry.url !== undefined);
  if (shown.length === 0) return null;
  return (
    <section className="entry-group">
      <h2 className="entry-group__title">{t(group.title)}</h2>
      <ul className="entry-group__list">
        {shown.map(({ key, url, icon: Icon, label, note }) => (
          <li key={key}>
            <AppLink to={url} className="entries__item entry">
              <Icon className="entry__icon" aria-hidden="true" size={20} />
              <span className="entry__label">{t(label)}</span>
              {note ? <span className="entry__note">{t(note)}</span> : null}
              <ChevronRight className="entry__chevron" aria-hidden="true" size={16} />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function VipState({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation(['account', 'vip']);
  const text = user.vip
    ? user.vip.expiretime === null
      ? `${userText(user.vip.name)} · ${t('vip:lifetime')}`
      : `${userText(user.vip.name)} · ${t('vip:expires', { date: formatDate(user.vip.expiretime, i18n.language) })}`
    : t('vip:notMember');
  return (
    <p className="profile__vip">
      <Crown
        className={user.vip ? 'profile__crown profile__crown--on' : 'profile__crown'}
        aria-hidden="true"
        size={14}
      />
      <span>{text}</span>
      <button type="button" className="profile__vip-link" onClick={() => void navigation.switchTab(routePath('vip'))}>
        {user.vip ? t('vipRenew') : t('vipJoin')}
      </button>
    </p>
  );
}

function Stat({ label, value, url }: { label: string; value: ReactNode; url: string | undefined }) {
  const body = (
    <>
      <span className="stats__value">{value}</span>
      <span className="stats__label">{label}</span>
    </>
  );
  return (
    <li className="stats__item">
      {url ? (
        <AppLink to={url} className="stats__link">
          {body}
        </AppLink>
      ) : (
        <span className="stats__link">{body}</span>
      )}
    </li>
  );
}

function Profile({ user }: { user: UserInfo }) {
  useSignals();
  const { t } = useTranslation('account');
  const coupons = useQuery(unusedCouponsQuery(token.value));
  const profileUrl = routeUrl('userInfo');
  return (
    <section className="card profile" aria-label={t('profile')}>
      <AppLink to={profileUrl} className="profile__edit">
        <Image src={user.avatar} alt="" ratio={1} className="profile__avatar" eager />
        <span className="profile__who">
          <span className="profile__name">{userText(user.nickname)}</span>
          <span className="profile__hint">{t('editProfile')}</span>
        </span>
      </AppLink>
      <VipState user={user} />
      <ul className="stats account-stats">
        <Stat label={t('balance')} value={formatPrice(user.money)} url={optionalUrl('balance')} />
        <Stat label={t('points')} value={user.score} url={optionalUrl('score')} />
        <Stat
          label={t('coupons')}
          value={
            coupons.data ?? <span className="skeleton stats__pending" role="img" aria-label={t('common.loading')} />
          }
          url={optionalUrl('myCoupons')}
        />
      </ul>
    </section>
  );
}

const ORDER_SHORTCUTS = [
  { status: 'to_be_paid', icon: CreditCard },
  { status: 'to_be_shipped', icon: Package },
  { status: 'shipped', icon: Truck },
  { status: 'completed', icon: CircleCheck },
] as const;

function OrderShortcuts() {
  useSignals();
  const { t } = useTranslation('account');
  const counts = useQuery(orderCountsQuery(token.value));
  const all = optionalUrl('orders');
  if (!all) return null;
  return (
    <section className="card orders-shortcuts" aria-labelledby="orders-shortcuts-title">
      <div className="orders-shortcuts__head">
        <h2 id="orders-shortcuts-title" className="entry-group__title">
          {t('orders.title')}
        </h2>
        <AppLink to={all} className="orders-shortcuts__all">
          {t('orders.all')}
          <ChevronRight aria-hidden="true" size={14} />
        </AppLink>
      </div>
      <ul className="orders-shortcuts__list">
        {ORDER_SHORTCUTS.map(({ status, icon: Icon }) => {
          const count = status === 'completed' ? 0 : (counts.data?.[status] ?? 0);
          return (
            <li key={status}>
              <AppLink to={optionalUrl('orders', { status }) ?? all} className="orders-shortcuts__item">
                <span className="orders-shortcuts__icon">
                  <Icon aria-hidden="true" size={24} />
                  {count > 0 ? (
                    <span className="orders-shortcuts__badge" aria-hidden="true">
                      {badgeText(count)}
                    </span>
                  ) : null}
                </span>
                <span>{t(`orders.${status}`)}</span>
                {count > 0 ? <span className="visually-hidden">{t('orders.count', { count })}</span> : null}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Entries({ user }: { user: UserInfo | undefined }) {
  useSignals();
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('entries')} className="entries">
      {centreEntries(user, isLoggedIn.value).map((group) => (
        <EntryGroup key={group.key} group={group} />
      ))}
    </nav>
  );
}

function SignOutButton() {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  return (
    <SubmitButton
      type="button"
      className="btn btn--plain btn--block sign-out"
      pending={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      {signOut.isPending ? null : <LogOut aria-hidden="true" size={18} />}
      {t('logout')}
    </SubmitButton>
  );
}

function MemberCentre() {
  useSignals();
  const query = useQuery(userInfoQuery(token.value));
  return (
    <>
      <QueryView query={query} skeleton={<div className="card profile profile--loading" aria-hidden="true" />}>
        {(user) => <Profile user={user} />}
      </QueryView>
      <OrderShortcuts />
      <Entries user={query.data} />
    </>
  );
}

export default function UserCentrePage() {
  useSignals();
  const { t } = useTranslation(['account', 'vip', 'auth']);
  return (
    <Page>
      {isLoggedIn.value ? (
        <MemberCentre />
      ) : (
        <>
          <section className="card profile" aria-label={t('profile')}>
            <p>{t('intro')}</p>
            <AppLink to={routePath('login')} className="btn btn--primary btn--block">
              {t('common.login')}
            </AppLink>
          </section>
          <Entries user={undefined} />
        </>
      )}
      <LanguageSwitch />
      <KeyNotationSwitch />
      {isLoggedIn.value ? <SignOutButton /> : null}
    </Page>
  );
}
