import { api, unwrap } from '../client';

/** Signs a page url (without its # part) for the WeChat JS-SDK. */
export const getWechatJsConfig = (url: string) =>
  unwrap(api.GET('/api/h5.wechat/build_config', { params: { query: { url } } }));
