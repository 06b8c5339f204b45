import type { components } from '@djshop/api';
import { optionalRouteUrl } from '@/lib/routes';

type Goods = components['schemas']['Goods'];

const VIDEO_SECTIONS: readonly Goods['section'][] = ['teaching', 'video'];

/**
 * The detail page of a goods item: physical goods on the shop page, videos and TV on their players' pages,
 * music and specials (packs, albums) on singleDetail. Undefined while that page is not in the route table.
 */
export function goodsDetailUrl(goods: Pick<Goods, 'id' | 'goods_type' | 'section'>): string | undefined {
  if (goods.goods_type === 'physical') return optionalRouteUrl('materialObjectDetail', { id: goods.id });
  if (goods.section === 'tv') return optionalRouteUrl('tvDetail', { id: goods.id });
  if (VIDEO_SECTIONS.includes(goods.section)) return optionalRouteUrl('videoDetail', { id: goods.id });
  return optionalRouteUrl('singleDetail', { id: goods.id, type: goods.goods_type === 'music' ? 'music' : 'special' });
}
