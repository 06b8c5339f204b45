import { useTranslation } from 'react-i18next';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';
import { SubmitButton } from '@/ui/field/SubmitButton';

/** The audio oversize message (the image one is the control's default). */
export function useAudioOversize() {
  const { t } = useTranslation('musician');
  return () => showToast(t('audioTooLarge'));
}

/**
 * The end of a draft-keeping submission form (song, album): submit, which waits while the request is on its
 * way, and discard, which empties the form and its draft once the user confirms.
 */
export function DraftFormActions({
  pending,
  submitLabel,
  onDiscard,
}: {
  pending: boolean;
  submitLabel: string;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('musician');
  const discard = async () => {
    const answer = await openDialog({
      title: t('form.discardTitle'),
      content: t('form.discardContent'),
      confirmText: t('form.discard'),
      cancelText: t('common.cancel'),
    });
    if (answer === 'confirm') onDiscard();
  };
  return (
    <div className="form-actions">
      <SubmitButton className="btn btn--primary btn--block" pending={pending}>
        {submitLabel}
      </SubmitButton>
      <button type="button" className="btn btn--block btn--plain" onClick={() => void discard()}>
        {t('form.discard')}
      </button>
    </div>
  );
}
