import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { userKeys } from './keys';

/** Starts a recharge paid by WeChat Pay or Alipay; the answer names the payment page (or WeChat's sheet). */
export const rechargeBalance = (body: RequestBody<'rechargeBalance'>) =>
  unwrap(api.POST('/api/h5.user/recharge', { body }));

/** What it changes: The balance and its log (on the balance page and the user centre). */
export const rechargeBalanceChanges = [
  userKeys.info.all,
  userKeys.moneyLog.all,
] as const satisfies readonly QueryKeyPrefix[];
