import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_COUNTDOWN_S } from '@/config/constants';
import { useCountdown } from '@/ui/countdown/useCountdown';

export interface SendCodeButtonProps {
  /** Sends the code; resolves true when it went out (the countdown then starts). */
  onSend: () => Promise<boolean>;
}

/** "Get code" with the 60 s wait before another code may be asked for. */
export function SendCodeButton({ onSend }: SendCodeButtonProps) {
  const { t } = useTranslation(['common', 'auth']);
  const { left, start } = useCountdown(SMS_COUNTDOWN_S);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) start();
    } catch {
      // The request rules have already shown why the code was not sent.
    } finally {
      setSending(false);
    }
  };

  return (
    <button type="button" className="btn btn--code" disabled={left > 0 || sending} onClick={() => void send()}>
      {left > 0 ? t('auth:code.resendIn', { seconds: left }) : t('auth:code.getCode')}
    </button>
  );
}
