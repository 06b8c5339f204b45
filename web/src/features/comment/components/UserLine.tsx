import type { components } from '@djshop/api';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { Image } from '@/ui/image/Image';

type UserBrief = components['schemas']['UserBrief'];

/** Who wrote a comment or reply, and when. Names and text are user text: React shows them as text. */
export function UserLine({ user, time, replyTo }: { user: UserBrief; time: number; replyTo?: UserBrief | null }) {
  const { t, i18n } = useTranslation('comment');
  return (
    <p className="comment__who">
      <Image src={user.avatar} alt="" ratio={1} className="comment__avatar" />
      <span className="comment__name">{user.nickname}</span>
      {replyTo ? <span className="comment__to">{t('replyTo', { name: replyTo.nickname })}</span> : null}
      <time className="comment__time" dateTime={new Date(time * 1000).toISOString()}>
        {formatDate(time, i18n.language)}
      </time>
    </p>
  );
}
