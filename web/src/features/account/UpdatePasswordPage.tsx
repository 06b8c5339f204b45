import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContactCodeForm } from '@/entities/auth/components/ContactCodeFields';
import { resetPassword, resetPasswordChanges } from '@/entities/auth/resetPassword';
import { resetPasswordBody } from '@/entities/auth/validate';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import { showToast } from '@/lib/layers/toast';
import { navigation } from '@/lib/navigation';
import { token } from '@/lib/session';
import { Page } from '@/ui/page/Page';
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

  const update = useMutation({
    mutationFn: resetPassword,
    onSuccess: async () => {
      showToast(t('updatePassword.done'));
      // The random-password notice goes once the provider has cleared its flag.
      await invalidate(queryClient, resetPasswordChanges);
      await navigation.navigateBack();
    },
  });

  return (
    <Page>
      {user?.random_password ? (
        <p className="notice" role="note">
          <ShieldAlert aria-hidden="true" size={18} />
          {t('updatePassword.randomNotice')}
        </p>
      ) : null}
      <ContactCodeForm
        channels={['mobile', 'email']}
        tabsLabel={t('auth:recover.channels')}
        // A user with only an e-mail bound starts on the e-mail tab (the profile is usually cached by then).
        initialChannel={user && !user.mobile && user.email ? 'email' : 'mobile'}
        purpose="resetpwd"
        newPasswordLabel={t('auth:newPassword')}
        submitLabel={t('updatePassword.title')}
        pending={update.isPending}
        before={({ channel }) => {
          const bound = channel === 'mobile' ? user?.mobile : user?.email;
          return (
            <p className="form__hint">
              {bound
                ? t(channel === 'mobile' ? 'updatePassword.boundMobile' : 'updatePassword.boundEmail', {
                    contact: bound,
                  })
                : t(channel === 'mobile' ? 'updatePassword.noMobile' : 'updatePassword.noEmail')}
            </p>
          );
        }}
        onSubmit={(values) => update.mutate(resetPasswordBody(values))}
      />
    </Page>
  );
}
