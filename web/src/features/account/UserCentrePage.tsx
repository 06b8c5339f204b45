import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { startTransition, useOptimistic } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/config/constants';
import { ROUTES } from '@/config/paths';
import { signOut } from '@/features/auth/model/session-actions';
import { formatDate, formatPrice } from '@/lib/format';
import { changeLocale } from '@/lib/i18n';
import { isLoggedIn, token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { userInfoQuery } from './api/getUserInfo';

function LanguageSwitch() {
  const { t, i18n } = useTranslation(['account', 'vip', 'auth']);
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

function Profile() {
  useSignals();
  const { t, i18n } = useTranslation(['account', 'vip', 'auth']);
  const query = useQuery(userInfoQuery(token.value));
  return (
    <QueryView query={query} skeleton={<div className="card profile profile--loading" aria-hidden="true" />}>
      {(user) => (
        <section className="card profile" aria-label={t('profile')}>
          <Image src={user.avatar} alt="" ratio={1} className="profile__avatar" eager />
          <div>
            <h2 className="profile__name">{userText(user.nickname)}</h2>
            <p className="profile__vip">
              {user.vip
                ? user.vip.expiretime === null
                  ? `${userText(user.vip.name)} · ${t('vip:lifetime')}`
                  : `${userText(user.vip.name)} · ${t('vip:expires', { date: formatDate(user.vip.expiretime, i18n.language) })}`
                : t('vip:notMember')}
            </p>
          </div>
          <dl className="stats">
            <div className="stats__item">
              <dt>{t('balance')}</dt>
              <dd>{formatPrice(user.money)}</dd>
            </div>
            <div className="stats__item">
              <dt>{t('points')}</dt>
              <dd>{user.score}</dd>
            </div>
          </dl>
        </section>
      )}
    </QueryView>
  );
}

export default function UserCentrePage() {
  useSignals();
  const { t } = useTranslation(['account', 'vip', 'auth']);
  return (
    <Page title={t('title')}>
      {isLoggedIn.value ? (
        <Profile />
      ) : (
        <section className="card profile" aria-label={t('profile')}>
          <p>{t('intro')}</p>
          <AppLink to={ROUTES.login.path} className="btn btn--primary btn--block">
            {t('common.login')}
          </AppLink>
        </section>
      )}
      <nav aria-label={t('entries')} className="entries">
        {isLoggedIn.value ? (
          <>
            <AppLink to={ROUTES.orders.path} className="entries__item">
              {t('buying.orders')}
            </AppLink>
            <AppLink to={ROUTES.balance.path} className="entries__item">
              {t('buying.balance')}
            </AppLink>
            <AppLink to={ROUTES.score.path} className="entries__item">
              {t('buying.points')}
            </AppLink>
            <AppLink to={ROUTES.myCoupons.path} className="entries__item">
              {t('buying.coupons')}
            </AppLink>
          </>
        ) : null}
        <AppLink to={ROUTES.couponCentre.path} className="entries__item">
          {t('buying.couponCentre')}
        </AppLink>
        <AppLink to={ROUTES.downloadLog.path} className="entries__item">
          {t('downloadLog.title')}
        </AppLink>
        <AppLink to={ROUTES.help.path} className="entries__item">
          {t('common.help')}
        </AppLink>
        {isLoggedIn.value ? (
          <AppLink to={ROUTES.loginTest.path} className="entries__item">
            {t('auth:test.title')}
          </AppLink>
        ) : null}
      </nav>
      <LanguageSwitch />
      {isLoggedIn.value ? (
        <button type="button" className="btn btn--plain btn--block" onClick={() => void signOut()}>
          {t('auth:logout')}
        </button>
      ) : null}
    </Page>
  );
}
