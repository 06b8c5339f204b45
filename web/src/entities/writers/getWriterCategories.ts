import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { writerKeys } from './keys';

/** The genre tree musicians pick from; it changes rarely, so one answer serves the whole visit. */
export const writerCategoriesQuery = () =>
  queryOptions({
    queryKey: writerKeys.categories(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.writer/categorize', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
