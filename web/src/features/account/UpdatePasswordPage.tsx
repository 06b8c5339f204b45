import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@/config/constants';
import { ChannelTabs, type ContactChannel, ContactCodeFields } from '@/entities/auth/components/ContactCodeFields';
import { NewPasswordFields } from '@/entities/auth/components/NewPasswordFields';
import { resetPassword, resetPasswordChanges } from '@/entities/auth/resetPassword';
import { isEmail, isMobile, isPassword } from '@/entities/auth/validate';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import { navigation } from '@/lib/navigation';
import { token } from '@/lib/session';
import { isCode } from '@/ui/code-input/code';
import { Page } from '@/ui/page/Page';
import { showToast } from '@/ui/toast/store';
import './account.css';
import { invalidate } from '@/entities/invalidate';

/**
 * A new password, proved by a code to the bound phone or e-mail. Users whose account came with a random
 * password (created by SMS or e-mail login) are told to set one here.
 */
export default function UpdatePasswordPage() {
  useSignals();
  const { t } = useTranslation(['account', 'auth']);
  const queryClient = useQueryClient();
  const user = useQuery(userInfoQuery(token.value)).data;
  const panelId = useId();
  // A user with only an e-mail bound starts on the e-mail tab (the profile is usually cached by then).
  const [channel, setChannel] = useState<ContactChannel>(() =>
    user && !user.mobile && user.email ? 'email' : 'mobile',
  );
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');

  const update = useMutation({
    mutationFn: () =>
      resetPassword(
        channel === 'mobile'
          ? { type: 'mobile', mobile: contact.trim(), captcha: code, newpassword: password }
          : { type: 'email', email: contact.trim(), captcha: code, newpassword: password },
      ),
    onSuccess: async () => {
      showToast(t('updatePassword.done'));
      // The random-password notice goes once the provider has cleared its flag.
      await invalidate(queryClient, resetPasswordChanges);
      await navigation.navigateBack();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    let message: string | null = null;
    if (!(channel === 'mobile' ? isMobile(contact) : isEmail(contact)))
      message = channel === 'mobile' ? t('auth:mobileInvalid') : t('auth:emailInvalid');
    else if (!isCode(code)) message = t('auth:codeInvalid', { length: CODE_LENGTH });
    else if (!isPassword(password)) message = t('auth:passwordInvalid');
    else if (password !== repassword) message = t('auth:passwordMismatch');
    if (message) {
      showToast(message);
      return;
    }
    update.mutate();
  };

  const bound = channel === 'mobile' ? user?.mobile : user?.email;
  return (
    <Page title={t('updatePassword.title')}>
      {user?.random_password ? (
        <p className="notice" role="note">
          <ShieldAlert aria-hidden="true" size={18} />
          {t('updatePassword.randomNotice')}
        </p>
      ) : null}
      <ChannelTabs
        label={t('auth:recover.channels')}
        current={channel}
        panelId={panelId}
        onChange={(next) => {
          setChannel(next);
          setContact('');
          setCode('');
        }}
      />
      <form id={panelId} role="tabpanel" className="form" onSubmit={submit} noValidate>
        <p className="form__hint">
          {bound
            ? t(channel === 'mobile' ? 'updatePassword.boundMobile' : 'updatePassword.boundEmail', { contact: bound })
            : t(channel === 'mobile' ? 'updatePassword.noMobile' : 'updatePassword.noEmail')}
        </p>
        <ContactCodeFields
          channel={channel}
          purpose="resetpwd"
          contact={contact}
          onContact={setContact}
          code={code}
          onCode={setCode}
        />
        <NewPasswordFields
          label={t('auth:newPassword')}
          password={password}
          onPassword={setPassword}
          repassword={repassword}
          onRepassword={setRepassword}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={update.isPending}>
          {t('updatePassword.title')}
        </button>
      </form>
    </Page>
  );
}
