import { useTranslation } from 'react-i18next';
import { showToast } from '@/ui/toast/store';

/** The audio oversize message (the image one is the control's default). */
export function useAudioOversize() {
  const { t } = useTranslation('musician');
  return () => showToast(t('audioTooLarge'));
}
