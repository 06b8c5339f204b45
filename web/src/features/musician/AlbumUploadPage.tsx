import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALBUM_WORKS_MAX, CHANNEL_ID } from '@/config/constants';
import { writerInfoQuery } from '@/entities/writers/getWriterInfo';
import { writerSongsQuery } from '@/entities/writers/getWriterWorks';
import { type AlbumSubmission, submitAlbum, submitAlbumChanges } from '@/entities/writers/submitAlbum';
import { formatPrice } from '@/lib/format';
import { showToast } from '@/lib/layers/toast';
import { normalisePrice } from '@/lib/money';
import { navigation } from '@/lib/navigation';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { userText } from '@/lib/user-text';
import { Field } from '@/ui/field/Field';
import { FormSection } from '@/ui/field/FormSection';
import { TextAreaField } from '@/ui/field/TextAreaField';
import { Image } from '@/ui/image/Image';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { Page } from '@/ui/page/Page';
import { anyUploading, type UploadItem, uploadedUrls } from '@/ui/upload/model';
import { sendFile } from '@/ui/upload/send';
import { Upload } from '@/ui/upload/Upload';
import { DraftFormActions } from './components/form';
import { MusicianOnly } from './components/MusicianOnly';
import { keptUploads, useDraft } from './model/draft';
import './musician.css';
import { invalidate } from '@/entities/invalidate';

type Column = AlbumSubmission['column'];
const COLUMNS = Object.entries(CHANNEL_ID) as [keyof typeof CHANNEL_ID, Column][];

const EMPTY = {
  name: '',
  cover: [] as UploadItem[],
  column: 0,
  price: '',
  description: '',
  works: [] as number[],
};
type AlbumForm = typeof EMPTY;

const restore = (draft: AlbumForm): AlbumForm => ({
  ...draft,
  cover: keptUploads(draft.cover),
  column: COLUMNS.some(([, id]) => id === draft.column) ? draft.column : 0,
  works: draft.works.filter((id): id is number => Number.isInteger(id) && id > 0),
});

/** The first failing rule, in the provider's order and with its messages, or the request body. */
export function checkAlbum(form: AlbumForm, t: (key: string) => string): { error: string } | { body: AlbumSubmission } {
  const name = form.name.trim();
  if (!name) return { error: t('album.errors.name') };
  if (anyUploading(form.cover)) return { error: t('files:upload.waitForUpload') };
  const cover = uploadedUrls(form.cover)[0];
  if (!cover) return { error: t('album.errors.cover') };
  const column = COLUMNS.find(([, id]) => id === form.column)?.[1];
  if (column === undefined) return { error: t('album.errors.column') };
  if (!form.price.trim()) return { error: t('album.errors.price') };
  const price = normalisePrice(form.price);
  if (price === null) return { error: t('song.errors.priceInvalid') };
  if (form.works.length === 0) return { error: t('album.errors.works') };
  return {
    body: {
      name,
      cover,
      column,
      price,
      works: form.works,
      ...(form.description.trim() ? { description: form.description.trim() } : {}),
    },
  };
}

function WorksPicker({ value, onValue }: { value: number[]; onValue: (works: number[]) => void }) {
  useSignals();
  const { t } = useTranslation('musician');
  const info = useQuery(writerInfoQuery(token.value));
  const songs = useInfiniteQuery(writerSongsQuery(info.data?.writer?.id));
  const toggle = (id: number) => {
    if (value.includes(id)) onValue(value.filter((work) => work !== id));
    else if (value.length >= ALBUM_WORKS_MAX) showToast(t('album.worksLimit', { count: ALBUM_WORKS_MAX }));
    else onValue([...value, id]);
  };
  const list = pagedListProps(songs);
  return (
    <fieldset className="works-picker">
      <legend className="field__label">{t('album.works', { count: value.length })}</legend>
      <InfiniteList
        label={t('album.worksList')}
        {...list}
        loading={list.loading || info.isPending}
        error={list.error || info.isError}
        onRetry={() => (info.isError ? void info.refetch() : list.onRetry?.())}
        empty={t('album.noSongs')}
        getKey={(goods) => goods.id}
        renderItem={(goods) => (
          <label className="work-option">
            <input type="checkbox" checked={value.includes(goods.id)} onChange={() => toggle(goods.id)} />
            <Image src={goods.image} alt="" ratio={1} className="work-option__cover" />
            <span className="work-option__title">{userText(goods.title)}</span>
            <span className="work-option__price">{formatPrice(goods.price)}</span>
          </label>
        )}
      />
    </fieldset>
  );
}

function AlbumUploadForm() {
  const { t } = useTranslation('musician');
  const queryClient = useQueryClient();
  const draft = useDraft(STORAGE_KEYS.albumDraft, EMPTY, restore);
  const form = draft.value;
  const set = draft.field;

  const submit = useMutation({
    mutationFn: submitAlbum,
    onSuccess: () => {
      draft.discard();
      showToast(t('album.submitted'));
      void invalidate(queryClient, submitAlbumChanges);
      void navigation.redirectTo(routeUrl('musicianCentre', { tab: 'submissions' }));
    },
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const checked = checkAlbum(form, (key) => t(key as never));
    if ('error' in checked) showToast(checked.error);
    else submit.mutate(checked.body);
  };

  return (
    <form className="musician-form" noValidate onSubmit={send} aria-label={t('album.title')}>
      <FormSection title={t('album.sections.facts')}>
        <Field label={t('album.name')} value={form.name} onValue={set('name')} maxLength={100} />
        <Upload label={t('album.cover')} items={form.cover} onChange={set('cover')} upload={sendFile} />
        <fieldset className="column-picker">
          <legend className="field__label">{t('album.column')}</legend>
          <div className="chips">
            {COLUMNS.map(([key, id]) => (
              <label key={id} className={`chip${form.column === id ? ' is-active' : ''}`}>
                <input
                  type="radio"
                  name="column"
                  className="visually-hidden"
                  checked={form.column === id}
                  onChange={() => set('column')(id)}
                />
                {t(`album.columns.${key}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={t('album.price')} value={form.price} onValue={set('price')} inputMode="decimal" />
        <TextAreaField
          label={t('album.description')}
          value={form.description}
          onValue={set('description')}
          maxLength={500}
        />
      </FormSection>
      <FormSection title={t('album.sections.works')}>
        <WorksPicker value={form.works} onValue={set('works')} />
      </FormSection>
      <DraftFormActions pending={submit.isPending} submitLabel={t('album.submit')} onDiscard={draft.discard} />
    </form>
  );
}

/** A musician collects their published songs into an album and submits it for review. */
export default function AlbumUploadPage() {
  return (
    <Page>
      <MusicianOnly>
        <AlbumUploadForm />
      </MusicianOnly>
    </Page>
  );
}
