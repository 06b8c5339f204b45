import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { homeKeys } from '../home/keys';

export const featuredWritersQuery = () =>
  queryOptions({
    queryKey: homeKeys.section('writers'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.Single/get_writer', { signal })),
  });
