import { api, unwrap } from '@/lib/api';

/** The owner accepts or declines an application; answers the team afterwards. */
export const answerBrandApplication = (id: number, accept: boolean) =>
  unwrap(api.POST('/api/h5.brand/answerApplication', { body: { id, accept } }));
