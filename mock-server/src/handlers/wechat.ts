// WeChat JS-SDK signing and WeChat login.
import { createHash } from 'node:crypto';
import { fail, ok } from '../envelope.ts';
import { loginWithWechatCode } from '../store/services/auth.ts';
import { sessionUserOf } from './auth.ts';
import { type Handlers, read } from './define.ts';

/** The mock official account; the real appId and jsapi_ticket live only on the provider. */
export const WECHAT_APP_ID = 'wx5f3c9a1b2d4e6f80';
const JSAPI_TICKET = 'mock_jsapi_ticket_HoagFKDcsGMVCIY2vOjf9nGrFTdo';
const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
];

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

export const handlers = {
  getWechatJsConfig: read(
    (ctx) => {
      // WeChat signs the url without its fragment (docs/behaviour.md#wechat).
      const url = ctx.query.url.split('#')[0] ?? '';
      if (url.trim() === '') return fail('The url parameter is required');
      const timestamp = ctx.seconds();
      const nonceStr = sha1(`${url}:${timestamp}`).slice(0, 16);
      const signature = sha1(`jsapi_ticket=${JSAPI_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`);
      return ok({ appId: WECHAT_APP_ID, timestamp, nonceStr, signature, jsApiList: JS_API_LIST });
    },
    { messages: { url: 'The url parameter is required' }, timed: true },
  ),

  loginByWechat: (ctx) => {
    const result = loginWithWechatCode(ctx.state, ctx.store.seed, ctx.body.code, ctx.seconds());
    if (!result.ok) return fail(result.msg);
    return ok(
      { userinfo: { ...sessionUserOf(result.user, result.session), openid: result.openid } },
      'Logged in successful',
    );
  },
} satisfies Handlers;
