import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import { openId } from '@/lib/session';

/** SMS login; a stored WeChat openId goes along so the provider can bind it. */
export const loginBySms = (body: Omit<RequestBody<'loginBySms'>, 'openid'>) => {
  const stored = openId.value;
  return unwrap(api.POST('/api/h5.user/smslogin', { body: stored ? { ...body, openid: stored } : body }));
};
