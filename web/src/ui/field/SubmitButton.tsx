import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import './form.css';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Whether the request this button started is on its way: the button waits, and says so. */
  pending?: boolean;
  /** `submit` (the default) for a form's button; `button` for one that acts through its `onClick`. */
  type?: 'submit' | 'button';
  /**
   * Left enabled while pending (`aria-disabled` instead), so that a second tap is answered by the provider's
   * own refusal rather than lost: the payments, whose "Cannot submit repeatedly" the user should hear.
   */
  answersWhilePending?: boolean;
}

/**
 * A form's (or an action's) button that waits while its request is on its way: disabled so it cannot be sent
 * twice, `aria-busy` so assistive technology hears that it is working, and a spinner drawn beside the label.
 * The label stays, so the button keeps its accessible name while it waits.
 */
export function SubmitButton({
  pending = false,
  disabled,
  type = 'submit',
  answersWhilePending = false,
  className = 'btn btn--primary',
  children,
  ...rest
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      className={className}
      disabled={(pending && !answersWhilePending) || disabled}
      aria-disabled={pending && answersWhilePending ? true : undefined}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending ? <LoaderCircle className="btn__spinner" aria-hidden="true" size={16} /> : null}
      {children}
    </button>
  );
}
