import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { cartKeys } from './keys';

export const deleteCartItems = (ids: readonly number[]) =>
  unwrap(api.GET('/api/h5.user/cartdelete', { params: { query: { ids: ids.join(',') } } }));

/** What it changes: The cart and the tab bar's cart badge. */
export const deleteCartItemsChanges = [cartKeys.all] as const satisfies readonly QueryKeyPrefix[];
