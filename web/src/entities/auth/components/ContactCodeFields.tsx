import type { RequestBody } from '@djshop/api';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/entities/auth/components/Tabs';
import { sendEmailCode } from '@/entities/auth/sendEmailCode';
import { sendSmsCode } from '@/entities/auth/sendSmsCode';
import { isEmail, isMobile } from '@/entities/auth/validate';
import { CodeInput } from '@/ui/code-input/CodeInput';
import { Field } from '@/ui/field/Field';
import { showToast } from '@/ui/toast/store';

/** Mainland mobile numbers have 11 digits. */
const MOBILE_LENGTH = 11;

type SmsPurpose = RequestBody<'sendSmsCode'>['event'];
type EmailPurpose = RequestBody<'sendEmailCode'>['event'];
/** One event for both channels, or one per channel where they differ (changemobile / changeemail). */
type Purpose = (SmsPurpose & EmailPurpose) | { mobile: SmsPurpose; email: EmailPurpose };

export type ContactChannel = 'mobile' | 'email';

/** The phone / e-mail tabs above the contact and code fields; the form below is their panel. */
export function ChannelTabs({
  label,
  current,
  panelId,
  onChange,
}: {
  label: string;
  current: ContactChannel;
  panelId: string;
  onChange: (channel: ContactChannel) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Tabs<ContactChannel>
      label={label}
      current={current}
      panelId={panelId}
      onChange={onChange}
      tabs={[
        { key: 'mobile', label: t('recover.byMobile') },
        { key: 'email', label: t('recover.byEmail') },
      ]}
    />
  );
}

export interface ContactCodeFieldsProps {
  channel: ContactChannel;
  /** What the code is for; the provider checks it against the account's existence. */
  purpose: Purpose;
  contact: string;
  onContact: (value: string) => void;
  code: string;
  onCode: (value: string) => void;
}

/** The phone (or e-mail) field and the code field that proves it, as login, register and recovery ask. */
export function ContactCodeFields({ channel, purpose, contact, onContact, code, onCode }: ContactCodeFieldsProps) {
  const { t } = useTranslation('auth');
  const mobile = channel === 'mobile';

  const send = async () => {
    if (!(mobile ? isMobile(contact) : isEmail(contact))) {
      showToast(mobile ? t('mobileInvalid') : t('emailInvalid'));
      return false;
    }
    if (mobile)
      await sendSmsCode({ mobile: contact.trim(), event: typeof purpose === 'string' ? purpose : purpose.mobile });
    else await sendEmailCode({ email: contact.trim(), event: typeof purpose === 'string' ? purpose : purpose.email });
    showToast(t('codeSent'));
    return true;
  };

  return (
    <>
      {mobile ? (
        <Field
          label={t('mobile')}
          value={contact}
          onValue={onContact}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={MOBILE_LENGTH}
        />
      ) : (
        <Field
          label={t('email')}
          value={contact}
          onValue={onContact}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      )}
      {/* A new channel is a new address: its countdown starts afresh. */}
      <CodeInput key={channel} value={code} onValue={onCode} onSend={send} />
    </>
  );
}
