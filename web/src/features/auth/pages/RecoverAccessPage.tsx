import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@/config/constants';
import { ROUTES } from '@/config/paths';
import { ChannelTabs, type ContactChannel, ContactCodeFields } from '@/entities/auth/components/ContactCodeFields';
import { NewPasswordFields } from '@/entities/auth/components/NewPasswordFields';
import { resetPassword } from '@/entities/auth/resetPassword';
import { isEmail, isMobile, isPassword } from '@/entities/auth/validate';
import { navigation } from '@/lib/navigation';
import { isLoggedIn } from '@/lib/session';
import { isCode } from '@/ui/code-input/code';
import { Page } from '@/ui/page/Page';
import { showToast } from '@/ui/toast/store';

/** Sets a new password after proving the phone or e-mail; also how a random-password user sets theirs. */
export default function RecoverAccessPage() {
  const { t } = useTranslation('auth');
  const panelId = useId();
  const [channel, setChannel] = useState<ContactChannel>('mobile');
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');

  const validContact = channel === 'mobile' ? isMobile(contact) : isEmail(contact);
  const contactError = channel === 'mobile' ? t('mobileInvalid') : t('emailInvalid');

  const reset = useMutation({
    mutationFn: () =>
      resetPassword(
        channel === 'mobile'
          ? { type: 'mobile', mobile: contact.trim(), captcha: code, newpassword: password }
          : { type: 'email', email: contact.trim(), captcha: code, newpassword: password },
      ),
    onSuccess: async () => {
      showToast(t('recover.done'));
      await (isLoggedIn.value ? navigation.switchTab(ROUTES.user.path) : navigation.redirectTo(ROUTES.login.path));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    let message: string | null = null;
    if (!validContact) message = contactError;
    else if (!isCode(code)) message = t('codeInvalid', { length: CODE_LENGTH });
    else if (!isPassword(password)) message = t('passwordInvalid');
    else if (password !== repassword) message = t('passwordMismatch');
    if (message) {
      showToast(message);
      return;
    }
    reset.mutate();
  };

  return (
    <Page title={t('recover.title')}>
      <ChannelTabs
        label={t('recover.channels')}
        current={channel}
        panelId={panelId}
        onChange={(next) => {
          setChannel(next);
          setContact('');
          setCode('');
        }}
      />
      <form id={panelId} role="tabpanel" className="form" onSubmit={submit} noValidate>
        <ContactCodeFields
          channel={channel}
          purpose="resetpwd"
          contact={contact}
          onContact={setContact}
          code={code}
          onCode={setCode}
        />
        <NewPasswordFields
          label={t('newPassword')}
          password={password}
          onPassword={setPassword}
          repassword={repassword}
          onRepassword={setRepassword}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={reset.isPending}>
          {t('recover.submit')}
        </button>
      </form>
    </Page>
  );
}
