import type { Schema } from '@djshop/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';

export type BrandMember = Schema<'BrandMember'>;

/** A team member: avatar, nickname, role and when they joined, with room for the owner's actions. */
export function MemberRow({ member, children }: { member: BrandMember; children?: ReactNode }) {
  const { t, i18n } = useTranslation('brands');
  return (
    <div className="brand-member">
      <Image src={member.avatar} alt="" ratio={1} className="brand-member__avatar" />
      <div className="brand-member__body">
        <span className="brand-member__name">{userText(member.nickname)}</span>
        <span className="brand-member__meta">
          {member.role === 'owner' ? <span className="brand-badge">{t('role.owner')}</span> : t('role.member')}{' '}
          {t('joinedOn', { date: formatDate(member.jointime, i18n.language) })}
        </span>
      </div>
      {children}
    </div>
  );
}
