import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldCounter, FieldNotes, useFieldIds } from './Field';
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
  /** A label that is read but not shown, where the placeholder and the place say what the text is for. */
  labelHidden?: boolean;
  /** How the provider counts a value's length, when not by UTF-16 units as `maxLength` does. */
  countOf?: (value: string) => number;
}

/**
 * A labelled multi-line input, for profiles, descriptions and pasted share texts. With a `maxLength` it counts
 * what has been typed against it.
 */
export function TextAreaField({
  label,
  value,
  onValue,
  hint,
  error,
  announceError,
  labelHidden = false,
  countOf = (text) => text.length,
  rows = 3,
  maxLength,
  ...rest
}: TextAreaFieldProps) {
  const counted = maxLength !== undefined;
  const { id, hintId, errorId, counterId, describedBy } = useFieldIds(Boolean(hint), Boolean(error), counted);
  return (
    <div className="field">
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'field__label'}>
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
          aria-describedby={describedBy}
          {...rest}
        />
      </div>
      {counted ? <FieldCounter id={counterId} count={countOf(value)} max={maxLength} /> : null}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} announceError={announceError} />
    </div>
  );
}
