import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEMO_BRAND_ID } from '../src/store/modules/users.ts';
import { answerBrandApplication } from '../src/store/services/brands.ts';
import type { Envelope } from './inject-kit.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ strictResponses: true, docs: false, defaultLang: 'en' });
});
afterAll(() => app.close());
beforeEach(() => app.mock.store.reset());
afterEach(() => expect(app.mock.violations).toEqual([]));

const tokenOf = async (username: string): Promise<string> =>
  (await app.inject({ method: 'POST', url: '/__mock/session', payload: { username } })).json().token;

type Member = { user_id: number; role: string; jointime: number };
const get = async (url: string, token?: string): Promise<Envelope> =>
  (await app.inject({ method: 'GET', url, headers: token ? { token } : {} })).json();
const post = async (url: string, payload: object, token?: string): Promise<Envelope> =>
  (await app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} })).json();

const ownerOf = (brandId: number) => {
  const state = app.mock.store.state;
  const ownerId = state.brands.byId.get(brandId)?.owner_id as number;
  return state.users.byId.get(ownerId)?.username as string;
};

describe('brand list and detail', () => {
  it('lists at least 10 brands, largest team first', async () => {
    const list = (await get('/api/h5.brand/list?limit=100')).data;
    expect(list.total).toBeGreaterThanOrEqual(10);
    const sizes = list.data.map((b: { members: number }) => b.members);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const mine = (await get('/api/h5.brand/list?limit=100', await tokenOf('demo-brand'))).data.data;
    expect(mine.filter((b: { is_member: boolean }) => b.is_member).map((b: { id: number }) => b.id)).toEqual([
      DEMO_BRAND_ID,
    ]);
    const found = (await get('/api/h5.brand/list?keyword=bass')).data.data;
    expect(found.map((b: { name: string }) => b.name)).toEqual(['低音工厂 Bass Factory']);
  });

  it('shows the team owner first, works and the applied flag', async () => {
    const detail = (await get('/api/h5.brand/detail?id=3', await tokenOf('demo-applicant'))).data;
    expect(detail.applied).toBe(true);
    expect(detail.members[0].role).toBe('owner');
    const joins = detail.members.slice(1).map((m: Member) => m.jointime);
    expect(joins).toEqual([...joins].sort((a, b) => a - b));
    expect(detail.brand.members).toBe(detail.members.length);
    expect(detail.works.length).toBeGreaterThan(0);
    expect((await get('/api/h5.brand/detail?id=3')).data.applied).toBe(false);
    expect((await get('/api/h5.brand/detail?id=999')).msg).toBe('The brand does not exist');
  });
});

describe('applying', () => {
  it('applies once, then joins when accepted', async () => {
    const token = await tokenOf('demo-user');
    expect((await post('/api/h5.brand/apply', { brand_id: 999, reason: 'hi' }, token)).msg).toBe(
      'The brand does not exist',
    );
    expect((await post('/api/h5.brand/apply', { brand_id: 4, reason: '<b></b>' }, token)).msg).toBe(
      'Please enter the reason',
    );
    expect((await post('/api/h5.brand/apply', { brand_id: 4, reason: '' }, token)).msg).toBe('Please enter the reason');
    const res = await post('/api/h5.brand/apply', { brand_id: 4, reason: '<i>Bass</i> & more' }, token);
    expect(res).toMatchObject({ code: 1, data: { brand_id: 4, status: 'pending' } });
    expect((await get('/api/h5.brand/detail?id=4', token)).data.applied).toBe(true);
    expect((await post('/api/h5.brand/apply', { brand_id: 5, reason: 'again' }, token)).msg).toBe(
      'You already have an application pending',
    );
    const ownerToken = await tokenOf(ownerOf(4));
    const team = (await get('/api/h5.brand/myTeam', ownerToken)).data;
    const mine = team.applications.find((a: { user: { id: number } }) => a.user.id === 1);
    expect(mine.reason).toBe('Bass &amp; more');

    answerBrandApplication(app.mock.store.state, mine.id, true, app.mock.store.seconds());
    app.mock.store.touch();
    const joined = (await get('/api/h5.brand/myTeam', token)).data;
    expect(joined).toMatchObject({ role: 'member', applications: [], brand: { id: 4, is_member: true } });
    expect(joined.members.at(-1).user_id).toBe(1);
    expect((await post('/api/h5.brand/apply', { brand_id: 5, reason: 'again' }, token)).msg).toBe(
      'You have already joined a brand',
    );
  });

  it('refuses members and owners', async () => {
    expect((await post('/api/h5.brand/apply', { brand_id: 3, reason: 'x' }, await tokenOf('demo-brand'))).msg).toBe(
      'You have already joined a brand',
    );
    expect((await post('/api/h5.brand/apply', { brand_id: 3, reason: 'x' }, await tokenOf('demo-musician'))).msg).toBe(
      'You have already joined a brand',
    );
  });
});

