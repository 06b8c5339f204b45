import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIO_MAX_BYTES, SONG_BPM_MAX, SONG_BPM_MIN, SONG_GENRES_MAX } from '@/config/constants';
import { writerCategoriesQuery } from '@/entities/writers/getWriterCategories';
import { type SongSubmission, submitSong, submitSongChanges } from '@/entities/writers/submitSong';
import { parseCloudShareText } from '@/lib/cloud-drive';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';
import { normalisePrice } from '@/lib/money';
import { navigation } from '@/lib/navigation';
import { routeUrl } from '@/lib/routes';
import { STORAGE_KEYS } from '@/lib/storage';
import { userText } from '@/lib/user-text';
import { Field } from '@/ui/field/Field';
import { FormSection } from '@/ui/field/FormSection';
import { TextAreaField } from '@/ui/field/TextAreaField';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { anyUploading, type UploadItem, uploadedUrls } from '@/ui/upload/model';
import { sendFile } from '@/ui/upload/send';
import { Upload } from '@/ui/upload/Upload';
import { CloudLinkField } from './components/CloudLinkField';
import { DraftFormActions, useAudioOversize } from './components/form';
import { MusicianOnly } from './components/MusicianOnly';
import { keptUploads, useDraft } from './model/draft';
import './musician.css';
import { invalidate } from '@/entities/invalidate';

const EMPTY = {
  title: '',
  genres: [] as string[],
  price: '',
  cover: [] as UploadItem[],
  bpm: '',
  key: '',
  audioBy: 'upload' as 'upload' | 'cloud',
  audio: [] as UploadItem[],
  cloudText: '',
  description: '',
};
type SongForm = typeof EMPTY;

const restore = (draft: SongForm): SongForm => ({
  ...draft,
  genres: draft.genres.filter((genre): genre is string => typeof genre === 'string').slice(0, SONG_GENRES_MAX),
  audioBy: draft.audioBy === 'cloud' ? 'cloud' : 'upload',
  cover: keptUploads(draft.cover),
  audio: keptUploads(draft.audio),
});

