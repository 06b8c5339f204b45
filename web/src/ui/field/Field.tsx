import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { INPUT_MAX_LENGTH } from '@/config/constants';
import './form.css';

/** The ids a field's parts refer to each other by: the control, its hint and its error. */
export function useFieldIds(hint: boolean, error: boolean) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
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
}

/** A labelled one-line input, its hint and its error wired to it (`aria-describedby`, `aria-invalid`). */
export function Field({
  label,
  value,
  onValue,
  addon,
  hint,
  error,
  maxLength = INPUT_MAX_LENGTH,
  ...input
}: FieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
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
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
