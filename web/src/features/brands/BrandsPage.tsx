import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { brandListQuery } from '@/entities/brands/getBrandList';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { BrandSummary } from './BrandCard';
import './brands.css';

/** Every brand (label), largest team first. */
export default function BrandsPage() {
  useSignals();
  const { t } = useTranslation('brands');
  const list = useInfiniteQuery(brandListQuery(token.value));
  return (
    <Page>
      {token.value ? (
        <nav className="brand-links" aria-label={t('links')}>
          <AppLink to={routeUrl('brandCentre')} className="btn">
            {t('centre.title')}
          </AppLink>
        </nav>
      ) : null}
      <InfiniteList
        label={t('title')}
        {...pagedListProps(list)}
        getKey={(brand) => brand.id}
        empty={t('empty')}
        renderItem={(brand) => (
          <AppLink to={routeUrl('brandDetail', { id: brand.id })} className="brand-card">
            <BrandSummary brand={brand} />
          </AppLink>
        )}
      />
    </Page>
  );
}
