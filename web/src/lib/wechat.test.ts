import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideToast, toast } from '@/lib/layers/toast';
import { inWeChat } from './platform';
import { type SystemConfig, systemConfig } from './system-config';
import { resetWechatForTests, setupWechatShare, signedAddress, signingUrl, updateShareLink } from './wechat';

// A stand-in for the JS-SDK: each test says how WeChat answers config() and checkJsApi().
const sdk = vi.hoisted(() => {
  type Callback = (value?: never) => void;
  const state = {
    outcome: 'ready' as 'ready' | { errMsg: string },
    checkResult: { updateAppMessageShareData: true, updateTimelineShareData: true } as Record<string, boolean>,
    checkFails: false,
  };
  const wx = {
    config: vi.fn(),
    error: vi.fn((callback: Callback) => {
      if (state.outcome !== 'ready') queueMicrotask(() => callback(state.outcome as never));
    }),
    ready: vi.fn((callback: Callback) => {
      if (state.outcome === 'ready') queueMicrotask(() => callback());
    }),
    checkJsApi: vi.fn(
      (options: { success: (result: { checkResult: Record<string, boolean> }) => void; fail: () => void }) => {
        if (state.checkFails) options.fail();
        else options.success({ checkResult: state.checkResult });
      },
    ),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  };
  return { state, wx };
});
vi.mock('weixin-js-sdk', () => ({ default: sdk.wx }));

vi.mock('./api/operations/getWechatJsConfig', () => ({ getWechatJsConfig: vi.fn() }));
const { getWechatJsConfig } = await import('./api/operations/getWechatJsConfig');

const SIGNED = { appId: 'wx123', timestamp: '1700000000', nonceStr: 'nonce', signature: 'sig' };
const SHARE = { title: 'DJ Shop', desc: 'Every DJ track in one place', image: '/assets/img/share.png' };

beforeEach(() => {
  vi.clearAllMocks();
  hideToast();
  resetWechatForTests();
  inWeChat.value = true;
  systemConfig.value = { share: SHARE } as SystemConfig;
  sdk.state.outcome = 'ready';
  sdk.state.checkResult = { updateAppMessageShareData: true, updateTimelineShareData: true };
  sdk.state.checkFails = false;
  vi.mocked(getWechatJsConfig).mockResolvedValue(SIGNED as never);
  window.history.replaceState(null, '', '/?from=timeline#/pages/tabbar/vip/index');
});

afterEach(() => {
  inWeChat.value = false;
  systemConfig.value = null;
});

describe('signingUrl', () => {
  it('is the landing address on iOS and the current one on Android, each without its # part', () => {
    const landing = 'https://shop.example/h5/?from=singlemessage#/pages/index/singleDetail?id=3';
    const current = 'https://shop.example/h5/?from=singlemessage&lang=en#/pages/tabbar/type/index';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) MicroMessenger/8.0.47';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) MicroMessenger/8.0.47';
    expect(signingUrl(signedAddress(iphone, landing, current))).toBe('https://shop.example/h5/?from=singlemessage');
    expect(signingUrl(signedAddress(android, landing, current))).toBe(
      'https://shop.example/h5/?from=singlemessage&lang=en',
    );
  });

  it('is everything before the #, which the hash router never changes', () => {
    expect(signingUrl('https://shop.example/h5/?a=1#/pages/help/index?type=Cache')).toBe(
      'https://shop.example/h5/?a=1',
    );
    expect(signingUrl('https://shop.example/')).toBe('https://shop.example/');
  });
});

