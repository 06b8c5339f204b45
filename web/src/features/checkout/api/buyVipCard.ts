import { api, unwrap } from '@/lib/api';

/** Creates the unpaid order of a VIP card, paid like any order. */
export const buyVipCard = (cardId: number) => unwrap(api.POST('/api/h5.vip/buy', { body: { card_id: cardId } }));
