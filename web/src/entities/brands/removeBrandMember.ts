import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { brandKeys } from './keys';

/** The owner takes a member off the team; answers the remaining team. */
export const removeBrandMember = (userId: number) =>
  unwrap(api.POST('/api/h5.brand/removeMember', { body: { user_id: userId } }));

/** What it changes: The brand's team. */
export const removeBrandMemberChanges = [brandKeys.all] as const satisfies readonly QueryKeyPrefix[];
