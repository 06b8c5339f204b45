import type { Schema } from '@djshop/api';
import type { ParseKeys } from 'i18next';
import {
  BadgeCheck,
  Banknote,
  Building2,
  CircleHelp,
  ClipboardList,
  Coins,
  Disc3,
  Download,
  FileText,
  Gift,
  Headphones,
  Heart,
  History,
  Hourglass,
  KeyRound,
  type LucideIcon,
  MessagesSquare,
  MicVocal,
  Newspaper,
  ShieldCheck,
  Smartphone,
  Star,
  Tags,
  Ticket,
  UserCheck,
  UserPen,
  Users,
  Wallet,
} from 'lucide-react';
import { routeUrl } from '@/lib/routes';
import { optionalUrl } from './optional-url';

// What the user centre lists, by who is looking: a pure function of the user (or a visitor), so the rules
// (a visitor sees only what a visitor may use, the musician entry follows the application) are tested apart
// from the page.

type UserInfo = Schema<'UserInfo'>;

/** A message key of the centre's namespaces. */
export type CentreLabel = ParseKeys<['account', 'auth']>;

export interface CentreEntry {
  key: string;
  url: string | undefined;
  icon: LucideIcon;
  label: CentreLabel;
  /** A short state shown at the row's end (e.g. "Under review"). */
  note?: CentreLabel;
}

export interface CentreGroup {
  key: 'library' | 'wallet' | 'creators' | 'settings' | 'help';
  title: CentreLabel;
  entries: readonly CentreEntry[];
}

/** The musician entry follows the application's state; a rejected applicant may apply again. */
export function musicianEntry(status: UserInfo['writer_status'] | undefined): CentreEntry {
  switch (status) {
    case 'approved':
      return { key: 'musician', url: optionalUrl('musicianCentre'), icon: BadgeCheck, label: 'musician.centre' };
    case 'reviewing':
      return {
        key: 'musician',
        url: optionalUrl('musicianApply'),
        icon: Hourglass,
        label: 'musician.apply',
        note: 'musician.reviewing',
      };
    case 'rejected':
      return {
        key: 'musician',
        url: optionalUrl('musicianApply'),
        icon: MicVocal,
        label: 'musician.apply',
        note: 'musician.rejected',
      };
    default:
      return { key: 'musician', url: optionalUrl('musicianApply'), icon: MicVocal, label: 'musician.apply' };
  }
}

/**
 * The centre's entry groups for a member (with their user, once read) or a visitor (`member` false). Entries
 * without a url (a page not built, or not for this viewer) are left in with `url: undefined`; the view skips
 * them and a group left empty.
 */
export function centreEntries(user: UserInfo | undefined, member: boolean): CentreGroup[] {
  // A visitor sees only what a visitor may use; the rest would only send them to log in.
  const mine = (entry: CentreEntry): CentreEntry => (member ? entry : { ...entry, url: undefined });
  const approved = user?.writer_status === 'approved';
  return [
    {
      key: 'library',
      title: 'groups.library',
      entries: [
        mine({ key: 'myCollection', url: routeUrl('myCollection'), icon: Heart, label: 'myCollection.title' }),
        mine({ key: 'myAttention', url: routeUrl('myAttention'), icon: UserCheck, label: 'myAttention.title' }),
        mine({ key: 'recentlyPlayed', url: routeUrl('recentlyPlayed'), icon: History, label: 'recentlyPlayed.title' }),
        mine({ key: 'downloadLog', url: routeUrl('downloadLog'), icon: Download, label: 'downloadLog.title' }),
      ],
    },
    {
      key: 'wallet',
      title: 'groups.wallet',
      entries: [
        mine({ key: 'balance', url: optionalUrl('balance'), icon: Wallet, label: 'wallet.balance' }),
        mine({ key: 'score', url: optionalUrl('score'), icon: Coins, label: 'points' }),
        mine({ key: 'myCoupons', url: optionalUrl('myCoupons'), icon: Ticket, label: 'coupons' }),
        { key: 'couponCentre', url: optionalUrl('couponCentre'), icon: Gift, label: 'wallet.couponCentre' },
      ],
    },
    {
      key: 'creators',
      title: 'groups.creators',
      entries: [
        mine(musicianEntry(user?.writer_status)),
        ...(approved
          ? [
              { key: 'songUpload', url: optionalUrl('songUpload'), icon: MicVocal, label: 'musician.upload' as const },
              {
                key: 'albumUpload',
                url: optionalUrl('albumUpload'),
                icon: Disc3,
                label: 'musician.uploadAlbum' as const,
              },
              {
                key: 'withdrawal',
                url: optionalUrl('withdrawal'),
                icon: Banknote,
                label: 'musician.withdraw' as const,
              },
            ]
          : []),
        user?.brand_id
          ? { key: 'brand', url: optionalUrl('brandCentre'), icon: Building2, label: 'brand.centre' }
          : { key: 'brand', url: optionalUrl('brands'), icon: Building2, label: 'brand.join' },
        { key: 'makers', url: optionalUrl('makersList'), icon: Users, label: 'musician.directory' },
        { key: 'circle', url: optionalUrl('circle'), icon: MessagesSquare, label: 'circle.title' },
        mine({ key: 'circleMy', url: optionalUrl('circleMy'), icon: Newspaper, label: 'circle.mine' }),
        mine({ key: 'circleFavorite', url: optionalUrl('circleFavorite'), icon: Star, label: 'circle.favorites' }),
      ],
    },
    {
      key: 'settings',
      title: 'groups.settings',
      entries: [
        mine({ key: 'userInfo', url: routeUrl('userInfo'), icon: UserPen, label: 'userInfo.title' }),
        mine({
          key: 'updatePassword',
          url: routeUrl('updatePassword'),
          icon: KeyRound,
          label: 'updatePassword.title',
          ...(user?.random_password ? { note: 'updatePassword.notSet' as const } : {}),
        }),
        mine({ key: 'binding', url: routeUrl('binding'), icon: Smartphone, label: 'binding.title' }),
        mine({ key: 'genres', url: routeUrl('customMusicGenre'), icon: Tags, label: 'genres.title' }),
      ],
    },
    {
      key: 'help',
      title: 'groups.help',
      entries: [
        { key: 'service', url: routeUrl('service'), icon: Headphones, label: 'service.title' },
        { key: 'help', url: routeUrl('help'), icon: CircleHelp, label: 'common.help' },
        { key: 'privacy', url: routeUrl('privacyPolicy'), icon: ShieldCheck, label: 'article.privacyPolicy' },
        { key: 'agreement', url: routeUrl('userAgreement'), icon: FileText, label: 'article.userAgreement' },
        mine({ key: 'loginTest', url: routeUrl('loginTest'), icon: ClipboardList, label: 'auth:test.title' }),
      ],
    },
  ];
}