describe('my team', () => {
  it('shows a member without applications and an owner with them', async () => {
    const member = (await get('/api/h5.brand/myTeam', await tokenOf('demo-brand'))).data;
    expect(member).toMatchObject({ role: 'member', applications: [], brand: { id: DEMO_BRAND_ID } });
    const owner = (await get('/api/h5.brand/myTeam', await tokenOf('demo-musician'))).data;
    expect(owner.role).toBe('owner');
    expect(owner.members[0]).toMatchObject({ user_id: 3, role: 'owner' });
    expect(owner.applications.length).toBe(2);
    const times = owner.applications.map((a: { createtime: number }) => a.createtime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await get('/api/h5.brand/myTeam', await tokenOf('demo-user'))).msg).toBe('You have not joined a brand');
  });

  it('lets only the owner edit', async () => {
    const edit = { name: '阿伟 <b>Studio</b> 2', logo: '/uploads/logo.png', description: 'New & improved' };
    const res = await post('/api/h5.brand/edit', edit, await tokenOf('demo-musician'));
    expect(res).toMatchObject({
      code: 1,
      msg: '修改成功',
      data: { id: 2, name: '阿伟 Studio 2', description: 'New &amp; improved', is_member: true },
    });
    expect((await get('/api/h5.brand/detail?id=2')).data.brand.name).toBe('阿伟 Studio 2');
    const token = await tokenOf('demo-musician');
    expect((await post('/api/h5.brand/edit', { ...edit, name: '低音工厂 Bass Factory' }, token)).msg).toBe(
      'The brand name is already taken',
    );
    expect((await post('/api/h5.brand/edit', { ...edit, name: ' ' }, token)).msg).toBe('Please enter the brand name');
    expect((await post('/api/h5.brand/edit', { ...edit, name: '' }, token)).msg).toBe('Please enter the brand name');
    expect((await post('/api/h5.brand/edit', { ...edit, logo: ' ' }, token)).msg).toBe('Please upload a logo');
    expect((await post('/api/h5.brand/edit', edit, await tokenOf('demo-brand'))).msg).toBe(
      'Only the brand owner can edit',
    );
    expect((await post('/api/h5.brand/edit', edit, await tokenOf('demo-user'))).msg).toBe(
      'You have not joined a brand',
    );
  });

  it('removes a member, not the owner', async () => {
    const ownerToken = await tokenOf(ownerOf(DEMO_BRAND_ID));
    const before = (await get('/api/h5.brand/myTeam', ownerToken)).data;
    const ownerId = before.members[0].user_id;
    expect((await post('/api/h5.brand/removeMember', { user_id: ownerId }, ownerToken)).msg).toBe(
      'You cannot remove yourself',
    );
    expect((await post('/api/h5.brand/removeMember', { user_id: 1 }, ownerToken)).msg).toBe(
      'The user is not on your team',
    );
    expect((await post('/api/h5.brand/removeMember', { user_id: 6 }, await tokenOf('demo-brand'))).msg).toBe(
      'Only the brand owner can remove members',
    );
    expect((await post('/api/h5.brand/removeMember', { user_id: 6 }, await tokenOf('demo-user'))).msg).toBe(
      'You have not joined a brand',
    );
    const res = await post('/api/h5.brand/removeMember', { user_id: 6 }, ownerToken);
    expect(res).toMatchObject({ code: 1, msg: '移除成功 Removed' });
    expect(res.data.members).toHaveLength(before.members.length - 1);
    expect(res.data.members.some((m: Member) => m.user_id === 6)).toBe(false);
    expect(app.mock.store.state.users.byId.get(6)?.brand_id).toBeNull();
    expect((await get('/api/h5.brand/myTeam', await tokenOf('demo-brand'))).msg).toBe('You have not joined a brand');
    expect((await get(`/api/h5.brand/detail?id=${DEMO_BRAND_ID}`)).data.brand.members).toBe(before.members.length - 1);
  });

  it('keeps users.brand_id in step with the teams', () => {
    const state = app.mock.store.state;
    for (const [brandId, team] of state.brands.members) {
      for (const m of team) expect(state.users.byId.get(m.user_id)?.brand_id).toBe(brandId);
    }
    const onTeams = [...state.brands.members.values()].flat().length;
    expect([...state.users.byId.values()].filter((u) => u.brand_id !== null)).toHaveLength(onTeams);
  });
});

