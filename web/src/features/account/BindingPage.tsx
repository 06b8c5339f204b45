import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContactCodeForm, type ContactCodeSubmission } from '@/entities/auth/components/ContactCodeFields';
import { invalidate } from '@/entities/invalidate';
import { changeContactChanges, changeEmail, changeMobile } from '@/entities/user/changeContact';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import { showToast } from '@/lib/layers/toast';
import { token } from '@/lib/session';
import { Page } from '@/ui/page/Page';
import './account.css';

/** Changes the bound phone or e-mail: the code goes to the new one, which proves it is the user's. */
export default function BindingPage() {
  useSignals();
  const { t } = useTranslation(['account', 'auth']);
  const queryClient = useQueryClient();
  const user = useQuery(userInfoQuery(token.value)).data;

  const bind = useMutation({
    mutationFn: ({ channel, contact, code }: ContactCodeSubmission) =>
      channel === 'mobile'
        ? changeMobile({ mobile: contact, captcha: code })
        : changeEmail({ email: contact, captcha: code }),
    onSuccess: async (_answer, { channel }) => {
      showToast(t(channel === 'mobile' ? 'binding.mobileDone' : 'binding.emailDone'));
      await invalidate(queryClient, changeContactChanges);
    },
  });

  return (
    <Page>
      <ContactCodeForm
        channels={['mobile', 'email']}
        tabsLabel={t('binding.which')}
        purpose={{ mobile: 'changemobile', email: 'changeemail' }}
        submitLabel={t('binding.submit')}
        pending={bind.isPending}
        before={({ channel }) => {
          const current = channel === 'mobile' ? user?.mobile : user?.email;
          return (
            <>
              <p className="form__hint" aria-live="polite">
                {current ? t('binding.current', { contact: current }) : t('userInfo.notBound')}
              </p>
              <p className="form__hint">{t(channel === 'mobile' ? 'binding.newMobileHint' : 'binding.newEmailHint')}</p>
            </>
          );
        }}
        onSubmit={(values, { clear }) => bind.mutate(values, { onSuccess: clear })}
      />
    </Page>
  );
}
