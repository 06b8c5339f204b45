import type { components } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLY_WORKS_MAX, AUDIO_MAX_BYTES, ID_NUMBER_PATTERN } from '@/config/constants';
import { applyWriter, applyWriterChanges, type WriterApplication } from '@/entities/writers/applyWriter';
import { type StoredApplication, storedApplication, writerInfoQuery } from '@/entities/writers/getWriterInfo';
import { parseCloudShareText } from '@/lib/cloud-drive';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { userText } from '@/lib/user-text';
import { Field } from '@/ui/field/Field';
import { FormSection } from '@/ui/field/FormSection';
import { TextAreaField } from '@/ui/field/TextAreaField';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { anyUploading, type UploadItem, uploadedUrls } from '@/ui/upload/model';
import { sendFile } from '@/ui/upload/send';
import { Upload } from '@/ui/upload/Upload';
import { CloudLinkField } from './components/CloudLinkField';
import { useAudioOversize } from './components/form';
import { keptUploads, useDraft } from './model/draft';
import './musician.css';
import { invalidate } from '@/entities/invalidate';
import { SubmitButton } from '@/ui/field/SubmitButton';

type WriterProfile = components['schemas']['WriterProfile'];

const EMPTY = {
  stageName: '',
  style: '',
  profile: '',
  realName: '',
  idNumber: '',
  emblem: [] as UploadItem[],
  portrait: [] as UploadItem[],
  worksBy: 'upload' as 'upload' | 'cloud',
  works: [] as UploadItem[],
  cloudText: '',
};
type ApplyForm = typeof EMPTY;

const restore = (draft: ApplyForm): ApplyForm => ({
  ...draft,
  worksBy: draft.worksBy === 'cloud' ? 'cloud' : 'upload',
  emblem: keptUploads(draft.emblem),
  portrait: keptUploads(draft.portrait),
  works: keptUploads(draft.works),
});

const uploaded = (url: string | undefined, name: string): UploadItem[] =>
  url
    ? [
        {
          id: `kept-${name}-${url}`,
          url,
          thumb: /\.(jpe?g|png|gif|webp)$/i.test(url) ? url : '',
          size: 0,
          name: url.split('/').pop() ?? name,
          type: '',
          status: 'success',
          message: '',
          progress: 1,
          deletable: true,
        },
      ]
    : [];

/** The last application as a form, for a rejected applicant to correct and send again. */
function formOf(application: StoredApplication | null): ApplyForm {
  if (!application) return EMPTY;
  const cloud = application.cloud_link;
  return {
    // The provider answers user text escaped; the form edits it as the user wrote it.
    stageName: userText(application.stage_name),
    style: userText(application.style),
    profile: userText(application.profile),
    realName: userText(application.real_name),
    idNumber: application.id_number,
    emblem: uploaded(application.id_photo_emblem, 'emblem'),
    portrait: uploaded(application.id_photo_portrait, 'portrait'),
    worksBy: cloud ? 'cloud' : 'upload',
    works: (application.works ?? []).flatMap((url, index) => uploaded(url, `work-${index}`)),
    // Written back as a share text the parser reads for every provider (all of them accept 提取码).
    cloudText: cloud ? `${cloud.link} 提取码：${cloud.code}` : '',
  };
}

/**
 * The first failing rule of the application, in the provider's order (the same messages), or the request
 * body when every field is filled in. Files still uploading make the user wait.
 */
