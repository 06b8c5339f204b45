import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { INPUT_MAX_LENGTH } from '@/config/constants';
import { applyToBrand, applyToBrandChanges } from '@/entities/brands/applyToBrand';
import { brandDetailQuery } from '@/entities/brands/getBrandDetail';
import { isApiError } from '@/lib/api';
import { showToast } from '@/lib/layers/toast';
import { token } from '@/lib/session';
import { Page } from '@/ui/page/Page';
import { EmptyState, QueryView } from '@/ui/query-view/QueryView';
import { BrandSummary } from './BrandCard';
import { JoinState } from './JoinState';
import './brands.css';
import { invalidate } from '@/entities/invalidate';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { TextAreaField } from '@/ui/field/TextAreaField';

/** Asking to join a brand's team: the reason, then the application waits for the owner. */
export default function BrandApplyPage() {
  useSignals();
  const { t } = useTranslation('brands');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery(brandDetailQuery(valid ? id : 0, token.value));
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const apply = useMutation({
    mutationFn: () => applyToBrand(id, reason),
    onSuccess: () => {
      setError('');
      showToast(t('apply.sent'));
    },
    // The provider's refusal (already a toast) stays beside the form until the next try.
    onError: (failure) => setError(isApiError(failure) && failure.kind === 'business' ? failure.message : ''),
    onSettled: () => invalidate(queryClient, applyToBrandChanges),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    if (reason.trim() === '') {
      setError(t('apply.reasonRequired'));
      return;
    }
    setError('');
    apply.mutate();
  };

  return (
    <Page>
      {valid ? (
        <QueryView query={detail}>
          {(d) => (
            <section className="brand-section">
              <BrandSummary brand={d.brand} />
              {d.applied || d.brand.is_member ? (
                <JoinState brandId={d.brand.id} applied={d.applied} member={d.brand.is_member} />
              ) : (
                <form className="form" onSubmit={submit} noValidate>
                  <TextAreaField
                    label={t('apply.reason')}
                    className="brand-textarea"
                    rows={4}
                    maxLength={INPUT_MAX_LENGTH}
                    value={reason}
                    onValue={setReason}
                    error={error || undefined}
                    announceError
                  />
                  <SubmitButton className="btn btn--primary btn--block" pending={apply.isPending}>
                    {t('apply.submit')}
                  </SubmitButton>
                </form>
              )}
            </section>
          )}
        </QueryView>
      ) : (
        <EmptyState>{t('detail.missing')}</EmptyState>
      )}
    </Page>
  );
}
