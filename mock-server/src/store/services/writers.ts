// Musician applications: submitting one marks the user as under review and keeps its cloud-disk link with
// the musician area; the review (the control API's) makes an approved applicant a musician.
import { type CloudLinkRecord, setApplicationLink } from '../modules/musician.ts';
import { setWriterStatus, type UserRecord } from '../modules/users.ts';
import {
  type ApplicationFields,
  type ApplicationRecord,
  addApplication,
  addWriter,
  reviewApplication,
} from '../modules/writers.ts';
import type { State } from '../state.ts';

export function submitApplication(
  state: State,
  user: UserRecord,
  fields: ApplicationFields,
  link: CloudLinkRecord | null,
  nowSec: number,
): ApplicationRecord {
  const app = addApplication(state.writers, user.id, fields, nowSec);
  setApplicationLink(state.musician, user.id, link);
  setWriterStatus(user, 'reviewing');
  return app;
}

export function approveApplication(
  state: State,
  userId: number,
  nowSec: number,
): string | { status: ApplicationRecord['status']; writerId: number } {
  const app = state.writers.applications.get(userId);
  const user = state.users.byId.get(userId);
  if (!app || !user) return `no application of user ${userId}`;
  if (app.status !== 'reviewing') return `application of user ${userId} is ${app.status}, not reviewing`;
  reviewApplication(app, null, nowSec);
  setWriterStatus(user, 'approved');
  const writer = addWriter(state.writers, {
    user_id: userId,
    nickname: app.nickname,
    avatar: user.avatar,
    style: app.style,
    profile: app.profile,
    genres: [],
    baseFans: 0,
    createtime: nowSec,
  });
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
  reviewApplication(app, reason, nowSec);
  setWriterStatus(user, 'rejected');
  return { status: app.status, writerId: null };
}