describe('WeChat share', () => {
  it('does nothing outside WeChat: no SDK, no signing request', async () => {
    inWeChat.value = false;
    expect(await setupWechatShare()).toBeNull();
    expect(getWechatJsConfig).not.toHaveBeenCalled();
    expect(sdk.wx.config).not.toHaveBeenCalled();
  });

  it('signs the landing url and sets the share card of the brand text', async () => {
    expect(await setupWechatShare()).toBe(sdk.wx);
    const landing = `${window.location.origin}/?from=timeline`;
    expect(getWechatJsConfig).toHaveBeenCalledWith(landing);
    expect(sdk.wx.config).toHaveBeenCalledWith({
      debug: false,
      appId: 'wx123',
      timestamp: 1700000000,
      nonceStr: 'nonce',
      signature: 'sig',
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    const card = {
      title: SHARE.title,
      desc: SHARE.desc,
      link: `${landing}#/pages/tabbar/vip/index`,
      imgUrl: `${window.location.origin}/assets/img/share.png`,
    };
    expect(sdk.wx.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining(card));
    expect(sdk.wx.updateTimelineShareData).toHaveBeenCalledWith(expect.objectContaining(card));
    expect(toast.value).toBeNull();
  });

  it('signs only once however often it is asked', async () => {
    await Promise.all([setupWechatShare(), setupWechatShare()]);
    await setupWechatShare();
    expect(getWechatJsConfig).toHaveBeenCalledTimes(1);
    expect(sdk.wx.config).toHaveBeenCalledTimes(1);
  });

  it('shows the error when WeChat rejects the configuration', async () => {
    sdk.state.outcome = { errMsg: 'config:invalid signature' };
    expect(await setupWechatShare()).toBeNull();
    expect(toast.value?.message).toBe('WeChat sharing could not be set up: config:invalid signature');
    expect(sdk.wx.updateAppMessageShareData).not.toHaveBeenCalled();
  });

  it('tells an old WeChat that the JS interface is unsupported when a share API is missing', async () => {
    sdk.state.checkResult = { updateAppMessageShareData: true, updateTimelineShareData: false };
    expect(await setupWechatShare()).toBeNull();
    expect(toast.value?.message).toBe('Your WeChat version does not support the JS interface. Please upgrade WeChat.');
    expect(sdk.wx.updateAppMessageShareData).not.toHaveBeenCalled();
  });

  it('tells an old WeChat to upgrade when it cannot even check its APIs', async () => {
    sdk.state.checkFails = true;
    expect(await setupWechatShare()).toBeNull();
    expect(toast.value?.message).toBe('Your WeChat version does not support the JS interface. Please upgrade WeChat.');
  });

  it('stays quiet when the signing request fails (the request layer has told the user)', async () => {
    vi.mocked(getWechatJsConfig).mockRejectedValue(new Error('network'));
    expect(await setupWechatShare()).toBeNull();
    expect(sdk.wx.config).not.toHaveBeenCalled();
    expect(toast.value).toBeNull();
  });

  it('sets no card while the global config (with the brand text) is missing', async () => {
    systemConfig.value = null;
    expect(await setupWechatShare()).toBe(sdk.wx);
    expect(sdk.wx.updateAppMessageShareData).not.toHaveBeenCalled();
  });
});

describe('updateShareLink', () => {
  it('points the card at the page now shown, keeping the signed url', async () => {
    await setupWechatShare();
    vi.clearAllMocks();
    updateShareLink('/pages/help/index?type=Cache');
    await vi.waitFor(() => expect(sdk.wx.updateTimelineShareData).toHaveBeenCalled());
    const link = `${window.location.origin}/?from=timeline#/pages/help/index?type=Cache`;
    expect(sdk.wx.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining({ link }));
    expect(sdk.wx.updateTimelineShareData).toHaveBeenCalledWith(expect.objectContaining({ link }));
  });

  it('does nothing before the share was set up or after it failed', async () => {
    updateShareLink('/pages/help/index');
    sdk.state.outcome = { errMsg: 'config:fail' };
    await setupWechatShare();
    updateShareLink('/pages/help/index');
    await Promise.resolve();
    expect(getWechatJsConfig).toHaveBeenCalledTimes(1);
    expect(sdk.wx.updateAppMessageShareData).not.toHaveBeenCalled();
  });
});
