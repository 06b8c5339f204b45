import { useTranslation } from 'react-i18next';
import { routeUrl } from '@/lib/routes';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { CouponOffers } from './CouponOffers';

/** The coupon centre: claim each offer once; claimed coupons wait in my coupons and appear at checkout. */
export default function CouponCentrePage() {
  const { t } = useTranslation('coupons');
  return (
    <Page>
      <p className="coupon-intro">
        {t('centreIntro')} <AppLink to={routeUrl('myCoupons')}>{t('myCoupons')}</AppLink>
      </p>
      <CouponOffers label={t('centreTitle')} />
    </Page>
  );
}