export function checkApplication(
  form: ApplyForm,
  t: (key: string) => string,
): { error: string } | { body: WriterApplication } {
  const text = {
    stage_name: form.stageName.trim(),
    style: form.style.trim(),
    profile: form.profile.trim(),
    real_name: form.realName.trim(),
    id_number: form.idNumber.trim().toUpperCase(),
  };
  if (!text.stage_name) return { error: t('apply.errors.stageName') };
  if (!text.style) return { error: t('apply.errors.style') };
  if (!text.profile) return { error: t('apply.errors.profile') };
  if (!text.real_name) return { error: t('apply.errors.realName') };
  if (!text.id_number) return { error: t('apply.errors.idNumber') };
  if (!ID_NUMBER_PATTERN.test(text.id_number)) return { error: t('apply.errors.idNumberInvalid') };
  if (anyUploading([...form.emblem, ...form.portrait, ...form.works]))
    return { error: t('files:upload.waitForUpload') };
  const emblem = uploadedUrls(form.emblem)[0];
  if (!emblem) return { error: t('apply.errors.emblem') };
  const portrait = uploadedUrls(form.portrait)[0];
  if (!portrait) return { error: t('apply.errors.portrait') };
  const base = { ...text, id_photo_emblem: emblem, id_photo_portrait: portrait };
  if (form.worksBy === 'upload') {
    const works = uploadedUrls(form.works);
    if (works.length === 0) return { error: t('apply.errors.works') };
    return { body: { ...base, works } };
  }
  if (!form.cloudText.trim()) return { error: t('apply.errors.works') };
  const parsed = parseCloudShareText(form.cloudText);
  if (!parsed.ok)
    return { error: parsed.reason === 'unknown' ? t('files:cloudDrive.unknown') : t('files:cloudDrive.invalid') };
  return { body: { ...base, cloud_link: parsed.value } };
}

function StatePanel({ info, onApplyAgain }: { info: WriterProfile; onApplyAgain: () => void }) {
  const { t } = useTranslation(['musician', 'files']);
  const application = storedApplication(info.application);
  if (info.status === 'reviewing') {
    return (
      <section className="card state-panel" aria-labelledby="apply-state">
        <Hourglass aria-hidden="true" className="state-panel__icon" />
        <h2 id="apply-state">{t('apply.state.reviewing')}</h2>
        {application ? <p>{t('apply.state.submittedAs', { name: userText(application.stage_name) })}</p> : null}
        <p className="muted">{t('apply.state.reviewingHint')}</p>
      </section>
    );
  }
  if (info.status === 'rejected') {
    return (
      <section className="card state-panel state-panel--rejected" aria-labelledby="apply-state">
        <CircleX aria-hidden="true" className="state-panel__icon" />
        <h2 id="apply-state">{t('apply.state.rejected')}</h2>
        <p>{t('apply.state.reason', { reason: info.reason ? userText(info.reason) : t('apply.state.noReason') })}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={onApplyAgain}>
          {t('apply.state.applyAgain')}
        </button>
      </section>
    );
  }
  return (
    <section className="card state-panel state-panel--approved" aria-labelledby="apply-state">
      <CircleCheck aria-hidden="true" className="state-panel__icon" />
      <h2 id="apply-state">{t('apply.state.approved')}</h2>
      {info.writer ? <p>{userText(info.writer.nickname)}</p> : null}
      <AppLink to={routeUrl('musicianCentre')} className="btn btn--primary btn--block">
        {t('apply.state.toCentre')}
      </AppLink>
    </section>
  );
}

