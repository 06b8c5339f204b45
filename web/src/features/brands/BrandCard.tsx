import type { Schema } from '@djshop/api';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';

export type Brand = Schema<'Brand'>;

/** A brand's logo, name, description and team size. */
export function BrandSummary({ brand, heading = 'h2' }: { brand: Brand; heading?: 'h1' | 'h2' | 'h3' }) {
  const { t } = useTranslation('brands');
  const Heading = heading;
  return (
    <div className="brand-summary">
      <Image src={brand.logo} alt="" ratio={1} className="brand-summary__logo" eager />
      <div className="brand-summary__body">
        <Heading className="brand-summary__name">{userText(brand.name)}</Heading>
        <p className="brand-summary__description">{userText(brand.description)}</p>
        <p className="brand-summary__meta">
          <Users aria-hidden="true" size={14} /> {t('members', { count: brand.members })}
          {brand.is_member ? <span className="brand-badge">{t('joined')}</span> : null}
        </p>
      </div>
    </div>
  );
}
