import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';

export type WithdrawalRequest = RequestBody<'requestWithdrawal'>;

export const requestWithdrawal = (body: WithdrawalRequest) => unwrap(api.POST('/api/h5.writer/setWithdraw', { body }));
