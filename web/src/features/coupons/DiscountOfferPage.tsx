import { useTranslation } from 'react-i18next';
import { routeUrl } from '@/lib/routes';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { CouponOffers } from './CouponOffers';

/** The welfare centre's discount offers: what each saves and on which totals, claimable from here too. */
export default function DiscountOfferPage() {
  const { t } = useTranslation('coupons');
  return (
    <Page>
      <p className="coupon-intro">
        {t('offersIntro')} <AppLink to={routeUrl('couponCentre')}>{t('centreTitle')}</AppLink>
      </p>
      <CouponOffers label={t('offersTitle')} />
    </Page>
  );
}
