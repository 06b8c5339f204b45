import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@/config/constants';
import { ChannelTabs, type ContactChannel, ContactCodeFields } from '@/entities/auth/components/ContactCodeFields';
import { isEmail, isMobile } from '@/entities/auth/validate';
import { changeContactChanges, changeEmail, changeMobile } from '@/entities/user/changeContact';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import { token } from '@/lib/session';
import { isCode } from '@/ui/code-input/code';
import { Page } from '@/ui/page/Page';
import { showToast } from '@/ui/toast/store';
import './account.css';
import { invalidate } from '@/entities/invalidate';

/** Changes the bound phone or e-mail: the code goes to the new one, which proves it is the user's. */
export default function BindingPage() {
  useSignals();
  const { t } = useTranslation(['account', 'auth']);
  const queryClient = useQueryClient();
  const user = useQuery(userInfoQuery(token.value)).data;
  const panelId = useId();
  const [channel, setChannel] = useState<ContactChannel>('mobile');
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');

  const bind = useMutation({
    mutationFn: () =>
      channel === 'mobile'
        ? changeMobile({ mobile: contact.trim(), captcha: code })
        : changeEmail({ email: contact.trim(), captcha: code }),
    onSuccess: async () => {
      showToast(t(channel === 'mobile' ? 'binding.mobileDone' : 'binding.emailDone'));
      setContact('');
      setCode('');
      await invalidate(queryClient, changeContactChanges);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending) return;
    let message: string | null = null;
    if (!(channel === 'mobile' ? isMobile(contact) : isEmail(contact)))
      message = channel === 'mobile' ? t('auth:mobileInvalid') : t('auth:emailInvalid');
    else if (!isCode(code)) message = t('auth:codeInvalid', { length: CODE_LENGTH });
    if (message) {
      showToast(message);
      return;
    }
    bind.mutate();
  };

  const current = channel === 'mobile' ? user?.mobile : user?.email;
  return (
    <Page title={t('binding.title')}>
      <ChannelTabs
        label={t('binding.which')}
        current={channel}
        panelId={panelId}
        onChange={(next) => {
          setChannel(next);
          setContact('');
          setCode('');
        }}
      />
      <form id={panelId} role="tabpanel" className="form" onSubmit={submit} noValidate>
        <p className="form__hint" aria-live="polite">
          {current ? t('binding.current', { contact: current }) : t('userInfo.notBound')}
        </p>
        <p className="form__hint">{t(channel === 'mobile' ? 'binding.newMobileHint' : 'binding.newEmailHint')}</p>
        <ContactCodeFields
          channel={channel}
          purpose={{ mobile: 'changemobile', email: 'changeemail' }}
          contact={contact}
          onContact={setContact}
          code={code}
          onCode={setCode}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={bind.isPending}>
          {t('binding.submit')}
        </button>
      </form>
    </Page>
  );
}
