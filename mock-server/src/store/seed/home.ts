// The seeded home page: banners, notices and popups.

import type { GoodsState } from '../modules/goods.ts';
import type { BannerRecord, HomeState, NoticeRecord, PopupRecord } from '../modules/home.ts';
import { DAY_SEC, type SeedContext } from '../seed-context.ts';

export function seedHome(ctx: SeedContext<{ goods: GoodsState }>): HomeState {
  const { en } = ctx;
  const goods = ctx.state.goods.list;
  const someGoods = () => en.helpers.arrayElement(goods).id;
  const banners: BannerRecord[] = [
    {
      id: 1,
      title: '年卡VIP 5折 Annual VIP half price',
      image: '/media/image/banner-1.jpg',
      link: { image: '/media/image/banner-1.jpg', type: 'vip' },
    },
    {
      id: 2,
      title: '充值送积分 Recharge bonus',
      image: '/media/image/banner-2.jpg',
      link: { image: '/media/image/banner-2.jpg', type: 'recharge' },
    },
    {
      id: 3,
      title: '本周热单 Hot this week',
      image: '/media/image/banner-3.jpg',
      link: { image: '/media/image/banner-3.jpg', type: 'kind', kind: 'song', id: someGoods() },
    },
    {
      id: 4,
      title: '精选串烧 Featured set',
      image: '/media/image/banner-4.jpg',
      link: { image: '/media/image/banner-4.jpg', type: 'kind', kind: 'special', id: someGoods() },
    },
    {
      id: 5,
      title: '音乐人招募 Musicians wanted',
      image: '/media/image/banner-5.jpg',
      link: { image: '/media/image/banner-5.jpg', type: 'link', url: '/#/pages/user/musicians/apply' },
    },
  ];
  const notices: NoticeRecord[] = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    title: [
      '新歌上架通知 New tracks every day',
      '平台维护公告 Maintenance notice',
      'VIP权益升级 VIP benefits upgraded',
      '音乐人分成调整 Musician revenue share',
      '积分商城上线 Points shop is live',
      '春节发货安排 Holiday shipping',
      '下载说明 How downloads work',
      '版权声明 Copyright notice',
    ][i] as string,
    content: `${en.lorem.paragraph({ min: 1, max: 3 })} 详情请联系客服。`,
    createtime: ctx.nowSec - (i + 1) * DAY_SEC,
  }));
  const popups: PopupRecord[] = [
    {
      id: 1,
      title: '新人福利 Welcome gift',
      links: [
        { image: '/media/image/popup-1a.jpg', type: 'vip' },
        { image: '/media/image/popup-1b.jpg', type: 'recharge' },
        { image: '/media/image/popup-1c.jpg', type: 'kind', kind: 'song', id: someGoods() },
      ],
      popradio: 'first',
      starttime: ctx.nowSec - 10 * DAY_SEC,
      endtime: ctx.nowSec + 60 * DAY_SEC,
      clicks: 0,
    },
    {
      id: 2,
      title: '每日推荐 Daily pick',
      links: [{ image: '/media/image/popup-2a.jpg', type: 'kind', kind: 'circle', id: 1 }],
      popradio: 3,
      starttime: ctx.nowSec - DAY_SEC,
      endtime: ctx.nowSec + 30 * DAY_SEC,
      clicks: 0,
    },
    {
      id: 3,
      title: '限时活动 Flash sale',
      links: [{ image: '/media/image/popup-3a.jpg', type: 'link', url: 'https://djshop.example/sale' }],
      popradio: 0,
      // Starts in one hour of mock time: moving the clock makes it appear.
      starttime: ctx.nowSec + 3600,
      endtime: ctx.nowSec + 7 * DAY_SEC,
      clicks: 0,
    },
  ];
  return { banners, notices, popups };
}
