// Team changes shared by the brand handlers and the control API. The contract has no call for the owner to
// answer an application, so tests and the e2e suite do it through these.

import {
  addMember,
  answerApplication,
  type BrandApplicationRecord,
  type BrandMemberRecord,
  removeMemberOf,
} from '../modules/brands.ts';
import { setBrand } from '../modules/users.ts';
import type { State } from '../state.ts';

/** Takes the user off their brand's team; an owner cannot leave this way. */
export function removeMember(state: State, brandId: number, userId: number): string | BrandMemberRecord[] {
  const team = state.brands.members.get(brandId);
  const index = team?.findIndex((m) => m.user_id === userId) ?? -1;
  const member = team?.[index];
  if (!team || !member) return 'The user is not on your team';
  if (member.role === 'owner') return 'You cannot remove yourself';
  removeMemberOf(state.brands, brandId, userId);
  const user = state.users.byId.get(userId);
  if (user && user.brand_id === brandId) setBrand(user, null);
  return team;
}

/** Accepts or rejects a pending application; an accepted applicant joins the team. */
export function answerBrandApplication(
  state: State,
  applicationId: number,
  accept: boolean,
  nowSec: number,
): string | BrandApplicationRecord {
  const app = state.brands.applications.get(applicationId);
  if (!app) return `no brand application ${applicationId}`;
  if (app.status !== 'pending') return `brand application ${applicationId} is ${app.status}, not pending`;
  const user = state.users.byId.get(app.user_id);
  if (!user) return `no user ${app.user_id}`;
  if (accept && user.brand_id !== null) return `user ${user.id} is already on the team of brand ${user.brand_id}`;
  answerApplication(app, accept);
  if (accept) {
    addMember(state.brands, app.brand_id, { user_id: user.id, role: 'member', jointime: nowSec });
    setBrand(user, app.brand_id);
  }
  return app;
}
