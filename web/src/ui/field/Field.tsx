import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { INPUT_MAX_LENGTH } from '@/config/constants';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Something beside the input, such as the send-code button. */
  addon?: ReactNode;
  /** What the form's check found wrong with this field (see `form-errors.ts`); shown under it. */
  error?: string | undefined;
}

export function Field({ label, value, onValue, addon, error, maxLength = INPUT_MAX_LENGTH, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
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
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
