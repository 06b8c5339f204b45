import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NOTICE_LINES } from '@/config/constants';
import { userText } from '@/lib/user-text';
import { noticesQuery } from '../api/getNotices';

export function Notices() {
  const { t } = useTranslation('home');
  const { data, isPending } = useQuery(noticesQuery());
  const notices = data?.data ?? [];
  if (!isPending && notices.length === 0) return null;
  return (
    <section
      aria-label={t('notices')}
      aria-busy={isPending}
      className="notices"
      style={{ '--notice-lines': HOME_NOTICE_LINES } as CSSProperties}
    >
      <Megaphone className="notices__icon" aria-hidden="true" size={18} />
      <ul className="notices__list">
        {notices.slice(0, HOME_NOTICE_LINES).map((notice) => (
          <li key={notice.id}>{userText(notice.title)}</li>
        ))}
      </ul>
    </section>
  );
}
