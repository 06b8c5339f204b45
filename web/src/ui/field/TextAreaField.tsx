import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldNotes, useFieldIds } from './Field';
import './form.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** A line under the text that says what it takes; read out with it. */
  hint?: ReactNode;
  /** What the form's check found wrong with this field (see `form-errors.ts`); shown under it. */
  error?: string | undefined;
  /** Whether the error is also announced as it appears (a form whose check neither toasts nor moves the focus). */
  announceError?: boolean;
}

/**
 * A labelled multi-line input, for profiles, descriptions and pasted share texts. With a `maxLength` it counts
 * what has been typed against it; the count is part of the field's description rather than a live region, so it
 * is heard when the field is reached, not at every key.
 */
export function TextAreaField({
  label,
  value,
  onValue,
  hint,
  error,
  announceError,
  rows = 3,
  maxLength,
  ...rest
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  const counterId = useId();
  const counted = maxLength !== undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <textarea
          id={id}
          className="field__input field__input--area"
          rows={rows}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, counted ? counterId : null].filter(Boolean).join(' ') || undefined}
          {...rest}
        />
      </div>
      {counted ? (
        <p id={counterId} className="field__counter">
          {t('common.charCount', { count: value.length, max: maxLength })}
        </p>
      ) : null}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} announceError={announceError} />
    </div>
  );
}
