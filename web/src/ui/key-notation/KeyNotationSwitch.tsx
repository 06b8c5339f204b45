import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { KEY_NOTATIONS, keyNotation, setKeyNotation } from '@/lib/key-notation';

/** How keys are written across the app: Camelot, Open Key or musical names (strings: the crate's namespace). */
export function KeyNotationSwitch() {
  useSignals();
  const { t } = useTranslation('crate');
  return (
    <fieldset className="language key-notation">
      <legend>{t('notation.label')}</legend>
      {KEY_NOTATIONS.map((notation) => (
        <label key={notation} className="language__option">
          <input
            type="radio"
            name="key-notation"
            value={notation}
            checked={keyNotation.value === notation}
            onChange={() => setKeyNotation(notation)}
          />
          {t(`notation.${notation}`)}
        </label>
      ))}
    </fieldset>
  );
}
