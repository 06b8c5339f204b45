// Brands (labels): the list and detail, applying to a team, and the owner's editing and team management.
import type { Schema } from '@djshop/api';
import { filterText, phpTrim } from '@djshop/api/php-text';
import { fail, ok } from '../envelope.ts';
import { newestFirst } from '../store/ids.ts';
import type { State } from '../store/index.ts';
import {
  addBrandApplication,
  type BrandMemberRecord,
  type BrandRecord,
  editBrand,
  pendingApplicationOf,
  teamOf,
} from '../store/modules/brands.ts';
import type { GoodsRecord } from '../store/modules/goods.ts';
import { type UserRecord, userBrief } from '../store/modules/users.ts';
import { answerBrandApplication, removeMember } from '../store/services/brands.ts';
import { type Handlers, read } from './define.ts';
import { pageOf } from './paging.ts';
import { goodsView } from './views.ts';

export const NO_BRAND_MSG = 'The brand does not exist';

/**
 * A brand name as the list shows it to a reader (the contract's text rules): compatibility forms, case and
 * invisible format characters (the zero-width space, ...) make no difference, so two brands cannot look alike.
 */
const nameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase();
export const NOT_JOINED_MSG = 'You have not joined a brand';
const NO_APPLICATION_MSG = 'The application does not exist';

const brandView = (state: State, b: BrandRecord, user: UserRecord | null): Schema<'Brand'> => ({
  id: b.id,
  name: b.name,
  logo: b.logo,
  description: b.description,
  members: teamOf(state.brands, b.id).length,
  is_member: user !== null && teamOf(state.brands, b.id).some((m) => m.user_id === user.id),
});

const membersView = (state: State, brandId: number): Schema<'BrandMember'>[] =>
  teamOf(state.brands, brandId).flatMap((m) => {
    const u = state.users.byId.get(m.user_id);
    return u ? [{ user_id: u.id, nickname: u.nickname, avatar: u.avatar, role: m.role, jointime: m.jointime }] : [];
  });

/** The latest works of the team's musicians. */
function teamWorks(state: State, brandId: number): GoodsRecord[] {
  const works: GoodsRecord[] = [];
  for (const m of teamOf(state.brands, brandId)) {
    const writer = state.writers.byUserId.get(m.user_id);
    if (writer) works.push(...(state.goods.byWriter.get(writer.id) ?? []));
  }
  return works.sort(newestFirst).slice(0, 10);
}

/** The user's brand and role, from the team lists (the users module's brand_id mirrors them). */
const membershipOf = (state: State, user: UserRecord) => {
  const brand = user.brand_id === null ? undefined : state.brands.byId.get(user.brand_id);
  const member = brand ? teamOf(state.brands, brand.id).find((m) => m.user_id === user.id) : undefined;
  return brand && member ? { brand, role: member.role } : null;
};

/** The team as its owner or a member sees it: only the owner gets the pending applications. */
const teamView = (
  state: State,
  user: UserRecord,
  brand: BrandRecord,
  role: BrandMemberRecord['role'],
): Schema<'BrandTeam'> => {
  const applications =
    role === 'owner'
      ? [...state.brands.applications.values()]
          .filter((a) => a.brand_id === brand.id && a.status === 'pending')
          .sort((a, b) => a.createtime - b.createtime || a.id - b.id)
          .flatMap((a) => {
            const u = state.users.byId.get(a.user_id);
            return u ? [{ id: a.id, user: userBrief(u), reason: a.reason, createtime: a.createtime }] : [];
          })
      : [];
  return { brand: brandView(state, brand, user), role, members: membersView(state, brand.id), applications };
};

