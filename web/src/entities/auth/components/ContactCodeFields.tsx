import type { RequestBody } from '@djshop/api';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/layers/toast';
import { CodeInput } from '@/ui/code-input/CodeInput';
import { Field } from '@/ui/field/Field';
import { type FormProblem, useFormErrors } from '@/ui/field/form-errors';
import { sendEmailCode } from '../sendEmailCode';
import { sendSmsCode } from '../sendSmsCode';
import {
  type AuthMessage,
  type ContactChannel,
  type ContactCodeField,
  contactCodeProblem,
  isEmail,
  isMobile,
} from '../validate';
import { NewPasswordFields } from './NewPasswordFields';
import { Tabs } from './Tabs';

export type { ContactChannel } from '../validate';

/** Mainland mobile numbers have 11 digits. */
const MOBILE_LENGTH = 11;

type SmsPurpose = RequestBody<'sendSmsCode'>['event'];
type EmailPurpose = RequestBody<'sendEmailCode'>['event'];
/** One event for both channels, or one per channel where they differ (changemobile / changeemail). */
type Purpose = (SmsPurpose & EmailPurpose) | { mobile: SmsPurpose; email: EmailPurpose };

/** The phone / e-mail tabs above the contact and code fields; the form below is their panel. */
function ChannelTabs({
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
  contactError?: string | undefined;
  codeError?: string | undefined;
  /** A contact that cannot be sent a code; toasted unless the form shows it its own way. */
  onInvalidContact?: (message: string) => void;
}

/** The phone (or e-mail) field and the code field that proves it, as login and the contact-code flow ask. */
export function ContactCodeFields({
  channel,
  purpose,
  contact,
  onContact,
  code,
  onCode,
  contactError,
  codeError,
  onInvalidContact = showToast,
}: ContactCodeFieldsProps) {
  const { t } = useTranslation('auth');
  const mobile = channel === 'mobile';

  const send = async () => {
    if (!(mobile ? isMobile(contact) : isEmail(contact))) {
      onInvalidContact(mobile ? t('mobileInvalid') : t('emailInvalid'));
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
          error={contactError}
        />
      ) : (
        <Field
          label={t('email')}
          value={contact}
          onValue={onContact}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={contactError}
        />
      )}
      {/* A new channel is a new address: its countdown starts afresh. */}
      <CodeInput key={channel} value={code} onValue={onCode} onSend={send} error={codeError} />
    </>
  );
}

/** What the flow sends on: the contact trimmed, and the new password where it asks for one. */
export interface ContactCodeSubmission {
  channel: ContactChannel;
  contact: string;
  code: string;
  password: string;
}

export interface ContactCodeFormProps {
  /** The channels offered; with both, tabs labelled `tabsLabel` choose, and a change empties the fields. */
  channels: readonly [ContactChannel] | readonly [ContactChannel, ContactChannel];
  tabsLabel?: string;
  /** The channel shown first (the first of `channels` unless given). */
  initialChannel?: ContactChannel;
  purpose: Purpose;
  /** The label of the new password; without it the flow asks for none (binding). */
  newPasswordLabel?: string;
  submitLabel: string;
  /** The page's request is on its way: the button waits, and a second submit is ignored. */
  pending: boolean;
  /**
   * What the page shows above the contact field for the current channel: hints, or fields of its own
   * (register's username), whose errors `errorOf` gives and whose setters `edit` wraps.
   */
  before?: (form: {
    channel: ContactChannel;
    errorOf: (field: string) => string | undefined;
    edit: <V>(field: string, set: (value: V) => void) => (value: V) => void;
  }) => ReactNode;
  /** The page's own checks, run before the flow's (register's username). */
  check?: () => FormProblem | null;
  /** Called with checked values; `clear` empties the contact, code and passwords (after a binding). */
  onSubmit: (values: ContactCodeSubmission, done: { clear: () => void }) => void;
}

/**
 * The contact-code-password flow of register, recover access, update password and binding: the phone or
 * e-mail (with tabs where both are offered), the send-code button with its 60 s countdown, the 6-digit code,
 * and the new password pair that must match; checked by `contactCodeProblem`, errors shown the one way
 * (ui/field/form-errors.ts).
 */
export function ContactCodeForm({
  channels,
  tabsLabel,
  initialChannel,
  purpose,
  newPasswordLabel,
  submitLabel,
  pending,
  before,
  check,
  onSubmit,
}: ContactCodeFormProps) {
  const { t } = useTranslation('auth');
  const panelId = useId();
  const errors = useFormErrors<ContactCodeField | (string & {})>();
  const [channel, setChannel] = useState<ContactChannel>(initialChannel ?? channels[0]);
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const withPassword = newPasswordLabel !== undefined;
  const tabbed = channels.length > 1;

  const clear = () => {
    setContact('');
    setCode('');
    setPassword('');
    setRepassword('');
    errors.clear();
  };

  const message = (m: AuthMessage) => t(m.key, m.values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const own = check?.();
    if (own) return errors.report(own);
    const problem = contactCodeProblem({
      channel,
      contact,
      code,
      ...(withPassword ? { password, repassword } : {}),
    });
    if (problem) return errors.report({ field: problem.field, message: message(problem.message) });
    onSubmit({ channel, contact: contact.trim(), code, password }, { clear });
  };

  return (
    <>
      {tabbed ? (
        <ChannelTabs
          label={tabsLabel ?? ''}
          current={channel}
          panelId={panelId}
          onChange={(next) => {
            setChannel(next);
            setContact('');
            setCode('');
            errors.clear();
          }}
        />
      ) : null}
      <form
        ref={errors.formRef}
        id={tabbed ? panelId : undefined}
        role={tabbed ? 'tabpanel' : undefined}
        className="form"
        onSubmit={submit}
        noValidate
      >
        {before?.({ channel, errorOf: errors.errorOf, edit: errors.edit })}
        <ContactCodeFields
          channel={channel}
          purpose={purpose}
          contact={contact}
          onContact={errors.edit('contact', setContact)}
          code={code}
          onCode={errors.edit('code', setCode)}
          contactError={errors.errorOf('contact')}
          codeError={errors.errorOf('code')}
          onInvalidContact={(text) => errors.report({ field: 'contact', message: text })}
        />
        {withPassword ? (
          <NewPasswordFields
            label={newPasswordLabel}
            password={password}
            onPassword={errors.edit('password', setPassword)}
            passwordError={errors.errorOf('password')}
            repassword={repassword}
            onRepassword={errors.edit('repassword', setRepassword)}
            repasswordError={errors.errorOf('repassword')}
          />
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
          {submitLabel}
        </button>
      </form>
    </>
  );
}
