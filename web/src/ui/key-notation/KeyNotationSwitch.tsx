import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KEY_NOTATIONS, keyNotation, setKeyNotation } from '@/lib/key-notation';

/** How keys are written across the app: Camelot, Open Key or musical names (strings: the crate's namespace). */
export function KeyNotationSwitch() {
  useSignals();
  const { t } = useTranslation('crate');
  // A group name of its own: the user centre stays mounted behind the crate page, and two radio groups of one
  // name in a document are one group to the browser, which then leaves one of them with nothing checked.
  const name = useId();
  return (
    <fieldset className="language key-notation">
      <legend>{t('notation.label')}</legend>
      {KEY_NOTATIONS.map((notation) => (
        <label key={notation} className="language__option">
          <input
            type="radio"
            name={name}
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
