import { queryOptions } from '@tanstack/react-query';
import { HOME_TEASER_ROWS } from '@/config/constants';
import { api, unwrap } from '@/lib/api';
import { homeKeys } from '../home/keys';

/** The first page only: Home shows a teaser of the group buys. */
export const groupGoodsQuery = () =>
  queryOptions({
    queryKey: homeKeys.section('groups'),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/h5.group/lists', { params: { query: { page: 1, limit: HOME_TEASER_ROWS } }, signal })),
  });
