// Musicians (the provider calls them writers), their applications and who follows whom.

import type { WriterApplyStatus } from '../ids.ts';

export interface WriterRecord {
  id: number;
  user_id: number;
  nickname: string;
  avatar: string;
  style: string;
  profile: string;
  genres: string[];
  /** Followers besides the seeded follow relations of known users. */
  baseFans: number;
  createtime: number;
}

export interface ApplicationRecord {
  id: number;
  user_id: number;
  status: Exclude<WriterApplyStatus, 'none'>;
  nickname: string;
  style: string;
  profile: string;
  realname: string;
  idcard: string;
  idcard_front: string;
  idcard_back: string;
  works: string[];
  reason: string | null;
  createtime: number;
  reviewtime: number | null;
}

export interface WritersState {
  byId: Map<number, WriterRecord>;
  byUserId: Map<number, WriterRecord>;
  /** Keyed by the applicant's user id: one live application per user. */
  applications: Map<number, ApplicationRecord>;
  /** `${userId}:${writerId}` */
  follows: Set<string>;
  nextId: number;
  nextApplicationId: number;
}

export const followKey = (userId: number, writerId: number) => `${userId}:${writerId}`;

export function fansOf(state: WritersState, writer: WriterRecord): number {
  let n = writer.baseFans;
  for (const key of state.follows) if (key.endsWith(`:${writer.id}`)) n++;
  return n;
}

/** Followers of every musician in one pass over the follow relations (the directory sorts by it). */
export function fanCounts(state: { writers: WritersState }): Map<number, number> {
  const counts = new Map<number, number>();
  for (const w of state.writers.byId.values()) counts.set(w.id, w.baseFans);
  for (const key of state.writers.follows) {
    const writerId = Number(key.slice(key.indexOf(':') + 1));
    counts.set(writerId, (counts.get(writerId) ?? 0) + 1);
  }
  return counts;
}

/** Records or ends the fan relation of a user and a musician. */
export function setFanRelation(state: { writers: WritersState }, userId: number, writerId: number, on: boolean): void {
  if (on) state.writers.follows.add(followKey(userId, writerId));
  else state.writers.follows.delete(followKey(userId, writerId));
}

// ---------------------------------------------------------------- writes (follows above)

export type ApplicationFields = Omit<
  ApplicationRecord,
  'id' | 'user_id' | 'status' | 'reason' | 'createtime' | 'reviewtime'
>;

/** A new application replaces the user's previous one. */
export function addApplication(
  state: WritersState,
  userId: number,
  fields: ApplicationFields,
  nowSec: number,
): ApplicationRecord {
  const rec: ApplicationRecord = {
    id: state.nextApplicationId++,
    user_id: userId,
    status: 'reviewing',
    ...fields,
    reason: null,
    createtime: nowSec,
    reviewtime: null,
  };
  state.applications.set(userId, rec);
  return rec;
}

export function reviewApplication(app: ApplicationRecord, reason: string | null, nowSec: number): void {
  app.status = reason === null ? 'approved' : 'rejected';
  app.reason = reason;
  app.reviewtime = nowSec;
}

export function addWriter(state: WritersState, fields: Omit<WriterRecord, 'id'>): WriterRecord {
  const writer: WriterRecord = { id: state.nextId++, ...fields };
  state.byId.set(writer.id, writer);
  state.byUserId.set(writer.user_id, writer);
  return writer;
}

export type WriterEdit = Pick<WriterRecord, 'nickname' | 'avatar'> &
  Partial<Pick<WriterRecord, 'style' | 'profile' | 'genres'>>;

/** Changes the public profile; an undefined field stays as it is. */
export function editWriter(writer: WriterRecord, fields: WriterEdit): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(writer, { [key]: value });
  }
}
