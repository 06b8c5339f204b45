import { api, unwrap } from '../client';

/** Whether an order has been paid, read after coming back from the payment page. */
export const getPayStatus = (orderSn: string, signal?: AbortSignal) =>
  unwrap(api.GET('/api/h5.order/payStatus', { params: { query: { order_sn: orderSn } }, signal }));
