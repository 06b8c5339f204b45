import type { components } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITER_GENRES_MAX } from '@/config/constants';
import {
  editWriterProfile,
  editWriterProfileChanges,
  type WriterProfileEdit,
} from '@/entities/writers/editWriterProfile';
import { writerCategoriesQuery } from '@/entities/writers/getWriterCategories';
import { writerInfoQuery } from '@/entities/writers/getWriterInfo';
import { showToast } from '@/lib/layers/toast';
import { navigation } from '@/lib/navigation';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Field } from '@/ui/field/Field';
import { FormSection } from '@/ui/field/FormSection';
import { TextAreaField } from '@/ui/field/TextAreaField';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { anyUploading, type UploadItem, uploadedUrls } from '@/ui/upload/model';
import { sendFile } from '@/ui/upload/send';
import { Upload } from '@/ui/upload/Upload';
import { NotMusician } from './components/NotMusician';
import './musician.css';
import { invalidate } from '@/entities/invalidate';
import { SubmitButton } from '@/ui/field/SubmitButton';

type Writer = components['schemas']['Writer'];

const avatarItem = (url: string): UploadItem[] =>
  url
    ? [
        {
          id: `avatar-${url}`,
          url,
          thumb: url,
          size: 0,
          name: url.split('/').pop() ?? 'avatar',
          type: 'image/*',
          status: 'success',
          message: '',
          progress: 1,
          deletable: true,
        },
      ]
    : [];

function ProfileForm({ writer }: { writer: Writer }) {
  const { t } = useTranslation(['musician', 'files']);
  const queryClient = useQueryClient();
  const categories = useQuery(writerCategoriesQuery());
  const [nickname, setNickname] = useState(userText(writer.nickname));
  const [avatar, setAvatar] = useState(() => avatarItem(writer.avatar));
  const [style, setStyle] = useState(userText(writer.style));
  const [profile, setProfile] = useState(userText(writer.profile));
  const [genres, setGenres] = useState<string[]>(writer.genres);

  const save = useMutation({
    mutationFn: editWriterProfile,
    onSuccess: (updated) => {
      showToast(t('profile.saved'));
      queryClient.setQueryData(writerInfoQuery(token.value).queryKey, (current) =>
        current ? { ...current, writer: updated } : current,
      );
      void invalidate(queryClient, editWriterProfileChanges);
      void navigation.navigateBack();
    },
  });

  const toggle = (name: string) => {
    if (genres.includes(name)) setGenres(genres.filter((genre) => genre !== name));
    else if (genres.length >= WRITER_GENRES_MAX) showToast(t('song.genreLimit', { count: WRITER_GENRES_MAX }));
    else setGenres([...genres, name]);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!nickname.trim()) return showToast(t('apply.errors.stageName'));
    if (anyUploading(avatar)) return showToast(t('files:upload.waitForUpload'));
    const url = uploadedUrls(avatar)[0];
    if (!url) return showToast(t('profile.errors.avatar'));
    const body: WriterProfileEdit = { nickname: nickname.trim(), avatar: url, style: style.trim(), profile, genres };
    save.mutate(body);
  };

  return (
    <form className="musician-form" noValidate onSubmit={send} aria-label={t('profile.editTitle')}>
      <FormSection title={t('profile.sections.public')}>
        <Upload label={t('profile.avatar')} items={avatar} onChange={setAvatar} upload={sendFile} />
        <Field label={t('apply.stageName')} value={nickname} onValue={setNickname} maxLength={30} />
        <Field label={t('apply.style')} value={style} onValue={setStyle} />
        <TextAreaField label={t('apply.profile')} value={profile} onValue={setProfile} maxLength={500} />
      </FormSection>
      <FormSection title={t('profile.genres')}>
        <QueryView query={categories} isEmpty={(data) => data.length === 0}>
          {(groups) => (
            <div className="chips">
              {groups
                .flatMap((group) => group.children)
                .map((genre) => (
                  <label key={genre.id} className={`chip${genres.includes(genre.name) ? ' is-active' : ''}`}>
                    <input
                      type="checkbox"
                      className="visually-hidden"
                      checked={genres.includes(genre.name)}
                      onChange={() => toggle(genre.name)}
                    />
                    {userText(genre.name)}
                  </label>
                ))}
            </div>
          )}
        </QueryView>
      </FormSection>
      <div className="form-actions">
        <SubmitButton className="btn btn--primary btn--block" pending={save.isPending}>
          {t('profile.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The musician edits their public profile: avatar, stage name, style, profile and genres. */
export default function ProfileEditPage() {
  useSignals();
  const info = useQuery(writerInfoQuery(token.value));
  return (
    <Page>
      <QueryView query={info}>
        {(data) =>
          data.status === 'approved' && data.writer ? (
            <ProfileForm writer={data.writer} />
          ) : (
            <NotMusician status={data.status} />
          )
        }
      </QueryView>
    </Page>
  );
}
