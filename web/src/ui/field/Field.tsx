import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_MAX_LENGTH } from '@/config/constants';
import './form.css';

/** The ids a field's parts refer to each other by: the control, its counter, its hint and its error. */
export function useFieldIds(hint: boolean, error: boolean, counted = false) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-count`;
  const describedBy =
    [counted ? counterId : null, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, counterId, describedBy };
}

/**
 * How much of a field's length is used. Part of the field's description rather than a live region, so it is
 * heard when the field is reached, not at every key.
 */
export function FieldCounter({ id, count, max }: { id: string; count: number; max: number }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="field__counter">
      {t('common.charCount', { count, max })}
    </p>
  );
}

/** The lines under a field's control: its hint, then what the form's check found wrong with it. */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
  announceError = false,
}: {
  hint: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
  /** Whether the error is also announced as it appears (a form whose check neither toasts nor moves the focus). */
  announceError?: boolean | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Something beside the input, such as the send-code button. */
  addon?: ReactNode;
  /** A line under the input that says what it takes; read out with it. */
  hint?: ReactNode;
  /** What the form's check found wrong with this field (see `form-errors.ts`); shown under it. */
  error?: string | undefined;
  /** Whether the error is also announced as it appears (a form whose check neither toasts nor moves the focus). */
  announceError?: boolean;
  /** Whether to count what is typed against `maxLength` under the input. */
  counted?: boolean;
  /** How the provider counts a value's length, when not by UTF-16 units as `maxLength` does. */
  countOf?: (value: string) => number;
}

/** A labelled one-line input, its hint and its error wired to it (`aria-describedby`, `aria-invalid`). */
export function Field({
  label,
  value,
  onValue,
  addon,
  hint,
  error,
  announceError,
  counted = false,
  countOf = (text) => text.length,
  maxLength = INPUT_MAX_LENGTH,
  ...input
}: FieldProps) {
  const { id, hintId, errorId, counterId, describedBy } = useFieldIds(Boolean(hint), Boolean(error), counted);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          value={value}
          maxLength={maxLength}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addon}
      </div>
      {counted ? <FieldCounter id={counterId} count={countOf(value)} max={maxLength} /> : null}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} announceError={announceError} />
    </div>
  );
}