describe('answering applications', () => {
  it('lets the owner accept one application and decline another', async () => {
    const owner = await tokenOf(ownerOf(2));
    const team = (await get('/api/h5.brand/myTeam', owner)).data;
    const [first, second] = team.applications as { id: number; user: { id: number } }[];
    if (!first || !second) throw new Error('brand 2 has two pending applications in the seed');
    const accepted = await post('/api/h5.brand/answerApplication', { id: first.id, accept: true }, owner);
    expect(accepted.msg).toBe('已通过 Accepted');
    expect(accepted.data.members.some((m: Member) => m.user_id === first.user.id)).toBe(true);
    expect(accepted.data.brand.members).toBe(team.brand.members + 1);
    expect(accepted.data.applications.map((a: { id: number }) => a.id)).toEqual([second.id]);
    expect(app.mock.store.state.users.byId.get(first.user.id)?.brand_id).toBe(2);
    const declined = await post('/api/h5.brand/answerApplication', { id: second.id, accept: false }, owner);
    expect(declined.data.applications).toEqual([]);
    expect(declined.data.members.some((m: Member) => m.user_id === second.user.id)).toBe(false);
    const twice = await post('/api/h5.brand/answerApplication', { id: second.id, accept: true }, owner);
    expect(twice.msg).toBe('The application does not exist');
  });

  it('refuses a member, a stranger, and another brand’s application', async () => {
    const member = await post('/api/h5.brand/answerApplication', { id: 1, accept: true }, await tokenOf('demo-brand'));
    expect(member.msg).toBe('Only the brand owner can answer applications');
    const stranger = await post('/api/h5.brand/answerApplication', { id: 1, accept: true }, await tokenOf('demo-user'));
    expect(stranger.msg).toBe('You have not joined a brand');
    // demo-applicant's application is to brand 3, not to brand 2's owner.
    const applications = [...app.mock.store.state.brands.applications.values()];
    const toBrand3 = applications.find((a) => a.brand_id === 3 && a.status === 'pending');
    const other = await post(
      '/api/h5.brand/answerApplication',
      { id: toBrand3?.id, accept: true },
      await tokenOf(ownerOf(2)),
    );
    expect(other.msg).toBe('The application does not exist');
  });

  it('refuses to accept someone who joined another team meanwhile', async () => {
    const owner = await tokenOf(ownerOf(2));
    const [first] = (await get('/api/h5.brand/myTeam', owner)).data.applications as {
      id: number;
      user: { id: number };
    }[];
    const state = app.mock.store.state;
    const user = state.users.byId.get(first?.user.id ?? 0);
    if (!user || !first) throw new Error('brand 2 has a pending application in the seed');
    answerBrandApplication(state, first.id, false, 0);
    state.brands.applications.set(999, {
      id: 999,
      brand_id: 2,
      user_id: user.id,
      reason: 'x',
      status: 'pending',
      createtime: 1,
    });
    user.brand_id = 5;
    app.mock.store.touch();
    const r = await post('/api/h5.brand/answerApplication', { id: 999, accept: true }, owner);
    expect(r.msg).toBe('The user has already joined a brand');
  });
});
