import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Z_INDEX_NO_NETWORK } from '@/config/constants';
import { retryAfterTimeout, timedOut } from '@/lib/layers/timeout';
import { focusOnMount } from '@/ui/dialog/overlay';

/**
 * "The connection timed out, click the screen to try again." taken literally: the message covers the
 * screen and a tap anywhere on it retries. It sits on the no-network layer's level: both stand for a
 * connection the page cannot go on without, and only one of them can be the reason at a time.
 */
export function TimeoutLayer() {
  useSignals();
  const { t } = useTranslation();
  const messageId = useId();
  if (!timedOut.value) return null;
  // The whole layer is one button, focused as it appears, so Enter or Space retries.
  return (
    <div
      className="timeout-layer"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={messageId}
      style={{ zIndex: Z_INDEX_NO_NETWORK }}
    >
      <button
        ref={focusOnMount}
        type="button"
        className="timeout-layer__retry screen-message"
        onClick={retryAfterTimeout}
      >
        <span className="timeout-layer__icon" aria-hidden="true">
          ↻
        </span>
        <span id={messageId}>{t('api.timeout')}</span>
      </button>
    </div>
  );
}
