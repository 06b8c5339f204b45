// Users, the demo accounts and login sessions. Other areas keep their per-user data in their own modules
// keyed by user id; this module owns who exists and who is signed in.
import { createHash } from 'node:crypto';
import {
  DAY_SEC,
  DEMO_ACCOUNTS,
  DEMO_BRAND_ID,
  DEMO_PASSWORD,
  type DemoAccount,
  VIP_NAMES,
  type VipCardType,
  type WriterApplyStatus,
} from '../ids.ts';

export type { DemoAccount, VipCardType, WriterApplyStatus };
export { DEMO_ACCOUNTS, DEMO_BRAND_ID, DEMO_PASSWORD, VIP_NAMES };

export type Gender = 'male' | 'female' | 'secret';

export interface UserRecord {
  id: number;
  username: string;
  password: string;
  nickname: string;
  avatar: string;
  /** Unmasked; views mask it. '' when none is bound. */
  mobile: string;
  email: string;
  gender: Gender;
  birthday: string | null;
  bio: string;
  moneyCents: number;
  score: number;
  vip: { type: VipCardType; name: string; expiretime: number | null } | null;
  writer_status: WriterApplyStatus;
  brand_id: number | null;
  random_password: boolean;
  openid: string | null;
  createtime: number;
}

export interface Session {
  token: string;
  userId: number;
  createtime: number;
  expiretime: number;
}

export interface UsersState {
  byId: Map<number, UserRecord>;
  byUsername: Map<string, UserRecord>;
  /** Bound phone number → user; kept by the write functions below, like the next two. */
  byMobile: Map<string, UserRecord>;
  /** Lower-cased bound e-mail address → user. */
  byEmail: Map<string, UserRecord>;
  byOpenid: Map<string, UserRecord>;
  sessions: Map<string, Session>;
  /** Tokens per user, oldest first, so a user's sessions stay bounded (a load test logs in 100,000 times). */
  sessionsByUser: Map<number, string[]>;
  nextId: number;
  tokenSeq: number;
}

export const TOKEN_LIFETIME_SEC = 30 * DAY_SEC;
/** Devices a user stays signed in on; a new login beyond it ends the oldest session. */
export const MAX_SESSIONS_PER_USER = 20;

/** Opens a session. Tokens derive from the seed and a counter, so replays after a reset match byte for byte. */
export function issueToken(users: UsersState, seed: number, userId: number, nowSec: number): Session {
  users.tokenSeq += 1;
  const token = createHash('sha256').update(`${seed}:token:${users.tokenSeq}:${userId}`).digest('hex').slice(0, 32);
  const session = { token, userId, createtime: nowSec, expiretime: nowSec + TOKEN_LIFETIME_SEC };
  users.sessions.set(token, session);
  const tokens = users.sessionsByUser.get(userId) ?? [];
  tokens.push(token);
  while (tokens.length > MAX_SESSIONS_PER_USER) users.sessions.delete(tokens.shift() as string);
  users.sessionsByUser.set(userId, tokens);
  return session;
}

export function userByToken(users: UsersState, token: unknown, nowSec: number): UserRecord | null {
  if (typeof token !== 'string' || token === '') return null;
  const session = users.sessions.get(token);
  if (!session || session.expiretime <= nowSec) return null;
  return users.byId.get(session.userId) ?? null;
}

export const isVip = (user: UserRecord | null, nowSec: number): boolean =>
  !!user?.vip && (user.vip.expiretime === null || user.vip.expiretime > nowSec);

export const maskMobile = (mobile: string): string =>
  mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;

export const userBrief = (u: UserRecord) => ({ id: u.id, nickname: u.nickname, avatar: u.avatar });

// ---------------------------------------------------------------- writes: the only code that changes a user

/** E-mail addresses compare case-insensitively, as MySQL's default collation does on the provider. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function insertUser(users: UsersState, user: UserRecord): UserRecord {
  users.byId.set(user.id, user);
  users.byUsername.set(user.username, user);
  // The first account holding a number, address or openid answers for it, as a scan in id order would.
  if (user.mobile !== '' && !users.byMobile.has(user.mobile)) users.byMobile.set(user.mobile, user);
  const email = normalizeEmail(user.email);
  if (email !== '' && !users.byEmail.has(email)) users.byEmail.set(email, user);
  if (user.openid !== null && !users.byOpenid.has(user.openid)) users.byOpenid.set(user.openid, user);
  return user;
}

/** Adds an account with the next id; `username` must be free. */
export function addUser(users: UsersState, fields: Omit<UserRecord, 'id'>): UserRecord {
  return insertUser(users, { id: users.nextId++, ...fields });
}

export const userByMobile = (users: UsersState, mobile: string): UserRecord | null =>
  mobile === '' ? null : (users.byMobile.get(mobile) ?? null);

export const userByEmail = (users: UsersState, email: string): UserRecord | null => {
  const wanted = normalizeEmail(email);
  return wanted === '' ? null : (users.byEmail.get(wanted) ?? null);
};

export const userByOpenid = (users: UsersState, openid: string): UserRecord | null =>
  users.byOpenid.get(openid) ?? null;

export function setMobile(users: UsersState, user: UserRecord, mobile: string): void {
  if (users.byMobile.get(user.mobile) === user) users.byMobile.delete(user.mobile);
  user.mobile = mobile;
  if (mobile !== '') users.byMobile.set(mobile, user);
}

export function setEmail(users: UsersState, user: UserRecord, email: string): void {
  const old = normalizeEmail(user.email);
  if (users.byEmail.get(old) === user) users.byEmail.delete(old);
  user.email = email;
  if (email !== '') users.byEmail.set(normalizeEmail(email), user);
}

/** Binds a WeChat identity to one account; an openid belongs to one account at a time. */
export function bindOpenid(users: UsersState, user: UserRecord, openid: string): void {
  const previous = users.byOpenid.get(openid);
  if (previous && previous !== user) previous.openid = null;
  if (user.openid !== null && users.byOpenid.get(user.openid) === user) users.byOpenid.delete(user.openid);
  user.openid = openid;
  users.byOpenid.set(openid, user);
}

export function setPassword(user: UserRecord, password: string): void {
  user.password = password;
  user.random_password = false;
}

export type ProfileFields = Partial<Pick<UserRecord, 'avatar' | 'nickname' | 'bio' | 'gender' | 'birthday'>>;

/** Changes the fields given; an undefined field stays as it is. */
export function updateProfile(user: UserRecord, fields: ProfileFields): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(user, { [key]: value });
  }
}

export function setWriterStatus(user: UserRecord, status: WriterApplyStatus): void {
  user.writer_status = status;
}

export function setBrand(user: UserRecord, brandId: number | null): void {
  user.brand_id = brandId;
}

export function setVip(user: UserRecord, vip: UserRecord['vip']): void {
  user.vip = vip;
}

/** The balance or the points; the library's ledger operations are the only callers. */
export function setLedgerFigure(user: UserRecord, figure: 'moneyCents' | 'score', value: number): void {
  user[figure] = value;
}

export function endSession(users: UsersState, token: string): void {
  const session = users.sessions.get(token);
  if (!session) return;
  users.sessions.delete(token);
  const tokens = users.sessionsByUser.get(session.userId);
  const at = tokens?.indexOf(token) ?? -1;
  if (tokens && at >= 0) tokens.splice(at, 1);
}
