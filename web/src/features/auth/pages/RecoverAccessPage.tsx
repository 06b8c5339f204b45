import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContactCodeForm } from '@/entities/auth/components/ContactCodeFields';
import { resetPassword } from '@/entities/auth/resetPassword';
import { resetPasswordBody } from '@/entities/auth/validate';
import { showToast } from '@/lib/layers/toast';
import { navigation } from '@/lib/navigation';
import { routePath } from '@/lib/routes';
import { isLoggedIn } from '@/lib/session';
import { Page } from '@/ui/page/Page';

/** Sets a new password after proving the phone or e-mail; also how a random-password user sets theirs. */
export default function RecoverAccessPage() {
  const { t } = useTranslation('auth');

  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: async () => {
      showToast(t('recover.done'));
      await (isLoggedIn.value ? navigation.switchTab(routePath('user')) : navigation.redirectTo(routePath('login')));
    },
  });

  return (
    <Page>
      <ContactCodeForm
        channels={['mobile', 'email']}
        tabsLabel={t('recover.channels')}
        purpose="resetpwd"
        newPasswordLabel={t('newPassword')}
        submitLabel={t('recover.submit')}
        pending={reset.isPending}
        onSubmit={(values) => reset.mutate(resetPasswordBody(values))}
      />
    </Page>
  );
}
