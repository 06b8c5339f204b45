// The four VIP card types. Fixed data rather than a seeded module: the cards never change at run time.
// The names are the users module's VIP_NAMES, so a card bought here reads the same as a seeded membership.
import { VIP_NAMES, type VipCardType } from './users.ts';

export interface VipCardRecord {
  id: number;
  type: VipCardType;
  name: string;
  priceCents: number;
  originalPriceCents: number;
  /** null for the lifetime card. */
  days: number | null;
  benefits: string[];
}

const FREE = 'VIP 资源免费下载 Free VIP downloads';
const BADGE = '专属标识 VIP badge';

export const VIP_CARDS: readonly VipCardRecord[] = [
  {
    id: 1,
    type: 'month',
    name: VIP_NAMES.month,
    priceCents: 3000,
    originalPriceCents: 4500,
    days: 30,
    benefits: [FREE, BADGE],
  },
  {
    id: 2,
    type: 'quarter',
    name: VIP_NAMES.quarter,
    priceCents: 7800,
    originalPriceCents: 13500,
    days: 90,
    benefits: [FREE, BADGE],
  },
  {
    id: 3,
    type: 'year',
    name: VIP_NAMES.year,
    priceCents: 19800,
    originalPriceCents: 54000,
    days: 365,
    benefits: [FREE, BADGE, '年度专属歌单 Yearly playlists'],
  },
  {
    id: 4,
    type: 'lifetime',
    name: VIP_NAMES.lifetime,
    priceCents: 69900,
    originalPriceCents: 99900,
    days: null,
    benefits: ['VIP 资源永久免费 Free VIP downloads forever', BADGE],
  },
];

export const vipCardById = (id: number): VipCardRecord | undefined => VIP_CARDS.find((c) => c.id === id);

export const vipCardImage = (card: VipCardRecord): string => `/media/image/vip-${card.type}.jpg`;
