import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '../client';

/**
 * Pays an unpaid order: balance and points at once, WeChat Pay and Alipay by leaving for `pay_url`; inside WeChat,
 * WeChat Pay (`trade_type` jsapi) with the parameters of WeChat's own payment sheet.
 */
export const payOrder = (body: RequestBody<'payOrder'>) => unwrap(api.POST('/api/h5.order/pay', { body }));
