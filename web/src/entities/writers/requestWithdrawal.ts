import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { musicianKeys } from './keys';

export type WithdrawalRequest = RequestBody<'requestWithdrawal'>;

export const requestWithdrawal = (body: WithdrawalRequest) => unwrap(api.POST('/api/h5.writer/setWithdraw', { body }));

/** What it changes: The withdrawable amount, the withdrawals and the ledger of the musician centre. */
export const requestWithdrawalChanges = [musicianKeys.all] as const satisfies readonly QueryKeyPrefix[];
