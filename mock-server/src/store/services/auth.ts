// State changes of the login flows, shared by the auth handlers, the WeChat login handler and the control API.
import { createHash } from 'node:crypto';
import {
  CODE_TTL_SEC,
  type CodeChannel,
  codeKey,
  countCheck,
  dropCode,
  MAX_CODE_CHECKS,
  RESEND_INTERVAL_SEC,
  recordSentCode,
  setLocked,
  targetKey,
  useWechatCode,
} from '../modules/auth.ts';
import {
  addUser,
  bindOpenid as bindUserOpenid,
  userByEmail as byEmail,
  userByMobile as byMobile,
  userByOpenid as byOpenid,
  issueToken,
  normalizeEmail,
  type Session,
  type UserRecord,
} from '../modules/users.ts';
import type { State } from '../state.ts';

export const WAIT_MSG = 'Please wait 60 seconds before requesting a new code';
export const CAPTCHA_MSG = 'Captcha is incorrect';
export const LOCKED_MSG = 'Account is locked';
export const WECHAT_FAILED_MSG = 'Authorization failed, please try again';

export { normalizeEmail };

/** Whether a code went to this phone or address less than the resend interval ago (any event). */
export const resendBlocked = (state: State, channel: CodeChannel, target: string, nowSec: number): boolean => {
  const last = state.auth.lastSentAt.get(targetKey(channel, target));
  return last !== undefined && nowSec - last < RESEND_INTERVAL_SEC;
};

/** Records a sent code; it replaces the previous code of the same event. */
export function sendCode(state: State, channel: CodeChannel, target: string, event: string, nowSec: number): void {
  recordSentCode(state.auth, channel, target, event, nowSec);
}

/**
 * Checks a code without consuming it: the action consumes it with `consumeCode` only once it succeeded, so
 * a later failure (a taken username) leaves the code usable, as FastAdmin's Sms::check / Sms::flush do.
 */
export function checkCode(
  state: State,
  channel: CodeChannel,
  target: string,
  event: string,
  captcha: string,
  nowSec: number,
): boolean {
  const key = codeKey(channel, target, event);
  const record = state.auth.codes.get(key);
  if (!record) return false;
  if (nowSec - record.sentAt >= CODE_TTL_SEC || record.checks >= MAX_CODE_CHECKS) {
    dropCode(state.auth, key);
    return false;
  }
  countCheck(record);
  return record.code === captcha;
}

export function consumeCode(state: State, channel: CodeChannel, target: string, event: string): void {
  dropCode(state.auth, codeKey(channel, target, event));
}

export const userByMobile = (state: State, mobile: string): UserRecord | null => byMobile(state.users, mobile);
export const userByEmail = (state: State, email: string): UserRecord | null => byEmail(state.users, email);
export const userByOpenid = (state: State, openid: string): UserRecord | null => byOpenid(state.users, openid);

/** username, then bound phone, then bound e-mail (loginByAccount). */
export const userByAccount = (state: State, account: string): UserRecord | null =>
  state.users.byUsername.get(account) ?? userByMobile(state, account) ?? userByEmail(state, account);

export const isLocked = (state: State, userId: number): boolean => state.auth.locked.has(userId);

/** For the control API: disable or enable an account. */
export function setAccountLocked(state: State, userId: number, locked: boolean): string | null {
  if (!state.users.byId.has(userId)) return `no user ${userId}`;
  setLocked(state.auth, userId, locked);
  return null;
}

/** A random password that is the same for the same seed and user, so replays match. */
export const randomPasswordOf = (seed: number, userId: number): string =>
  createHash('sha256').update(`${seed}:random-password:${userId}`).digest('base64url').slice(0, 16);

/** A username nobody has: `base`, else `base_<id>`. */
function freeUsername(state: State, base: string, id: number): string {
  return state.users.byUsername.has(base) ? `${base}_${id}` : base;
}

export interface NewUserFields {
  username?: string;
  nickname?: string;
  password?: string;
  mobile?: string;
  email?: string;
  avatar?: string;
  openid?: string | null;
}

/** Creates an account; without a password it gets a random one and `random_password` true. */
export function createUser(state: State, seed: number, fields: NewUserFields, nowSec: number): UserRecord {
  const id = state.users.nextId;
  const username = freeUsername(state, fields.username ?? `user${id}`, id);
  return addUser(state.users, {
    username,
    password: fields.password ?? randomPasswordOf(seed, id),
    nickname: fields.nickname ?? username,
    avatar: fields.avatar ?? `/media/avatar/u${id}.jpg`,
    mobile: fields.mobile ?? '',
    email: fields.email ?? '',
    gender: 'secret',
    birthday: null,
    bio: '',
    moneyCents: 0,
    score: 0,
    vip: null,
    writer_status: 'none',
    brand_id: null,
    random_password: fields.password === undefined,
    openid: fields.openid ?? null,
    createtime: nowSec,
  });
}

/** Binds a WeChat identity to one account; an openid belongs to one account at a time. */
export const bindOpenid = (state: State, user: UserRecord, openid: string): void =>
  bindUserOpenid(state.users, user, openid);

/** An e-mail address turned into a username: letters, digits and underscores, starting with a letter. */
export function usernameFromEmail(email: string): string {
  const [local = '', domain = ''] = normalizeEmail(email).split('@');
  const base = `${local}_${domain.split('.')[0] ?? ''}`.replace(/[^a-z0-9_]/g, '_').slice(0, 24);
  return /^[a-z]/.test(base) ? base : `u${base}`.slice(0, 24);
}

export const maskedMobileNickname = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/** The openid WeChat would answer for an OAuth code: derived from the code so replays match. */
export const openidOfCode = (seed: number, code: string): string =>
  `o${createHash('sha256').update(`${seed}:wechat-openid:${code}`).digest('base64url').slice(0, 27)}`;

/** Codes the mock treats as expired or invalid, so the failure can be exercised. */
const REFUSED_WECHAT_CODE = /^(invalid|expired)/i;

/**
 * The WeChat login (`/api/h5.wechat/third`, tag wechat): exchanges a single-use OAuth code for an openid,
 * logs in the account bound to it or creates one. The wechat handler answers `sessionUserOf(...)` plus
 * `openid`.
 */
export function loginWithWechatCode(
  state: State,
  seed: number,
  code: string,
  nowSec: number,
): { ok: true; user: UserRecord; session: Session; openid: string } | { ok: false; msg: string } {
  if (REFUSED_WECHAT_CODE.test(code) || state.auth.usedWechatCodes.has(code))
    return { ok: false, msg: WECHAT_FAILED_MSG };
  const openid = openidOfCode(seed, code);
  const existing = userByOpenid(state, openid);
  if (existing && isLocked(state, existing.id)) return { ok: false, msg: LOCKED_MSG };
  useWechatCode(state.auth, code);
  const user =
    existing ??
    createUser(
      state,
      seed,
      { username: `wx_${state.users.nextId}`, nickname: `微信用户${openid.slice(-4)}`, openid },
      nowSec,
    );
  const session = issueToken(state.users, seed, user.id, nowSec);
  return { ok: true, user, session, openid };
}

/** Opens a session for a login that passed its checks. */
export const openSession = (state: State, seed: number, user: UserRecord, nowSec: number): Session =>
  issueToken(state.users, seed, user.id, nowSec);
