import type { RequestBody } from '@djshop/api';
import { api, unwrap } from '@/lib/api';
import type { QueryKeyPrefix } from '@/lib/query-keys';
import { userKeys } from './keys';

/** Binds a new phone, proved by the SMS code sent to it (event changemobile). */
export const changeMobile = (body: RequestBody<'changeMobile'>) => unwrap(api.POST('/api/user/changemobile', { body }));

/** Binds a new e-mail, proved by the code sent to it (event changeemail). */
export const changeEmail = (body: RequestBody<'changeEmail'>) => unwrap(api.POST('/api/user/changeemail', { body }));

/** What it changes: The bound phone or e-mail in the profile. */
export const changeContactChanges = [userKeys.info.all] as const satisfies readonly QueryKeyPrefix[];
