import type { Schema } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import {
  BadgeCheck,
  Banknote,
  Building2,
  ChevronRight,
  CircleCheck,
  CircleHelp,
  ClipboardList,
  Coins,
  CreditCard,
  Crown,
  Disc3,
  Download,
  FileText,
  Gift,
  Headphones,
  Heart,
  History,
  Hourglass,
  KeyRound,
  LogOut,
  type LucideIcon,
  MessagesSquare,
  MicVocal,
  Newspaper,
  Package,
  ShieldCheck,
  Smartphone,
  Star,
  Tags,
  Ticket,
  Truck,
  UserCheck,
  UserPen,
  Users,
  Wallet,
} from 'lucide-react';
import { type ReactNode, startTransition, useOptimistic } from 'react';
import { useTranslation } from 'react-i18next';
import { BADGE_MAX_COUNT, LOCALE_NAMES, LOCALES, type Locale } from '@/config/constants';
import { ROUTES, routeUrl } from '@/config/paths';
import { formatDate, formatPrice } from '@/lib/format';
import { changeLocale } from '@/lib/i18n';
import { navigation } from '@/lib/navigation';
import { isLoggedIn, token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { KeyNotationSwitch } from '@/ui/key-notation/KeyNotationSwitch';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { orderCountsQuery, unusedCouponsQuery } from './api/accountCounts';
import { userInfoQuery } from './api/getUserInfo';
import { optionalUrl } from './model/optional-url';
import { useSignOut } from './model/sign-out';
import './account.css';

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

interface Entry {
  key: string;
  url: string | undefined;
  icon: LucideIcon;
  label: string;
  /** A short state shown at the row's end (e.g. "Under review"). */
  note?: string;
}

function EntryGroup({ title, entries }: { title: string; entries: readonly Entry[] }) {
  const shown = entries.filter((entry): entry is Entry & { url: string } => entry.url !== undefined);
  if (shown.length === 0) return null;
  return (
    <section className="entry-group">
      <h2 className="entry-group__title">{title}</h2>
      <ul className="entry-group__list">
        {shown.map(({ key, url, icon: Icon, label, note }) => (
          <li key={key}>
            <AppLink to={url} className="entries__item entry">
              <Icon className="entry__icon" aria-hidden="true" size={20} />
              <span className="entry__label">{label}</span>
              {note ? <span className="entry__note">{note}</span> : null}
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
      <button type="button" className="profile__vip-link" onClick={() => void navigation.switchTab(ROUTES.vip.path)}>
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

interface MusicianEntry {
  url: string | undefined;
  icon: LucideIcon;
  label: 'musician.centre' | 'musician.apply';
  note?: 'musician.reviewing' | 'musician.rejected';
}

/** The musician entry follows the application's state; a rejected applicant may apply again. */
function musicianEntry(status: UserInfo['writer_status'] | undefined): MusicianEntry {
  switch (status) {
    case 'approved':
      return { url: optionalUrl('musicianCentre'), icon: BadgeCheck, label: 'musician.centre' };
    case 'reviewing':
      return {
        url: optionalUrl('musicianApply'),
        icon: Hourglass,
        label: 'musician.apply',
        note: 'musician.reviewing',
      };
    case 'rejected':
      return { url: optionalUrl('musicianApply'), icon: MicVocal, label: 'musician.apply', note: 'musician.rejected' };
    default:
      return { url: optionalUrl('musicianApply'), icon: MicVocal, label: 'musician.apply' };
  }
}

function Entries({ user }: { user: UserInfo | undefined }) {
  useSignals();
  const { t } = useTranslation(['account', 'auth']);
  const member = isLoggedIn.value;
  // A visitor sees only what a visitor may use; the rest would only send them to log in.
  const mine = (entry: Entry): Entry => (member ? entry : { ...entry, url: undefined });
  const musician = musicianEntry(user?.writer_status);
  const creatorEntries: Entry[] = [
    mine({
      key: 'musician',
      url: musician.url,
      icon: musician.icon,
      label: t(musician.label),
      ...(musician.note ? { note: t(musician.note) } : {}),
    }),
    ...(user?.writer_status === 'approved'
      ? [
          { key: 'songUpload', url: optionalUrl('songUpload'), icon: MicVocal, label: t('musician.upload') },
          { key: 'albumUpload', url: optionalUrl('albumUpload'), icon: Disc3, label: t('musician.uploadAlbum') },
          { key: 'withdrawal', url: optionalUrl('withdrawal'), icon: Banknote, label: t('musician.withdraw') },
        ]
      : []),
    user?.brand_id
      ? { key: 'brand', url: optionalUrl('brandCentre'), icon: Building2, label: t('brand.centre') }
      : { key: 'brand', url: optionalUrl('brands'), icon: Building2, label: t('brand.join') },
    { key: 'makers', url: optionalUrl('makersList'), icon: Users, label: t('musician.directory') },
    { key: 'circle', url: optionalUrl('circle'), icon: MessagesSquare, label: t('circle.title') },
    mine({ key: 'circleMy', url: optionalUrl('circleMy'), icon: Newspaper, label: t('circle.mine') }),
    mine({ key: 'circleFavorite', url: optionalUrl('circleFavorite'), icon: Star, label: t('circle.favorites') }),
  ];
  return (
    <nav aria-label={t('entries')} className="entries">
      <EntryGroup
        title={t('groups.library')}
        entries={[
          mine({ key: 'myCollection', url: routeUrl('myCollection'), icon: Heart, label: t('myCollection.title') }),
          mine({ key: 'myAttention', url: routeUrl('myAttention'), icon: UserCheck, label: t('myAttention.title') }),
          mine({
            key: 'recentlyPlayed',
            url: routeUrl('recentlyPlayed'),
            icon: History,
            label: t('recentlyPlayed.title'),
          }),
          mine({ key: 'downloadLog', url: routeUrl('downloadLog'), icon: Download, label: t('downloadLog.title') }),
        ]}
      />
      <EntryGroup
        title={t('groups.wallet')}
        entries={[
          mine({ key: 'balance', url: optionalUrl('balance'), icon: Wallet, label: t('wallet.balance') }),
          mine({ key: 'score', url: optionalUrl('score'), icon: Coins, label: t('points') }),
          mine({ key: 'myCoupons', url: optionalUrl('myCoupons'), icon: Ticket, label: t('coupons') }),
          { key: 'couponCentre', url: optionalUrl('couponCentre'), icon: Gift, label: t('wallet.couponCentre') },
        ]}
      />
      <EntryGroup title={t('groups.creators')} entries={creatorEntries} />
      <EntryGroup
        title={t('groups.settings')}
        entries={[
          mine({ key: 'userInfo', url: routeUrl('userInfo'), icon: UserPen, label: t('userInfo.title') }),
          mine({
            key: 'updatePassword',
            url: routeUrl('updatePassword'),
            icon: KeyRound,
            label: t('updatePassword.title'),
            ...(user?.random_password ? { note: t('updatePassword.notSet') } : {}),
          }),
          mine({ key: 'binding', url: routeUrl('binding'), icon: Smartphone, label: t('binding.title') }),
          mine({ key: 'genres', url: routeUrl('customMusicGenre'), icon: Tags, label: t('genres.title') }),
        ]}
      />
      <EntryGroup
        title={t('groups.help')}
        entries={[
          { key: 'service', url: routeUrl('service'), icon: Headphones, label: t('service.title') },
          { key: 'help', url: routeUrl('help'), icon: CircleHelp, label: t('common.help') },
          { key: 'privacy', url: routeUrl('privacyPolicy'), icon: ShieldCheck, label: t('article.privacyPolicy') },
          { key: 'agreement', url: routeUrl('userAgreement'), icon: FileText, label: t('article.userAgreement') },
          mine({ key: 'loginTest', url: routeUrl('loginTest'), icon: ClipboardList, label: t('auth:test.title') }),
        ]}
      />
    </nav>
  );
}

function SignOutButton() {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  return (
    <button
      type="button"
      className="btn btn--plain btn--block sign-out"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      <LogOut aria-hidden="true" size={18} />
      {t('logout')}
    </button>
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
    <Page title={t('title')}>
      {isLoggedIn.value ? (
        <MemberCentre />
      ) : (
        <>
          <section className="card profile" aria-label={t('profile')}>
            <p>{t('intro')}</p>
            <AppLink to={ROUTES.login.path} className="btn btn--primary btn--block">
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
