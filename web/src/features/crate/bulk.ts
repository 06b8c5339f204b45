import type { QueryClient } from '@tanstack/react-query';
import { CRATE_REQUEST_CONCURRENCY } from '@/config/constants';
import { addToCart, addToCartChanges } from '@/entities/cart/addToCart';
import { cartListQuery } from '@/entities/cart/getCartList';
import { goodsDetailQuery } from '@/entities/goods/getGoodsDetail';
import { toggleCollect, toggleCollectChanges } from '@/entities/goods/toggleCollect';
import { invalidate } from '@/entities/invalidate';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import type { CrateItem } from '@/lib/crate/crate';
import { token } from '@/lib/session';
import { detailKindOf } from './share-link';

/** Runs `work` over `items`, `CRATE_REQUEST_CONCURRENCY` at a time, in order of start. */
export async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CRATE_REQUEST_CONCURRENCY, items.length) }, lane));
}

export interface CartOutcome {
  added: number;
  owned: number;
  vip: number;
  free: number;
  already: number;
  failed: number;
}

/**
 * Puts the crate in the cart: what the user owns is left out, so is what is free for everyone and, for a
 * VIP, what is VIP-free; what is in the cart already is not added twice. The provider's answer for each track
 * (bought or not) decides, not what the crate stored when it was added.
 */
export async function addAllToCart(client: QueryClient, items: readonly CrateItem[]): Promise<CartOutcome> {
  const outcome: CartOutcome = { added: 0, owned: 0, vip: 0, free: 0, already: 0, failed: 0 };
  const [user, cart] = await Promise.all([
    client.fetchQuery(userInfoQuery(token.value)),
    client.fetchQuery(cartListQuery(token.value)),
  ]);
  const inCart = new Set(cart.list.map((line) => line.goods.id));
  await eachLimited(items, async (item) => {
    if (inCart.has(item.id)) {
      outcome.already++;
      return;
    }
    try {
      // Whether it is owned now, not as a detail page read it a moment ago.
      const detail = await client.fetchQuery({ ...goodsDetailQuery(item.id, detailKindOf(item)), staleTime: 0 });
      if (detail.bought) outcome.owned++;
      else if (detail.is_free) outcome.free++;
      else if (detail.vip_free && user.vip) outcome.vip++;
      else {
        await addToCart(item.id);
        outcome.added++;
      }
    } catch {
      outcome.failed++;
    }
  });
  await invalidate(client, addToCartChanges);
  return outcome;
}

export interface CollectOutcome {
  added: number;
  already: number;
  failed: number;
}

/** Collects every track not collected yet (collecting toggles, so a collected one is left alone). */
export async function collectAll(client: QueryClient, items: readonly CrateItem[]): Promise<CollectOutcome> {
  const outcome: CollectOutcome = { added: 0, already: 0, failed: 0 };
  await eachLimited(items, async (item) => {
    try {
      const detail = await client.fetchQuery({ ...goodsDetailQuery(item.id, detailKindOf(item)), staleTime: 0 });
      if (detail.collected) {
        outcome.already++;
        return;
      }
      await toggleCollect(item.id);
      outcome.added++;
    } catch {
      outcome.failed++;
    }
  });
  await invalidate(client, toggleCollectChanges);
  return outcome;
}
