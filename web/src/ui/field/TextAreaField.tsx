import { type TextareaHTMLAttributes, useId } from 'react';
import './form.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
}

/** A labelled multi-line input, for profiles, descriptions and pasted share texts. */
export function TextAreaField({ label, value, onValue, rows = 3, ...rest }: TextAreaFieldProps) {
  const id = useId();
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
          onChange={(event) => onValue(event.target.value)}
          {...rest}
        />
      </div>
    </div>
  );
}
