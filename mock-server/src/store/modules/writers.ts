// Musicians (the provider calls them writers), their applications and who follows whom.

import type { WriterApplyStatus } from '../ids.ts';
import { pastTime, type SeedContext } from '../seed-context.ts';
import { GENRES, STYLES } from '../words.ts';
import { setWriterStatus, type UsersState, updateProfile } from './users.ts';

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

export function seedWriters(ctx: SeedContext<{ users: UsersState }>): WritersState {
  const { en, zh } = ctx;
  const users = ctx.state.users;
  const state: WritersState = {
    byId: new Map(),
    byUserId: new Map(),
    applications: new Map(),
    follows: new Set(),
    nextId: 1,
    nextApplicationId: 1,
  };
  const addWriter = (userId: number, nickname: string) => {
    const user = users.byId.get(userId);
    if (!user) throw new Error(`writer for unknown user ${userId}`);
    const writer: WriterRecord = {
      id: state.nextId++,
      user_id: userId,
      nickname,
      avatar: user.avatar,
      style: en.helpers.arrayElement(STYLES),
      profile:
        `${zh.helpers.arrayElement(['专注', '热爱', '十年'])}${en.helpers.arrayElement(['电音制作', '夜店打碟', '混音'])}. ${en.lorem.sentence({ min: 4, max: 10 })}`.slice(
          0,
          140,
        ),
      genres: en.helpers.arrayElements([...GENRES], { min: 1, max: 3 }),
      baseFans: en.datatype.boolean({ probability: 0.15 })
        ? en.number.int({ min: 10_001, max: 200_000 })
        : en.number.int({ min: 0, max: 9_000 }),
      createtime: pastTime(ctx, 600, 10),
    };
    state.byId.set(writer.id, writer);
    state.byUserId.set(userId, writer);
    setWriterStatus(user, 'approved');
    return writer;
  };
  const demoMusician = users.byUsername.get('demo-musician');
  if (demoMusician) addWriter(demoMusician.id, demoMusician.nickname);
  // Users 7.. are ordinary users; the first 55 of them are musicians.
  const ordinary = [...users.byId.values()].filter((u) => !u.username.startsWith('demo-'));
  for (const user of ordinary.slice(0, 55)) {
    const zhName = `${zh.person.firstName()}`;
    const enName = en.person.firstName();
    addWriter(user.id, `DJ${zhName} (DJ ${enName})`);
    updateProfile(user, { nickname: `DJ${zhName}` });
  }
  const applicant = (username: string, status: ApplicationRecord['status'], reason: string | null) => {
    const user = users.byUsername.get(username);
    if (!user) return;
    state.applications.set(user.id, {
      id: state.nextApplicationId++,
      user_id: user.id,
      status,
      nickname: `DJ ${username.replace('demo-', '')}`,
      style: STYLES[0] ?? 'House',
      profile: '我想成为音乐人 I want to publish my music.',
      realname: '张三',
      idcard: '110101199001011234',
      idcard_front: '/media/image/idcard-front.svg',
      idcard_back: '/media/image/idcard-back.svg',
      works: ['/media/preview/1.wav'],
      reason,
      createtime: ctx.nowSec - 3 * 86_400,
      reviewtime: status === 'reviewing' ? null : ctx.nowSec - 86_400,
    });
  };
  applicant('demo-musician', 'approved', null);
  applicant('demo-applicant', 'reviewing', null);
  applicant('demo-rejected', 'rejected', '作品质量不符合要求 The works do not meet our quality bar');

  // Every demo account follows a few musicians.
  const writerIds = [...state.byId.keys()];
  for (const user of users.byId.values()) {
    const count = user.username.startsWith('demo-') ? 5 : en.number.int({ min: 0, max: 3 });
    for (const wid of en.helpers.arrayElements(writerIds.slice(1), count)) state.follows.add(followKey(user.id, wid));
  }
  return state;
}

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
