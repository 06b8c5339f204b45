import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { homeKeys } from '../home/keys';
import { writerKeys } from './keys';

/** Follows the musician when not following, unfollows otherwise; answers the new state and fan count. */
export const followWriter = (writerId: number) =>
  unwrap(api.POST('/api/h5.writer/follow', { body: { writer_id: writerId } }));

/** What it changes: The musician's follow state and fans wherever shown: the directory, their home, Home's musicians, the user's follows. */
export const followWriterChanges = [
  writerKeys.all,
  homeKeys.section('writers'),
] as const satisfies readonly QueryKeyPrefix[];
