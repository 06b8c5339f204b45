import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Z_INDEX_TOAST } from '@/config/constants';
import { loadingVisible } from '@/lib/layers/loading';

export function LoadingIndicator() {
  useSignals();
  const { t } = useTranslation();
  if (!loadingVisible.value) return null;
  return (
    <div className="loading" role="progressbar" aria-label={t('common.loading')} style={{ zIndex: Z_INDEX_TOAST }}>
      <span className="loading__spinner" aria-hidden="true" />
    </div>
  );
}
