import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { showToast } from '@/lib/layers/toast';

/**
 * Copies a parcel's tracking number, with the clipboard's own message ('Content copied' or the failure).
 * `label` is the button's words where the number is not beside it (the card); 'Copy' next to the number.
 */
export function CopyTracking({ number, label }: { number: string; label?: string }) {
  const { t } = useTranslation('orders');
  return (
    <button
      type="button"
      className="btn"
      onClick={() => void copyText(number).then((outcome) => showToast(outcome.message))}
    >
      <Copy aria-hidden={true} size={16} /> {label ?? t('copy')}
    </button>
  );
}
