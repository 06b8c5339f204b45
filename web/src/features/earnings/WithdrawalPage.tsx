import type { components } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writerAmountQuery } from '@/entities/writers/getWriterAmount';
import {
  requestWithdrawal,
  requestWithdrawalChanges,
  type WithdrawalRequest,
} from '@/entities/writers/requestWithdrawal';
import { formatPrice } from '@/lib/format';
import { showToast } from '@/lib/layers/toast';
import { centsOf, normalisePrice } from '@/lib/money';
import { navigation } from '@/lib/navigation';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { Field } from '@/ui/field/Field';
import { FormSection } from '@/ui/field/FormSection';
import { TextAreaField } from '@/ui/field/TextAreaField';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { anyUploading, type UploadItem, uploadedUrls } from '@/ui/upload/model';
import { sendFile } from '@/ui/upload/send';
import { Upload } from '@/ui/upload/Upload';
import { MusicianOnly } from './MusicianOnly';
import './earnings.css';
import { invalidate } from '@/entities/invalidate';
import { SubmitButton } from '@/ui/field/SubmitButton';

type Amount = components['schemas']['WriterAmount'];
type WithdrawType = WithdrawalRequest['type'];
const TYPES: readonly WithdrawType[] = ['alipay', 'wechat', 'bank'];

interface WithdrawForm {
  type: WithdrawType | '';
  amount: string;
  account: string;
  accountName: string;
  qrcode: UploadItem[];
  remarks: string;
  contact: string;
}

/** The first failing rule, in the provider's order and with its messages, or the request body. */
export function checkWithdrawal(
  form: WithdrawForm,
  amount: Amount,
  t: (key: string, options?: Record<string, string>) => string,
): { error: string } | { body: WithdrawalRequest } {
  if (!form.type) return { error: t('withdraw.errors.type') };
  const account = form.account.trim();
  if (!account) return { error: t('withdraw.errors.account') };
  const accountName = form.accountName.trim();
  if (!accountName) return { error: t('withdraw.errors.accountName') };
  const contact = form.contact.trim();
  if (!contact) return { error: t('withdraw.errors.contact') };
  if (!form.amount.trim()) return { error: t('withdraw.errors.amount') };
  const value = normalisePrice(form.amount);
  if (value === null) return { error: t('withdraw.errors.amountInvalid') };
  if (centsOf(value) < centsOf(amount.withdraw_min) || centsOf(value) === 0) {
    return { error: t('withdraw.errors.minimum', { min: formatPrice(amount.withdraw_min) }) };
  }
  if (centsOf(value) > centsOf(amount.balance)) return { error: t('withdraw.errors.balance') };
  if (anyUploading(form.qrcode)) return { error: t('files:upload.waitForUpload') };
  const qrcode = uploadedUrls(form.qrcode)[0];
  const remarks = form.remarks.trim();
  return {
    body: {
      type: form.type,
      amount: value,
      account,
      account_name: accountName,
      contact,
      ...(qrcode ? { qrcode } : {}),
      ...(remarks ? { remarks } : {}),
    },
  };
}

function WithdrawalForm({ amount }: { amount: Amount }) {
  const { t } = useTranslation('earnings');
  const queryClient = useQueryClient();
  const [form, setForm] = useState<WithdrawForm>({
    type: '',
    amount: '',
    account: '',
    accountName: '',
    qrcode: [],
    remarks: '',
    contact: '',
  });
  const set =
    <K extends keyof WithdrawForm>(field: K) =>
    (value: WithdrawForm[K]) =>
      setForm((current) => ({ ...current, [field]: value }));

  const withdraw = useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () => {
      showToast(t('withdraw.submitted'));
      void invalidate(queryClient, requestWithdrawalChanges);
      void navigation.redirectTo(routeUrl('musicianCentre', { tab: 'withdrawals' }));
    },
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (withdraw.isPending) return;
    const checked = checkWithdrawal(form, amount, (key, options) => String(t(key as never, options as never)));
    if ('error' in checked) showToast(checked.error);
    else withdraw.mutate(checked.body);
  };

  return (
    <form className="musician-form" noValidate onSubmit={send} aria-label={t('withdraw.title')}>
      <section className="card earnings earnings--compact" aria-label={t('withdraw.summary')}>
        <dl className="earnings__figures">
          <div className="earnings__figure">
            <dt>{t('centre.balance')}</dt>
            <dd data-testid="withdraw-balance">{formatPrice(amount.balance)}</dd>
          </div>
          <div className="earnings__figure">
            <dt>{t('centre.frozen')}</dt>
            <dd>{formatPrice(amount.frozen)}</dd>
          </div>
          <div className="earnings__figure">
            <dt>{t('withdraw.minimum')}</dt>
            <dd>{formatPrice(amount.withdraw_min)}</dd>
          </div>
        </dl>
      </section>
      <FormSection title={t('withdraw.sections.method')}>
        <div className="segmented" role="radiogroup" aria-label={t('withdraw.method')}>
          {TYPES.map((type) => (
            <label key={type} className={`segmented__option${form.type === type ? ' is-active' : ''}`}>
              <input
                type="radio"
                name="type"
                className="visually-hidden"
                checked={form.type === type}
                onChange={() => set('type')(type)}
              />
              {t(`withdraw.types.${type}`)}
            </label>
          ))}
        </div>
        <Field
          label={t('withdraw.amount')}
          value={form.amount}
          onValue={set('amount')}
          inputMode="decimal"
          addon={
            <button type="button" className="btn btn--code" onClick={() => set('amount')(amount.balance)}>
              {t('withdraw.all')}
            </button>
          }
        />
        <Field label={t('withdraw.account')} value={form.account} onValue={set('account')} maxLength={64} />
        <Field label={t('withdraw.accountName')} value={form.accountName} onValue={set('accountName')} maxLength={30} />
        <Upload label={t('withdraw.qrcode')} items={form.qrcode} onChange={set('qrcode')} upload={sendFile} />
      </FormSection>
      <FormSection title={t('withdraw.sections.contact')}>
        <Field label={t('withdraw.contact')} value={form.contact} onValue={set('contact')} maxLength={64} />
        <TextAreaField label={t('withdraw.remarks')} value={form.remarks} onValue={set('remarks')} maxLength={140} />
      </FormSection>
      <div className="form-actions">
        <SubmitButton className="btn btn--primary btn--block" pending={withdraw.isPending}>
          {t('withdraw.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

function Withdrawal() {
  useSignals();
  const amount = useQuery(writerAmountQuery(token.value));
  return <QueryView query={amount}>{(data) => <WithdrawalForm amount={data} />}</QueryView>;
}

/** A musician asks to withdraw earnings to Alipay, WeChat or a bank card. */
export default function WithdrawalPage() {
  return (
    <Page>
      <MusicianOnly>
        <Withdrawal />
      </MusicianOnly>
    </Page>
  );
}
