import type { ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@/config/constants';
import { Field } from '@/ui/field/Field';
import { toCode } from './code';
import { SendCodeButton } from './SendCodeButton';

export interface CodeInputProps {
  value: string;
  onValue: (code: string) => void;
  /** Sends a code; resolves true when it went out, which starts the resend countdown. */
  onSend: () => Promise<boolean>;
  /** What the form's check found wrong with the code. */
  error?: string | undefined;
}

/** The 6-digit verification code field with its "get code" button and the 60 s resend countdown. */
export function CodeInput({ value, onValue, onSend, error }: CodeInputProps) {
  const { t } = useTranslation(['common', 'auth']);
  // maxLength would cut a pasted message before its digits are picked out, so a paste is read whole.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onValue(toCode(event.clipboardData.getData('text')));
  };
  return (
    <Field
      label={t('auth:code.code')}
      value={value}
      onValue={(next) => onValue(toCode(next))}
      onPaste={paste}
      inputMode="numeric"
      pattern={`\\d{${CODE_LENGTH}}`}
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      placeholder={t('auth:code.codePlaceholder', { length: CODE_LENGTH })}
      addon={<SendCodeButton onSend={onSend} />}
      error={error}
    />
  );
}
