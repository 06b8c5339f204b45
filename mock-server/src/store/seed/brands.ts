// The seeded brands, their teams and the applications to join them.

import type { BrandMemberRecord, BrandsState } from '../modules/brands.ts';
import { DEMO_BRAND_ID, setBrand, type UserRecord, type UsersState } from '../modules/users.ts';
import type { WritersState } from '../modules/writers.ts';
import { DAY_SEC, pastTime, type SeedContext } from '../seed-context.ts';

const BRANDS: [string, string][] = [
  ['低音工厂 Bass Factory', '专注 Bass House 的厂牌 A Bass House label.'],
  ['阿伟工作室 Awei Studio', 'DJ阿伟的原创厂牌 Originals by DJ Awei.'],
  ['夜行者 Night Walkers', '深夜 Techno 与 Minimal. Late-night techno.'],
  ['东方律动 Eastern Groove', '中文DJ与国风电音 Chinese DJ and guofeng EDM.'],
  ['越鼓联盟 Vina Union', '越南鼓爱好者 Vinahouse all night.'],
  ['霓虹唱片 Neon Records', 'Future Bass 与 Synthwave 的霓虹世界.'],
  ['重拍社 Heavy Beat Club', 'Hardstyle, Dubstep, 一切重低音 Everything heavy.'],
  ['慢摇时光 Slow Rock Time', '车载慢摇精选 Car-friendly slow grooves.'],
  ['电波实验室 Wave Lab', '声音设计与实验电子 Sound design and experiments.'],
  ['嗨曲公社 Party Commune', '派对嗨曲 Party anthems for every club.'],
  ['南方浩室 South House', '来自广州的 House 厂牌 House from Guangzhou.'],
  ['白噪音 White Noise', 'Ambient 与 Lo-fi. Calm beats for the studio.'],
];

export function seedBrands(ctx: SeedContext<{ users: UsersState; writers: WritersState }>): BrandsState {
  const { en } = ctx;
  const users = ctx.state.users;
  const state: BrandsState = {
    byId: new Map(),
    members: new Map(),
    applications: new Map(),
    nextId: 1,
    nextApplicationId: 1,
  };
  // Musicians own labels; ordinary users fill the teams. Demo accounts are placed by hand below.
  const ordinary = [...users.byId.values()].filter((u) => !u.username.startsWith('demo-'));
  const owners = ordinary.filter((u) => ctx.state.writers.byUserId.has(u.id));
  const free = ordinary.filter((u) => !ctx.state.writers.byUserId.has(u.id));
  const join = (brandId: number, user: UserRecord, role: BrandMemberRecord['role'], jointime: number) => {
    const team = state.members.get(brandId) ?? [];
    team.push({ user_id: user.id, role, jointime });
    state.members.set(brandId, team);
    setBrand(user, brandId);
  };
  const demoMusician = users.byUsername.get('demo-musician');
  BRANDS.forEach(([name, description], i) => {
    const id = state.nextId++;
    // Brand 2 is demo-musician's, so a demo account can try the owner's screens.
    const owner = id === 2 && demoMusician ? demoMusician : owners[i];
    if (!owner) return;
    const createtime = pastTime(ctx, 700, 200);
    state.byId.set(id, {
      id,
      name,
      logo: `/media/image/brand-${id}-logo.jpg`,
      description,
      owner_id: owner.id,
      createtime,
    });
    join(id, owner, 'owner', createtime);
    const size = en.number.int({ min: 1, max: 8 });
    const joined = free.splice(0, size).map((u) => ({ u, at: pastTime(ctx, 190, 2) }));
    joined.sort((a, b) => a.at - b.at);
    for (const { u, at } of joined) join(id, u, 'member', at);
  });
  const demoBrand = users.byUsername.get('demo-brand');
  if (demoBrand && state.byId.has(DEMO_BRAND_ID)) join(DEMO_BRAND_ID, demoBrand, 'member', ctx.nowSec - 30 * DAY_SEC);

  const apply = (brandId: number, user: UserRecord | undefined, reason: string, daysAgo: number) => {
    if (!user || !state.byId.has(brandId)) return;
    const id = state.nextApplicationId++;
    state.applications.set(id, {
      id,
      brand_id: brandId,
      user_id: user.id,
      reason,
      status: 'pending',
      createtime: ctx.nowSec - daysAgo * DAY_SEC,
    });
  };
  // demo-musician (owner of brand 2) has applications to review; demo-applicant waits for brand 3.
  apply(2, free[0], '我做 Bass House 五年了, five years of Bass House production.', 4);
  apply(2, free[1], '想和大家一起做音乐 I would love to make music with you.', 2);
  apply(3, users.byUsername.get('demo-applicant'), '喜欢深夜 Techno, I play techno every weekend.', 1);
  // Answered applications stay in the history but are not shown.
  const answered = free[2];
  if (answered && state.byId.has(4)) {
    const id = state.nextApplicationId++;
    state.applications.set(id, {
      id,
      brand_id: 4,
      user_id: answered.id,
      reason: 'Let me in',
      status: 'rejected',
      createtime: ctx.nowSec - 9 * DAY_SEC,
    });
  }
  return state;
}
