import type { components } from '@djshop/api';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { musicianKeys } from './keys';

/** The signed-in user's musician state: none, reviewing, rejected (with the reason) or approved. */
export const writerInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: musicianKeys.info(token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/h5.writer/getWriterInfo', { signal })),
    enabled: Boolean(token),
  });

type Application = NonNullable<components['schemas']['WriterProfile']['application']>;
/** The application with its fields; the contract's anyOf (works or cloud_link) generates a looser union. */
export type StoredApplication = Extract<Application, { stage_name: string }>;

/** The last application sent, narrowed to the shape that carries its fields, or null. */
export function storedApplication(application: Application | null): StoredApplication | null {
  return application && 'stage_name' in application ? application : null;
}
