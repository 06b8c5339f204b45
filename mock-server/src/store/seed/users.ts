// The seeded users: the demo accounts first (ids 1 to DEMO_ACCOUNTS.length, in that order), then the
// background users who buy, comment and follow.
import { DAY_SEC } from '../ids.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_BRAND_ID,
  DEMO_PASSWORD,
  type DemoAccount,
  insertUser,
  type UserRecord,
  type UsersState,
  VIP_NAMES,
} from '../modules/users.ts';
import { pastTime, type SeedContext } from '../seed-context.ts';

const avatarOf = (id: number) => `/media/avatar/u${id}.jpg`;

export function seedUsers(ctx: SeedContext): UsersState {
  const state: UsersState = {
    byId: new Map(),
    byUsername: new Map(),
    byMobile: new Map(),
    byEmail: new Map(),
    byOpenid: new Map(),
    sessions: new Map(),
    sessionsByUser: new Map(),
    nextId: 1,
    tokenSeq: 0,
  };
  const add = (u: Omit<UserRecord, 'id'>): UserRecord => insertUser(state, { id: state.nextId++, ...u });
  const demoNick: Record<DemoAccount, string> = {
    'demo-user': '小明 Demo User',
    'demo-vip': 'VIP会员 Demo VIP',
    'demo-musician': 'DJ阿伟 (DJ Awei)',
    'demo-applicant': '申请中 Demo Applicant',
    'demo-rejected': '未通过 Demo Rejected',
    'demo-brand': '厂牌成员 Demo Brand',
  };
  DEMO_ACCOUNTS.forEach((username, i) => {
    add({
      username,
      password: DEMO_PASSWORD,
      nickname: demoNick[username],
      avatar: avatarOf(i + 1),
      mobile: `1380013800${i + 1}`,
      email: `${username}@djshop.example`,
      gender: (['male', 'female', 'secret'] as const)[i % 3] ?? 'secret',
      birthday: i % 2 === 0 ? `199${i}-0${i + 1}-1${i}` : null,
      bio: 'Hello 大家好, I love DJ music.',
      moneyCents: [128_800, 520_000, 99_900, 5_000, 0, 23_300][i] ?? 0,
      score: [1200, 8800, 560, 100, 0, 3000][i] ?? 0,
      vip:
        username === 'demo-vip' ? { type: 'year', name: VIP_NAMES.year, expiretime: ctx.nowSec + 200 * DAY_SEC } : null,
      writer_status:
        username === 'demo-musician'
          ? 'approved'
          : username === 'demo-applicant'
            ? 'reviewing'
            : username === 'demo-rejected'
              ? 'rejected'
              : 'none',
      brand_id: username === 'demo-brand' ? DEMO_BRAND_ID : null,
      random_password: false,
      openid: null,
      createtime: ctx.nowSec - (400 - i) * DAY_SEC,
    });
  });
  const { zh, en } = ctx;
  for (let i = 0; i < 120; i++) {
    const id = state.nextId;
    const english = en.datatype.boolean({ probability: 0.4 });
    const nickname = english ? en.person.firstName() : `${zh.person.lastName()}${zh.person.firstName()}`;
    const vipType = en.helpers.maybe(() => en.helpers.arrayElement(['month', 'quarter', 'year', 'lifetime'] as const), {
      probability: 0.2,
    });
    add({
      username: `user${id}`,
      password: en.internet.password({ length: 12 }),
      nickname,
      avatar: avatarOf(id),
      mobile: `13${String(900_000_000 + id * 7919).padStart(9, '0')}`,
      email: en.datatype.boolean() ? `user${id}@djshop.example` : '',
      gender: en.helpers.arrayElement(['male', 'female', 'secret'] as const),
      birthday: null,
      bio: english ? en.lorem.sentence({ min: 3, max: 8 }).slice(0, 140) : '热爱电音，喜欢打碟。',
      moneyCents: en.number.int({ min: 0, max: 50_000 }),
      score: en.number.int({ min: 0, max: 5_000 }),
      vip: vipType
        ? {
            type: vipType,
            name: VIP_NAMES[vipType],
            expiretime: vipType === 'lifetime' ? null : ctx.nowSec + en.number.int({ min: 1, max: 300 }) * DAY_SEC,
          }
        : null,
      writer_status: 'none',
      brand_id: null,
      random_password: false,
      openid: null,
      createtime: pastTime(ctx, 700, 30),
    });
  }
  return state;
}
