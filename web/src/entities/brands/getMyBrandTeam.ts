import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { brandKeys } from './keys';

/** The user's brand, role and team; the owner also gets the pending applications. */
export const myBrandTeamQuery = (token: string | null) =>
  queryOptions({
    queryKey: brandKeys.team(token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.brand/myTeam', { signal })),
    enabled: Boolean(token),
  });
