import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@/config/constants';
import { ROUTES } from '@/config/paths';
import { ContactCodeFields } from '@/entities/auth/components/ContactCodeFields';
import { NewPasswordFields } from '@/entities/auth/components/NewPasswordFields';
import { registerAccount } from '@/entities/auth/registerAccount';
import { completeLogin } from '@/entities/auth/session-actions';
import { isMobile, isPassword } from '@/entities/auth/validate';
import { isCode } from '@/ui/code-input/code';
import { Field } from '@/ui/field/Field';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { showToast } from '@/ui/toast/store';

const USERNAME = /^[A-Za-z][A-Za-z0-9_]{2,29}$/;

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');

  const register = useMutation({
    mutationFn: () =>
      registerAccount({ username: username.trim(), mobile: mobile.trim(), captcha: code, password, repassword }),
    onSuccess: (result) => completeLogin(result.userinfo),
  });

  const problem = (): string | null => {
    if (!USERNAME.test(username.trim())) return t('usernameInvalid');
    if (!isMobile(mobile)) return t('mobileInvalid');
    if (!isCode(code)) return t('codeInvalid', { length: CODE_LENGTH });
    if (!isPassword(password)) return t('passwordInvalid');
    if (password !== repassword) return t('passwordMismatch');
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const message = problem();
    if (message) {
      showToast(message);
      return;
    }
    register.mutate();
  };

  return (
    <Page title={t('register.title')}>
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('username')} value={username} onValue={setUsername} autoComplete="username" />
        <ContactCodeFields
          channel="mobile"
          purpose="register"
          contact={mobile}
          onContact={setMobile}
          code={code}
          onCode={setCode}
        />
        <NewPasswordFields
          label={t('password')}
          password={password}
          onPassword={setPassword}
          repassword={repassword}
          onRepassword={setRepassword}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={register.isPending}>
          {t('register.submit')}
        </button>
      </form>
      <p className="form__links">
        <AppLink to={ROUTES.login.path} mode="redirect">
          {t('register.toLogin')}
        </AppLink>
      </p>
    </Page>
  );
}
