import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { brandKeys } from './keys';

/** The owner accepts or declines an application; answers the team afterwards. */
export const answerBrandApplication = (id: number, accept: boolean) =>
  unwrap(api.POST('/api/h5.brand/answerApplication', { body: { id, accept } }));

/** What it changes: The brand's team and applications. */
export const answerBrandApplicationChanges = [brandKeys.all] as const satisfies readonly QueryKeyPrefix[];
