import type { RequestBody, Schema } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BIO_MAX_LENGTH, NICKNAME_MAX_LENGTH } from '@/config/constants';
import { editUserInfo } from '@/entities/user/editUserInfo';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import { uploadFile } from '@/lib/api/operations/uploadFile';
import { showToast } from '@/lib/layers/toast';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Field } from '@/ui/field/Field';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import type { UploadItem } from '@/ui/upload/model';
import { Upload } from '@/ui/upload/Upload';
import { clearProfileDraft, readProfileDraft, writeProfileDraft } from './model/profile-draft';
import './account.css';
import { SubmitButton } from '@/ui/field/SubmitButton';
import { TextAreaField } from '@/ui/field/TextAreaField';

type UserInfo = Schema<'UserInfo'>;
type Gender = Schema<'Gender'>;
type Changes = Omit<RequestBody<'editUserInfo'>, 'avatar'>;

const GENDERS: readonly Gender[] = ['male', 'female', 'secret'];

interface Draft {
  avatar: UploadItem[];
  nickname: string;
  gender: Gender;
  bio: string;
  birthday: string;
}

function avatarItem(src: string): UploadItem {
  return {
    id: `avatar-${src}`,
    url: src,
    thumb: src,
    size: 0,
    name: src.split('/').pop() ?? src,
    type: 'image/*',
    status: 'success',
    message: '',
    deletable: true,
  };
}

function draftOf(user: UserInfo): Draft {
  return {
    avatar: user.avatar ? [avatarItem(user.avatar)] : [],
    // The form holds the text as the user typed it; the provider escapes it again on the way in.
    nickname: userText(user.nickname),
    gender: user.gender,
    bio: userText(user.bio),
    birthday: user.birthday ?? '',
  };
}

/** The fields that differ from what the provider holds; the avatar is compared apart (it is always sent). */
function changesOf(draft: Draft, user: UserInfo): Changes {
  const changes: Changes = {};
  if (draft.nickname.trim() !== userText(user.nickname)) changes.nickname = draft.nickname.trim();
  if (draft.gender !== user.gender) changes.gender = draft.gender;
  if (draft.bio !== userText(user.bio)) changes.bio = draft.bio;
  if (draft.birthday !== (user.birthday ?? '')) changes.birthday = draft.birthday;
  return changes;
}

function ProfileForm({ user }: { user: UserInfo }) {
  useSignals();
  const { t } = useTranslation(['account', 'auth', 'files']);
  const queryClient = useQueryClient();
  // Unsaved text survives leaving the page (or the app) and is offered again to the same user.
  const [draft, setDraft] = useState<Draft>(() => ({ ...draftOf(user), ...readProfileDraft(user.id) }));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => {
      const next = { ...current, [key]: value };
      if (key !== 'avatar') {
        const { nickname, gender, bio, birthday } = next;
        writeProfileDraft(user.id, { nickname, gender, bio, birthday });
      }
      return next;
    });
  const genderLabelId = useId();

  const save = useMutation({
    mutationFn: (body: RequestBody<'editUserInfo'>) => editUserInfo(body),
    onSuccess: (saved) => {
      clearProfileDraft();
      // What the provider now holds is what the page shows.
      queryClient.setQueryData(userInfoQuery(token.value).queryKey, saved);
      setDraft(draftOf(saved));
      showToast(t('userInfo.saved'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const [avatar] = draft.avatar;
    if (avatar?.status === 'uploading') {
      showToast(t('files:upload.waitForUpload'));
      return;
    }
    if (avatar?.status !== 'success') {
      showToast(t('userInfo.avatarRequired'));
      return;
    }
    if (!draft.nickname.trim()) {
      showToast(t('userInfo.nicknameRequired'));
      return;
    }
    const changes = changesOf(draft, user);
    if (avatar.url === user.avatar && Object.keys(changes).length === 0) {
      showToast(t('userInfo.unchanged'));
      return;
    }
    save.mutate({ avatar: avatar.url, ...changes });
  };

  return (
    <form className="form profile-form" onSubmit={submit} noValidate>
      <Upload
        label={t('userInfo.avatar')}
        items={draft.avatar}
        onChange={(items) => set('avatar', items)}
        upload={(file) => uploadFile(file)}
        accept="image/jpeg,image/png,image/gif,image/webp"
      />
      <Field
        label={t('userInfo.nickname')}
        value={draft.nickname}
        onValue={(value) => set('nickname', value)}
        maxLength={NICKNAME_MAX_LENGTH}
        autoComplete="nickname"
      />
      <fieldset className="field choice" aria-labelledby={genderLabelId}>
        <legend id={genderLabelId} className="field__label">
          {t('userInfo.gender')}
        </legend>
        <div className="choice__options">
          {GENDERS.map((gender) => (
            <label key={gender} className="choice__option">
              <input
                type="radio"
                name="gender"
                value={gender}
                checked={draft.gender === gender}
                onChange={() => set('gender', gender)}
              />
              {t(`userInfo.genders.${gender}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={t('userInfo.birthday')}
        type="date"
        value={draft.birthday}
        onValue={(value) => set('birthday', value)}
      />
      <TextAreaField
        label={t('userInfo.bio')}
        className="field__input field__textarea"
        value={draft.bio}
        maxLength={BIO_MAX_LENGTH}
        rows={3}
        onValue={(value) => set('bio', value)}
      />
      <dl className="facts account-facts">
        <dt>{t('auth:username')}</dt>
        <dd>{userText(user.username)}</dd>
        <dt>{t('auth:mobile')}</dt>
        <dd>{user.mobile || t('userInfo.notBound')}</dd>
        <dt>{t('auth:email')}</dt>
        <dd>{user.email || t('userInfo.notBound')}</dd>
      </dl>
      <AppLink to={routeUrl('binding')} className="entries__item entry profile-form__binding">
        <span className="entry__label">{t('binding.title')}</span>
        <ChevronRight className="entry__chevron" aria-hidden="true" size={16} />
      </AppLink>
      <SubmitButton className="btn btn--primary btn--block" pending={save.isPending}>
        {t('save')}
      </SubmitButton>
    </form>
  );
}

/** The profile: avatar, nickname, gender, birthday and bio; only what changed is sent. */
export default function UserInfoPage() {
  useSignals();
  const query = useQuery(userInfoQuery(token.value));
  return (
    <Page>
      <QueryView query={query}>
        {/* A new answer from elsewhere (another tab saved) starts the form afresh. */}
        {(user) => <ProfileForm key={`${user.id}:${user.avatar}:${user.nickname}`} user={user} />}
      </QueryView>
    </Page>
  );
}