function ApplyForm({ info }: { info: WriterProfile }) {
  const { t } = useTranslation(['musician', 'files']);
  const queryClient = useQueryClient();
  const audioOversize = useAudioOversize();
  // A rejected applicant without a draft starts from what they sent last time.
  const draft = useDraft(STORAGE_KEYS.applyDraft, EMPTY, (kept) =>
    info.status === 'rejected' && JSON.stringify(kept) === JSON.stringify(EMPTY)
      ? formOf(storedApplication(info.application))
      : restore(kept),
  );
  const form = draft.value;
  const set = draft.field;

  const apply = useMutation({
    mutationFn: applyWriter,
    onSuccess: (profile) => {
      draft.discard();
      showToast(t('apply.submitted'));
      queryClient.setQueryData(writerInfoQuery(token.value).queryKey, profile);
      void invalidate(queryClient, applyWriterChanges);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const checked = checkApplication(form, (key) => t(key as never));
    if ('error' in checked) {
      if (checked.error === t('files:cloudDrive.unknown')) {
        await openDialog({ title: t('cloudLink.title'), content: checked.error, confirmText: t('form.ok') });
      } else showToast(checked.error);
      return;
    }
    apply.mutate(checked.body);
  };

  return (
    <form className="musician-form" noValidate onSubmit={submit} aria-label={t('apply.title')}>
      <FormSection title={t('apply.sections.public')}>
        <Field label={t('apply.stageName')} value={form.stageName} onValue={set('stageName')} maxLength={30} />
        <Field label={t('apply.style')} value={form.style} onValue={set('style')} />
        <TextAreaField label={t('apply.profile')} value={form.profile} onValue={set('profile')} maxLength={500} />
      </FormSection>
      <FormSection title={t('apply.sections.identity')}>
        <Field
          label={t('apply.realName')}
          value={form.realName}
          onValue={set('realName')}
          maxLength={30}
          autoComplete="name"
        />
        <Field
          label={t('apply.idNumber')}
          value={form.idNumber}
          onValue={set('idNumber')}
          maxLength={18}
          inputMode="text"
          autoComplete="off"
          aria-invalid={form.idNumber.length === 18 && !ID_NUMBER_PATTERN.test(form.idNumber)}
        />
        <div className="upload-pair">
          <Upload
            label={t('apply.emblem')}
            items={form.emblem}
            onChange={set('emblem')}
            upload={sendFile}
            accept="image/*"
          />
          <Upload
            label={t('apply.portrait')}
            items={form.portrait}
            onChange={set('portrait')}
            upload={sendFile}
            accept="image/*"
          />
        </div>
      </FormSection>
      <FormSection title={t('apply.sections.works')}>
        <div className="segmented" role="radiogroup" aria-label={t('apply.worksBy')}>
          {(['upload', 'cloud'] as const).map((mode) => (
            <label key={mode} className={`segmented__option${form.worksBy === mode ? ' is-active' : ''}`}>
              <input
                type="radio"
                name="worksBy"
                className="visually-hidden"
                checked={form.worksBy === mode}
                onChange={() => set('worksBy')(mode)}
              />
              {t(mode === 'upload' ? 'apply.worksUpload' : 'apply.worksCloud')}
            </label>
          ))}
        </div>
        {form.worksBy === 'upload' ? (
          <>
            <p className="muted form-hint">{t('apply.worksHint', { count: APPLY_WORKS_MAX })}</p>
            <Upload
              label={t('apply.works')}
              items={form.works}
              onChange={set('works')}
              upload={sendFile}
              accept="audio/*"
              maxCount={APPLY_WORKS_MAX}
              maxSize={AUDIO_MAX_BYTES}
              variant="list"
              onOversize={audioOversize}
            />
          </>
        ) : (
          <CloudLinkField value={form.cloudText} onValue={set('cloudText')} />
        )}
      </FormSection>
      <div className="form-actions">
        <SubmitButton className="btn btn--primary btn--block" pending={apply.isPending}>
          {t('apply.submit')}
        </SubmitButton>
        <button type="button" className="btn btn--block btn--plain" onClick={draft.discard}>
          {t('form.discard')}
        </button>
      </div>
    </form>
  );
}

/** Apply as a musician, or the state of the application once sent. */
export default function ApplyPage() {
  useSignals();
  const info = useQuery(writerInfoQuery(token.value));
  const [again, setAgain] = useState(false);
  return (
    <Page>
      <QueryView query={info}>
        {(data) =>
          data.status === 'none' || (data.status === 'rejected' && again) ? (
            <ApplyForm info={data} />
          ) : (
            <StatePanel info={data} onApplyAgain={() => setAgain(true)} />
          )
        }
      </QueryView>
    </Page>
  );
}
