import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Z_INDEX_NAVBAR } from '@/config/constants';

export interface NavBarProps {
  title: string;
  /** Without it the bar has no back button (tab pages). */
  onBack?: () => void;
}

export function NavBar({ title, onBack }: NavBarProps) {
  const { t } = useTranslation();
  return (
    <header className="nav-bar" style={{ zIndex: Z_INDEX_NAVBAR }}>
      {onBack ? (
        <button type="button" className="nav-bar__back" aria-label={t('common.back')} onClick={onBack}>
          <ChevronLeft aria-hidden="true" size={24} />
        </button>
      ) : null}
      <h1 className="nav-bar__title">{title}</h1>
    </header>
  );
}
