// State changes of musician applications, shared by the musician handlers and the control API.

import type { ApplicationRecord } from '../modules/writers.ts';
import type { State } from '../state.ts';

export function approveApplication(
  state: State,
  userId: number,
  nowSec: number,
): string | { status: ApplicationRecord['status']; writerId: number } {
  const app = state.writers.applications.get(userId);
  const user = state.users.byId.get(userId);
  if (!app || !user) return `no application of user ${userId}`;
  if (app.status !== 'reviewing') return `application of user ${userId} is ${app.status}, not reviewing`;
  app.status = 'approved';
  app.reason = null;
  app.reviewtime = nowSec;
  user.writer_status = 'approved';
  const writer = {
    id: state.writers.nextId++,
    user_id: userId,
    nickname: app.nickname,
    avatar: user.avatar,
    style: app.style,
    profile: app.profile,
    genres: [],
    baseFans: 0,
    createtime: nowSec,
  };
  state.writers.byId.set(writer.id, writer);
  state.writers.byUserId.set(userId, writer);
  return { status: app.status, writerId: writer.id };
}

export function rejectApplication(
  state: State,
  userId: number,
  nowSec: number,
  reason: string,
): string | { status: ApplicationRecord['status']; writerId: null } {
  const app = state.writers.applications.get(userId);
  const user = state.users.byId.get(userId);
  if (!app || !user) return `no application of user ${userId}`;
  if (app.status !== 'reviewing') return `application of user ${userId} is ${app.status}, not reviewing`;
  app.status = 'rejected';
  app.reason = reason;
  app.reviewtime = nowSec;
  user.writer_status = 'rejected';
  return { status: app.status, writerId: null };
}
