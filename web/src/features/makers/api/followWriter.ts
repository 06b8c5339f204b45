import { api, unwrap } from '@/lib/api';

/** Toggles following a musician; answers the new state and fan count. */
export const followWriter = (writerId: number) =>
  unwrap(api.POST('/api/h5.writer/follow', { body: { writer_id: writerId } }));
