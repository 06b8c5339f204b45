import { api, unwrap } from '@/lib/api';

export const logout = () => unwrap(api.GET('/api/h5.user/logout'));
