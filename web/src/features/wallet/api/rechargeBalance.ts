import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

/** Starts a recharge paid by WeChat Pay or Alipay; the answer names the payment page. */
export const rechargeBalance = (body: RequestBody<'rechargeBalance'>) =>
  unwrap(api.POST('/api/h5.user/recharge', { body }));
