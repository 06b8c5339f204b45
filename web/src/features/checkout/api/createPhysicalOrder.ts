import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

/** Creates the unpaid order of physical goods shipped to an address. */
export const createPhysicalOrder = (body: RequestBody<'createPhysicalOrder'>) =>
  unwrap(api.POST('/api/h5.order/createObject', { body }));