export const handlers = {
  getBrandList: read(
    (ctx) => {
      const state = ctx.state;
      const needle = ctx.query.keyword ? phpTrim(ctx.query.keyword).toLowerCase() : '';
      const list = [...state.brands.byId.values()]
        .filter((b) => !needle || b.name.toLowerCase().includes(needle))
        .sort((a, b) => teamOf(state.brands, b.id).length - teamOf(state.brands, a.id).length || a.id - b.id);
      return ok(pageOf(list, ctx.query, (b) => brandView(state, b, ctx.user)));
    },
    { perUser: true },
  ),

  getBrandDetail: read(
    (ctx) => {
      const state = ctx.state;
      const brand = state.brands.byId.get(ctx.query.id);
      if (!brand) return fail(NO_BRAND_MSG);
      const pending = ctx.user ? pendingApplicationOf(state.brands, ctx.user.id) : undefined;
      return ok({
        brand: brandView(state, brand, ctx.user),
        members: membersView(state, brand.id),
        works: teamWorks(state, brand.id).map((g) => goodsView(state, g)),
        applied: pending?.brand_id === brand.id,
      });
    },
    { perUser: true },
  ),

  applyToBrand: {
    messages: { 'reason:required': 'Please enter the reason', 'reason:minLength': 'Please enter the reason' },
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const state = ctx.state;
      const brand = state.brands.byId.get(ctx.body.brand_id);
      if (!brand) return fail(NO_BRAND_MSG);
      const reason = filterText(ctx.body.reason);
      if (reason === '') return fail('Please enter the reason');
      if (membershipOf(state, user)) return fail('You have already joined a brand');
      if (pendingApplicationOf(state.brands, user.id)) return fail('You already have an application pending');
      addBrandApplication(state.brands, { brand_id: brand.id, user_id: user.id, reason, createtime: ctx.seconds() });
      return ok({ brand_id: brand.id, status: 'pending' as const }, '申请已提交 Application submitted');
    },
  },

  editBrand: {
    messages: {
      'name:required': 'Please enter the brand name',
      'name:minLength': 'Please enter the brand name',
      logo: 'Please upload a logo',
    },
    handle: (ctx) => {
      const user = ctx.user as UserRecord;
      const state = ctx.state;
      const membership = membershipOf(state, user);
      if (!membership) return fail(NOT_JOINED_MSG);
      if (membership.role !== 'owner') return fail('Only the brand owner can edit');
      const name = filterText(ctx.body.name);
      if (name === '') return fail('Please enter the brand name');
      const logo = phpTrim(ctx.body.logo);
      if (logo === '') return fail('Please upload a logo');
      const brand = membership.brand;
      const key = nameKey(name);
      for (const other of state.brands.byId.values()) {
        if (other.id !== brand.id && nameKey(other.name) === key) return fail('The brand name is already taken');
      }
      editBrand(brand, { name, logo, description: filterText(ctx.body.description) });
      return ok(brandView(state, brand, user), '修改成功');
    },
  },

  getMyBrandTeam: read((ctx) => {
    const user = ctx.user as UserRecord;
    const membership = membershipOf(ctx.state, user);
    if (!membership) return fail(NOT_JOINED_MSG);
    return ok(teamView(ctx.state, user, membership.brand, membership.role));
  }),

  answerBrandApplication: (ctx) => {
    const user = ctx.user as UserRecord;
    const state = ctx.state;
    const membership = membershipOf(state, user);
    if (!membership) return fail(NOT_JOINED_MSG);
    if (membership.role !== 'owner') return fail('Only the brand owner can answer applications');
    const application = state.brands.applications.get(ctx.body.id);
    if (!application || application.brand_id !== membership.brand.id || application.status !== 'pending') {
      return fail(NO_APPLICATION_MSG);
    }
    const applicant = state.users.byId.get(application.user_id);
    if (!applicant) return fail(NO_APPLICATION_MSG);
    if (ctx.body.accept && applicant.brand_id !== null) return fail('The user has already joined a brand');
    const result = answerBrandApplication(state, application.id, ctx.body.accept, ctx.seconds());
    if (typeof result === 'string') return fail(result);
    return ok(
      teamView(state, user, membership.brand, membership.role),
      ctx.body.accept ? '已通过 Accepted' : '已拒绝 Declined',
    );
  },

  removeBrandMember: (ctx) => {
    const user = ctx.user as UserRecord;
    const state = ctx.state;
    const membership = membershipOf(state, user);
    if (!membership) return fail(NOT_JOINED_MSG);
    if (membership.role !== 'owner') return fail('Only the brand owner can remove members');
    if (ctx.body.user_id === user.id) return fail('You cannot remove yourself');
    const result = removeMember(state, membership.brand.id, ctx.body.user_id);
    if (typeof result === 'string') return fail(result);
    return ok({ members: membersView(state, membership.brand.id) }, '移除成功 Removed');
  },
} satisfies Handlers;
