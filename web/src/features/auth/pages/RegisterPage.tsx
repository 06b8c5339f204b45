import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactCodeForm, type ContactCodeSubmission } from '@/entities/auth/components/ContactCodeFields';
import { registerAccount } from '@/entities/auth/registerAccount';
import { completeLogin } from '@/entities/auth/session-actions';
import { isUsername } from '@/entities/auth/validate';
import { routePath } from '@/lib/routes';
import { Field } from '@/ui/field/Field';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');

  const register = useMutation({
    mutationFn: ({ contact, code, password }: ContactCodeSubmission) =>
      registerAccount({ username: username.trim(), mobile: contact, captcha: code, password, repassword: password }),
    onSuccess: (result) => completeLogin(result.userinfo),
  });

  return (
    <Page>
      <ContactCodeForm
        channels={['mobile']}
        purpose="register"
        newPasswordLabel={t('password')}
        submitLabel={t('register.submit')}
        pending={register.isPending}
        check={() => (isUsername(username) ? null : { field: 'username', message: t('usernameInvalid') })}
        before={({ errorOf, edit }) => (
          <Field
            label={t('username')}
            value={username}
            onValue={edit('username', setUsername)}
            autoComplete="username"
            error={errorOf('username')}
          />
        )}
        onSubmit={(values) => register.mutate(values)}
      />
      <p className="form__links">
        <AppLink to={routePath('login')} mode="redirect">
          {t('register.toLogin')}
        </AppLink>
      </p>
    </Page>
  );
}
