import { api, unwrap } from '@/lib/api';

/** The owner takes a member off the team; answers the remaining team. */
export const removeBrandMember = (userId: number) =>
  unwrap(api.POST('/api/h5.brand/removeMember', { body: { user_id: userId } }));
