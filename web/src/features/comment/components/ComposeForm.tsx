import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_MAX_LENGTH } from '@/config/constants';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { TextAreaField } from '@/ui/field/TextAreaField';

export interface ComposeFormProps {
  label: string;
  placeholder: string;
  /** Sends the text; resolves once the provider has it (the form then clears), rejects when it refused. */
  onSend: (content: string) => Promise<unknown>;
  /** What the form answers (a reply to someone), with a way to drop it. */
  context?: { text: string; onClear: () => void } | undefined;
}

/**
 * Writing a comment or a reply: content required (checked before anything is sent), at most 140 characters,
 * and no second submission while one is on its way. A refused text stays in the box.
 */
export function ComposeForm({ label, placeholder, onSend, context }: ComposeFormProps) {
  const { t } = useTranslation('comment');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const content = text.trim();
    if (!content) {
      setError(true);
      return;
    }
    setError(false);
    setSending(true);
    try {
      await onSend(content);
      setText('');
    } catch {
      // The request rules have shown the provider's message; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="compose" onSubmit={(event) => void submit(event)} noValidate>
      {context ? (
        <p className="compose__context">
          {context.text}
          <button type="button" className="btn btn--plain" onClick={context.onClear}>
            {t('common.cancel')}
          </button>
        </p>
      ) : null}
      <TextAreaField
        label={label}
        labelHidden
        className="compose__input"
        value={text}
        maxLength={INPUT_MAX_LENGTH}
        rows={3}
        placeholder={placeholder}
        error={error ? t('required') : undefined}
        announceError
        onValue={(value) => {
          setText(value);
          if (error && value.trim()) setError(false);
        }}
      />
      <div className="compose__footer">
        <SubmitButton pending={sending}>{t('send')}</SubmitButton>
      </div>
    </form>
  );
}
