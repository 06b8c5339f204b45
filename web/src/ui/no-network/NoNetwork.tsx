import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Z_INDEX_NO_NETWORK } from '@/config/constants';
import { checking, offline, recheckConnection, watchConnection } from '@/lib/layers/no-network';
import { focusOnMount } from '@/ui/dialog/overlay';

/** The full-screen "no network" layer with a retry button that checks the connection again. */
export function NoNetwork() {
  useSignals();
  const { t } = useTranslation();
  const titleId = useId();
  useEffect(() => watchConnection(), []);
  if (!offline.value) return null;
  return (
    <div
      className="no-network screen-message"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      style={{ zIndex: Z_INDEX_NO_NETWORK }}
    >
      <span className="no-network__icon" aria-hidden="true">
        ⚠
      </span>
      <h2 id={titleId} className="no-network__title">
        {t('noNetwork.title')}
      </h2>
      <p className="no-network__body">{t('noNetwork.body')}</p>
      <button
        ref={focusOnMount}
        type="button"
        className="btn btn--primary"
        disabled={checking.value}
        onClick={() => void recheckConnection()}
      >
        {t('noNetwork.retry')}
      </button>
    </div>
  );
}
