import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@/config/constants';
import { ContactCodeFields } from '@/entities/auth/components/ContactCodeFields';
import { Tabs } from '@/entities/auth/components/Tabs';
import { loginByAccount } from '@/entities/auth/loginByAccount';
import { loginByEmail } from '@/entities/auth/loginByEmail';
import { loginBySms } from '@/entities/auth/loginBySms';
import { completeLogin } from '@/entities/auth/session-actions';
import { isEmail, isMobile } from '@/entities/auth/validate';
import { showToast } from '@/lib/layers/toast';
import { routePath } from '@/lib/routes';
import { isCode } from '@/ui/code-input/code';
import { Field } from '@/ui/field/Field';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';

type Method = 'sms' | 'account' | 'email';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const panelId = useId();
  const [method, setMethod] = useState<Method>('sms');
  const [mobile, setMobile] = useState('');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');

  const login = useMutation({
    mutationFn: async () => {
      if (method === 'sms') return loginBySms({ mobile: mobile.trim(), captcha: code });
      if (method === 'email') return loginByEmail({ email: email.trim(), captcha: code });
      return loginByAccount({ account: account.trim(), password });
    },
    onSuccess: (result) => completeLogin(result.userinfo),
  });

  const problem = (): string | null => {
    if (method === 'sms') {
      if (!mobile.trim()) return t('mobileRequired');
      if (!isMobile(mobile)) return t('mobileInvalid');
    }
    if (method === 'email' && !isEmail(email)) return t('emailInvalid');
    if (method === 'account') {
      if (!account.trim()) return t('accountRequired');
      if (!password) return t('passwordRequired');
      return null;
    }
    if (!code) return t('codeRequired');
    if (!isCode(code)) return t('codeInvalid', { length: CODE_LENGTH });
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const message = problem();
    if (message) {
      showToast(message);
      return;
    }
    login.mutate();
  };

  return (
    <Page>
      <Tabs<Method>
        label={t('login.methods')}
        current={method}
        onChange={(next) => {
          setMethod(next);
          setCode('');
        }}
        panelId={panelId}
        tabs={[
          { key: 'sms', label: t('login.sms') },
          { key: 'account', label: t('login.account') },
          { key: 'email', label: t('login.email') },
        ]}
      />
      <form id={panelId} role="tabpanel" className="form" onSubmit={submit} noValidate>
        {method === 'sms' ? (
          <ContactCodeFields
            channel="mobile"
            purpose="login"
            contact={mobile}
            onContact={setMobile}
            code={code}
            onCode={setCode}
          />
        ) : null}
        {method === 'account' ? (
          <>
            <Field label={t('account')} value={account} onValue={setAccount} autoComplete="username" />
            <Field
              label={t('password')}
              value={password}
              onValue={setPassword}
              type="password"
              autoComplete="current-password"
            />
          </>
        ) : null}
        {method === 'email' ? (
          <ContactCodeFields
            channel="email"
            purpose="login"
            contact={email}
            onContact={setEmail}
            code={code}
            onCode={setCode}
          />
        ) : null}
        <SubmitButton className="btn btn--primary btn--block" pending={login.isPending}>
          {t('login.submit')}
        </SubmitButton>
      </form>
      <p className="form__links">
        <AppLink to={routePath('register')}>{t('login.toRegister')}</AppLink>
        <AppLink to={routePath('recoverAccess')}>{t('login.toRecover')}</AppLink>
      </p>
    </Page>
  );
}
