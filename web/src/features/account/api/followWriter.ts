import { api, unwrap } from '@/lib/api';

/** Follows the musician when not following, unfollows otherwise; answers the new state and fan count. */
export const followWriter = (writerId: number) =>
  unwrap(api.POST('/api/h5.writer/follow', { body: { writer_id: writerId } }));
