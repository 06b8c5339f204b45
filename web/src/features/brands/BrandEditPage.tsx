import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_DESCRIPTION_MAX, BRAND_NAME_MAX } from '@/config/constants';
import { editBrand, editBrandChanges } from '@/entities/brands/editBrand';
import { myBrandTeamQuery } from '@/entities/brands/getMyBrandTeam';
import { isApiError } from '@/lib/api';
import { uploadFile } from '@/lib/api/operations/uploadFile';
import { showToast } from '@/lib/layers/toast';
import { navigation } from '@/lib/navigation';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import type { UploadItem } from '@/ui/upload/model';
import { Upload } from '@/ui/upload/Upload';
import type { Brand } from './BrandCard';
import { NoTeam } from './NoTeam';
import './brands.css';
import { invalidate } from '@/entities/invalidate';
import { Field } from '@/ui/field/Field';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { TextAreaField } from '@/ui/field/TextAreaField';

const logoItem = (src: string): UploadItem[] =>
  src
    ? [
        {
          id: 'brand-logo',
          url: src,
          thumb: src,
          size: 0,
          name: src.split('/').pop() ?? src,
          type: 'image/*',
          status: 'success',
          message: '',
          deletable: true,
        },
      ]
    : [];

function EditForm({ brand }: { brand: Brand }) {
  const { t } = useTranslation(['brands', 'files']);
  const queryClient = useQueryClient();
  // The form starts from the profile as the user wrote it, not as the provider escaped it.
  const [name, setName] = useState(() => userText(brand.name));
  const [description, setDescription] = useState(() => userText(brand.description));
  const [logo, setLogo] = useState<UploadItem[]>(() => logoItem(brand.logo));
  const [error, setError] = useState('');
  const save = useMutation({
    mutationFn: editBrand,
    onSuccess: () => {
      showToast(t('edit.saved'));
      void navigation.navigateBack();
    },
    onError: (failure) => setError(isApiError(failure) && failure.kind === 'business' ? failure.message : ''),
    onSettled: () => invalidate(queryClient, editBrandChanges),
  });
  const uploaded = logo.find((item) => item.status === 'success')?.url ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (name.trim() === '') return setError(t('edit.nameRequired'));
    if (logo.some((item) => item.status === 'uploading')) return setError(t('files:upload.waitForUpload'));
    if (!uploaded) return setError(t('edit.logoRequired'));
    setError('');
    save.mutate({ name, logo: uploaded, description });
  };

  return (
    <form className="form brand-section" onSubmit={submit} noValidate>
      <Field label={t('edit.name')} value={name} onValue={setName} maxLength={BRAND_NAME_MAX} />
      <Upload label={t('edit.logo')} items={logo} onChange={setLogo} upload={(file) => uploadFile(file)} maxCount={1} />
      <TextAreaField
        label={t('edit.description')}
        className="brand-textarea"
        rows={4}
        maxLength={BRAND_DESCRIPTION_MAX}
        value={description}
        onValue={setDescription}
      />
      {error ? (
        <p className="brand-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <SubmitButton className="btn btn--primary btn--block" pending={save.isPending}>
        {t('edit.save')}
      </SubmitButton>
    </form>
  );
}

/** The owner edits the brand's name, logo and description; anyone else is told only the owner can. */
export default function BrandEditPage() {
  useSignals();
  const { t } = useTranslation(['brands', 'files']);
  const team = useQuery(myBrandTeamQuery(token.value));
  // The provider's refusal (not being on a team) is an answer of its own, not a failed load.
  if (team.isError && isApiError(team.error) && team.error.kind === 'business') {
    return (
      <Page>
        <NoTeam message={team.error.message} retrying={team.isFetching} onRetry={() => void team.refetch()} />
      </Page>
    );
  }
  return (
    <Page>
      <QueryView query={team}>
        {(data) =>
          data.role === 'owner' ? (
            <EditForm brand={data.brand} />
          ) : (
            <p className="brand-note" role="alert">
              {t('edit.ownerOnly')}
            </p>
          )
        }
      </QueryView>
    </Page>
  );
}
