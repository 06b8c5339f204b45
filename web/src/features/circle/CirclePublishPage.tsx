import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CIRCLE_CONTENT_MAX, CIRCLE_IMAGE_MAX, CIRCLE_TITLE_MAX } from '@/config/constants';
import { publishCircleArticle, publishCircleArticleChanges } from '@/entities/circle/publishCircleArticle';
import { uploadFile } from '@/lib/api/operations/uploadFile';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';
import { navigation } from '@/lib/navigation';
import { routeUrl } from '@/lib/routes';
import { Page } from '@/ui/page/Page';
import type { UploadItem } from '@/ui/upload/model';
import { Upload } from '@/ui/upload/Upload';
import { asPublished, storedLength } from './article-text';
import { type CircleDraft, clearDraft, EMPTY_DRAFT, readDraft, writeDraft } from './draft';
import './circle.css';
import { invalidate } from '@/entities/invalidate';
import { Field } from '@/ui/field/Field';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { TextAreaField } from '@/ui/field/TextAreaField';

type Errors = Partial<Record<'title' | 'content' | 'images', string>>;

/** Images of a stored draft, shown as uploaded files. */
const itemsOf = (images: readonly string[]): UploadItem[] =>
  images.map((src, n) => ({
    id: `draft-${n}`,
    url: src,
    thumb: src,
    size: 0,
    name: src.split('/').pop() ?? src,
    type: 'image/*',
    status: 'success',
    message: '',
    deletable: true,
  }));

/** Writing an article: title, text and up to nine images, kept as a draft on the device until published. */
export default function CirclePublishPage() {
  const { t } = useTranslation(['circle', 'files']);
  const queryClient = useQueryClient();
  const [initial] = useState(readDraft);
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  const [items, setItems] = useState<UploadItem[]>(() => itemsOf(initial.images));
  const [errors, setErrors] = useState<Errors>({});

  const uploaded = items.filter((item) => item.status === 'success').map((item) => item.url);
  const draft: CircleDraft = { title, content, images: uploaded };
  const serialised = JSON.stringify(draft);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is saved whenever its serialised form changes
  useEffect(() => writeDraft(draft), [serialised]);

  const publish = useMutation({
    mutationFn: publishCircleArticle,
    onSuccess: async () => {
      clearDraft();
      showToast(t('publish.done'));
      await invalidate(queryClient, publishCircleArticleChanges);
      void navigation.redirectTo(routeUrl('circle'));
    },
  });

  const validate = (): Errors => {
    const found: Errors = {};
    if (asPublished(title).trim() === '') found.title = t('publish.errors.titleRequired');
    else if (storedLength(title) > CIRCLE_TITLE_MAX)
      found.title = t('publish.errors.titleTooLong', { max: CIRCLE_TITLE_MAX });
    if (asPublished(content).trim() === '') found.content = t('publish.errors.contentRequired');
    else if (storedLength(content) > CIRCLE_CONTENT_MAX) {
      found.content = t('publish.errors.contentTooLong', { max: CIRCLE_CONTENT_MAX });
    }
    if (items.some((item) => item.status === 'uploading')) found.images = t('files:upload.waitForUpload');
    else if (items.some((item) => item.status === 'failed')) found.images = t('publish.errors.failedImages');
    else if (uploaded.length > CIRCLE_IMAGE_MAX)
      found.images = t('publish.errors.tooManyImages', { max: CIRCLE_IMAGE_MAX });
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A second tap while the first is on its way is not a second article.
    if (publish.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    publish.mutate({ title, content, images: uploaded });
  };

  const discard = async () => {
    const answer = await openDialog({
      title: t('publish.discardTitle'),
      content: t('publish.discardConfirm'),
      confirmText: t('publish.discard'),
      cancelText: t('common.cancel'),
    });
    if (answer !== 'confirm') return;
    clearDraft();
    setTitle(EMPTY_DRAFT.title);
    setContent(EMPTY_DRAFT.content);
    setItems([]);
    setErrors({});
  };

  const errorOf = (field: keyof Errors, id: string) =>
    errors[field] ? (
      <p id={`${id}-error`} className="circle-form__error" role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <Page>
      <form className="form circle-form" onSubmit={submit} noValidate>
        <Field
          label={t('publish.titleLabel')}
          className="field__input circle-form__title"
          value={title}
          onValue={setTitle}
          maxLength={CIRCLE_TITLE_MAX}
          counted
          countOf={storedLength}
          error={errors.title}
          announceError
        />
        <TextAreaField
          label={t('publish.contentLabel')}
          className="circle-textarea"
          rows={8}
          value={content}
          onValue={setContent}
          maxLength={CIRCLE_CONTENT_MAX}
          countOf={storedLength}
          error={errors.content}
          announceError
        />
        <Upload
          label={t('publish.images', { max: CIRCLE_IMAGE_MAX })}
          items={items}
          onChange={setItems}
          upload={(file) => uploadFile(file)}
          maxCount={CIRCLE_IMAGE_MAX}
        />
        {errorOf('images', 'circle-images')}
        <div className="circle-form__actions">
          <button type="button" className="btn" onClick={() => void discard()}>
            {t('publish.discard')}
          </button>
          <button type="button" className="btn" onClick={() => void navigation.navigateTo(routeUrl('circlePreview'))}>
            <Eye aria-hidden="true" size={16} /> {t('publish.preview')}
          </button>
          <SubmitButton pending={publish.isPending}>{t('publish.submit')}</SubmitButton>
        </div>
        <p className="circle-form__hint">{t('publish.draftHint')}</p>
      </form>
    </Page>
  );
}
