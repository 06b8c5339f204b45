// The seeded system settings.

import type { SystemState } from '../modules/system.ts';
import type { SeedContext } from '../seed-context.ts';

export function seedSystem(ctx: SeedContext): SystemState {
  return {
    versionTimestamp: ctx.nowSec - 86_400,
    config: {
      site_name: 'DJ音乐商城 DJ Music Shop',
      logo: '/media/image/logo.jpg',
      recharge_min_cents: 1000,
      withdraw_min_cents: 10000,
      score_rate: 10,
      share: {
        title: 'DJ音乐商城 — 海量DJ舞曲 DJ Music Shop',
        desc: '正版DJ舞曲、串烧、音乐人原创，随时试听下载。Licensed DJ tracks, sets and originals.',
        image: '/media/image/share.jpg',
      },
      service: { wechat: 'djshop_service', mobile: '400-800-1234', qrcode: '/media/image/service-qrcode.jpg' },
      main_site_url: 'https://djshop.example',
    },
    pages: new Map([
      [
        'privacy_policy',
        {
          title: '隐私政策 Privacy policy',
          content: '<h2>隐私政策</h2><p>我们重视您的隐私。We value your privacy and only keep what the shop needs.</p>',
          updatetime: ctx.nowSec - 90 * 86_400,
        },
      ],
      [
        'user_agreement',
        {
          title: '用户协议 User agreement',
          content: '<h2>用户协议</h2><p>欢迎使用DJ音乐商城。Welcome to the DJ Music Shop. 购买的资源仅供个人使用。</p>',
          updatetime: ctx.nowSec - 120 * 86_400,
        },
      ],
    ]),
    worktime: '09:00-22:00 (北京时间 Beijing time)',
    faq: [
      {
        question: '下载后找不到文件？ Where is my download?',
        answer: '在“下载记录”中查看网盘链接。Open the download log for the cloud-drive link.',
      },
      {
        question: '如何清理缓存？ How do I clear the cache?',
        answer: '打开帮助页面按提示操作。Open the help page and follow the steps.',
      },
      {
        question: 'VIP 可以免费下载哪些资源？ What is free for VIP?',
        answer: '标有 VIP 的资源。Everything marked VIP.',
      },
    ],
  };
}