/** Camelot codes (8A) or key names (F#m), as the contract's MusicKey. */
const KEY_PATTERN = /^([0-9]{1,2}[AB]|[A-G][#b]?m?)$/;

/** The first failing rule, in the provider's order and with its messages, or the request body. */
export function checkSong(form: SongForm, t: (key: string) => string): { error: string } | { body: SongSubmission } {
  const title = form.title.trim();
  if (!title) return { error: t('song.errors.title') };
  if (form.genres.length === 0) return { error: t('song.errors.genre') };
  if (!form.price.trim()) return { error: t('song.errors.price') };
  const price = normalisePrice(form.price);
  if (price === null) return { error: t('song.errors.priceInvalid') };
  if (anyUploading(form.cover)) return { error: t('files:upload.waitForUpload') };
  const cover = uploadedUrls(form.cover)[0];
  if (!cover) return { error: t('song.errors.cover') };
  const bpm = Number(form.bpm);
  if (!Number.isInteger(bpm) || bpm < SONG_BPM_MIN || bpm > SONG_BPM_MAX) return { error: t('song.errors.bpm') };
  const key = form.key.trim();
  if (!KEY_PATTERN.test(key)) return { error: t('song.errors.key') };
  const base = {
    title,
    genre: form.genres,
    price,
    cover,
    bpm,
    key,
    ...(form.description.trim() ? { description: form.description.trim() } : {}),
  };
  if (form.audioBy === 'upload') {
    if (anyUploading(form.audio)) return { error: t('files:upload.waitForUpload') };
    const file = uploadedUrls(form.audio)[0];
    if (!file) return { error: t('song.errors.file') };
    return { body: { ...base, file } };
  }
  if (!form.cloudText.trim()) return { error: t('song.errors.file') };
  const parsed = parseCloudShareText(form.cloudText);
  if (!parsed.ok)
    return { error: parsed.reason === 'unknown' ? t('files:cloudDrive.unknown') : t('files:cloudDrive.invalid') };
  return { body: { ...base, cloud_link: parsed.value } };
}

function GenrePicker({ value, onValue }: { value: string[]; onValue: (genres: string[]) => void }) {
  const { t } = useTranslation(['musician', 'files']);
  const categories = useQuery(writerCategoriesQuery());
  const toggle = (name: string) => {
    if (value.includes(name)) onValue(value.filter((genre) => genre !== name));
    else if (value.length >= SONG_GENRES_MAX) showToast(t('song.genreLimit', { count: SONG_GENRES_MAX }));
    else onValue([...value, name]);
  };
  return (
    <fieldset className="genre-picker">
      <legend className="field__label">{t('song.genres', { count: SONG_GENRES_MAX })}</legend>
      <QueryView query={categories} isEmpty={(data) => data.length === 0}>
        {(groups) =>
          groups.map((group) => (
            <div key={group.id} className="genre-picker__group">
              <p className="genre-picker__group-name">{userText(group.name)}</p>
              <div className="chips">
                {group.children.map((genre) => (
                  <label key={genre.id} className={`chip${value.includes(genre.name) ? ' is-active' : ''}`}>
                    <input
                      type="checkbox"
                      className="visually-hidden"
                      checked={value.includes(genre.name)}
                      onChange={() => toggle(genre.name)}
                    />
                    {userText(genre.name)}
                  </label>
                ))}
              </div>
            </div>
          ))
        }
      </QueryView>
    </fieldset>
  );
}

function SongUploadForm() {
  const { t } = useTranslation(['musician', 'files']);
  const queryClient = useQueryClient();
  const audioOversize = useAudioOversize();
  const draft = useDraft(STORAGE_KEYS.songDraft, EMPTY, restore);
  const form = draft.value;
  const set = draft.field;

  const submit = useMutation({
    mutationFn: submitSong,
    onSuccess: () => {
      draft.discard();
      showToast(t('song.submitted'));
      void invalidate(queryClient, submitSongChanges);
      void navigation.redirectTo(routeUrl('musicianCentre', { tab: 'submissions' }));
    },
    // A refused submit keeps the form as it is: the draft is untouched and the toast says why.
  });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const checked = checkSong(form, (key) => t(key as never));
    if ('error' in checked) {
      if (checked.error === t('files:cloudDrive.unknown')) {
        await openDialog({ title: t('cloudLink.title'), content: checked.error, confirmText: t('form.ok') });
      } else showToast(checked.error);
      return;
    }
    submit.mutate(checked.body);
  };

  return (
    <form className="musician-form" noValidate onSubmit={send} aria-label={t('song.title')}>
      <FormSection title={t('song.sections.facts')}>
        <Field label={t('song.name')} value={form.title} onValue={set('title')} maxLength={100} />
        <GenrePicker value={form.genres} onValue={set('genres')} />
        <Field label={t('song.price')} value={form.price} onValue={set('price')} inputMode="decimal" />
        <Field label={t('song.bpm')} value={form.bpm} onValue={set('bpm')} inputMode="numeric" maxLength={3} />
        <Field
          label={t('song.key')}
          value={form.key}
          onValue={set('key')}
          maxLength={4}
          placeholder={t('song.keyPlaceholder')}
        />
        <Upload label={t('song.cover')} items={form.cover} onChange={set('cover')} upload={sendFile} />
      </FormSection>
      <FormSection title={t('song.sections.audio')}>
        <div className="segmented" role="radiogroup" aria-label={t('song.audioBy')}>
          {(['upload', 'cloud'] as const).map((mode) => (
            <label key={mode} className={`segmented__option${form.audioBy === mode ? ' is-active' : ''}`}>
              <input
                type="radio"
                name="audioBy"
                className="visually-hidden"
                checked={form.audioBy === mode}
                onChange={() => set('audioBy')(mode)}
              />
              {t(mode === 'upload' ? 'song.audioUpload' : 'song.audioCloud')}
            </label>
          ))}
        </div>
        {form.audioBy === 'upload' ? (
          <Upload
            label={t('song.audio')}
            items={form.audio}
            onChange={set('audio')}
            upload={sendFile}
            accept="audio/*"
            maxSize={AUDIO_MAX_BYTES}
            variant="list"
            onOversize={audioOversize}
          />
        ) : (
          <CloudLinkField value={form.cloudText} onValue={set('cloudText')} />
        )}
      </FormSection>
      <FormSection title={t('song.sections.about')}>
        <TextAreaField
          label={t('song.description')}
          value={form.description}
          onValue={set('description')}
          maxLength={500}
        />
      </FormSection>
      <DraftFormActions pending={submit.isPending} submitLabel={t('song.submit')} onDiscard={draft.discard} />
    </form>
  );
}

/** A musician submits a song for review: its facts, cover and audio (a file or a cloud-drive link). */
export default function SongUploadPage() {
  return (
    <Page>
      <MusicianOnly>
        <SongUploadForm />
      </MusicianOnly>
    </Page>
  );
}
