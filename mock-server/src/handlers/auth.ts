// Login (account, SMS code, e-mail code), registration, password reset, phone and e-mail binding, sessions.
import type { Schema } from '@djshop/api';
import { fail, money, ok, UNAUTHORIZED_MSG } from '../envelope.ts';
import type { State } from '../store/index.ts';
import type { CodeChannel } from '../store/modules/auth.ts';
import {
  endSession,
  isVip,
  maskMobile,
  type Session,
  setEmail,
  setMobile,
  setPassword,
  type UserRecord,
} from '../store/modules/users.ts';
import {
  bindOpenid,
  CAPTCHA_MSG,
  checkCode,
  consumeCode,
  createUser,
  isLocked,
  LOCKED_MSG,
  maskedMobileNickname,
  normalizeEmail,
  openSession,
  resendBlocked,
  sendCode,
  userByAccount,
  userByEmail,
  userByMobile,
  usernameFromEmail,
  WAIT_MSG,
} from '../store/services/auth.ts';
import { type Handlers, read } from './define.ts';

const LOGIN_MSG = 'Logged in successful';
const ACCOUNT_MSG = 'Account or password is incorrect';
/** Stricter than the contract's `^1[0-9]{10}$`: mainland mobile numbers start 13-19. */
const MAINLAND_MOBILE = /^1[3-9][0-9]{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** FastAdmin's `userinfo`: the phone is not masked here, the app shows the profile's masked one. */
export const sessionUserOf = (user: UserRecord, session: Session): Schema<'SessionUser'> => ({
  id: user.id,
  username: user.username,
  nickname: user.nickname,
  mobile: user.mobile,
  avatar: user.avatar,
  score: user.score,
  token: session.token,
  user_id: user.id,
  createtime: session.createtime,
  expiretime: session.expiretime,
  expires_in: Math.max(0, session.expiretime - session.createtime),
  random_password: user.random_password,
});

/** The signed-in user's profile; an expired VIP card is reported as null. */
export const userInfoOf = (user: UserRecord, nowSec: number): Schema<'UserInfo'> => ({
  id: user.id,
  username: user.username,
  nickname: user.nickname,
  avatar: user.avatar,
  mobile: maskMobile(user.mobile),
  email: user.email,
  gender: user.gender,
  birthday: user.birthday,
  bio: user.bio,
  money: money(user.moneyCents),
  score: user.score,
  vip:
    user.vip && isVip(user, nowSec)
      ? { type: user.vip.type, name: user.vip.name, expiretime: user.vip.expiretime }
      : null,
  writer_status: user.writer_status,
  brand_id: user.brand_id,
  random_password: user.random_password,
  createtime: user.createtime,
});

const loggedIn = (state: State, seed: number, user: UserRecord, nowSec: number) =>
  ok({ userinfo: sessionUserOf(user, openSession(state, seed, user, nowSec)) }, LOGIN_MSG);

/** The send-code rules shared by SMS and e-mail: resend interval, then whether the event fits the account. */
function sendFor(
  state: State,
  channel: CodeChannel,
  target: string,
  event: string,
  hasAccount: boolean,
  nowSec: number,
  msgs: { taken: string; unknown: string },
) {
  if (resendBlocked(state, channel, target, nowSec)) return fail(WAIT_MSG);
  const mustBeNew = event === 'register' || event === 'changemobile' || event === 'changeemail';
  if (mustBeNew && hasAccount) return fail(msgs.taken);
  if (event === 'resetpwd' && !hasAccount) return fail(msgs.unknown);
  sendCode(state, channel, target, event, nowSec);
  return ok(null, 'Sent successfully');
}

export const handlers = {
  sendSmsCode: {
    messages: { mobile: 'Mobile is incorrect' },
    handle: ({ body, state, seconds }) => {
      if (!MAINLAND_MOBILE.test(body.mobile)) return fail('Mobile is incorrect');
      return sendFor(state, 'sms', body.mobile, body.event, userByMobile(state, body.mobile) !== null, seconds(), {
        taken: 'Mobile already registered',
        unknown: 'Mobile is not registered',
      });
    },
  },

  sendEmailCode: {
    messages: { email: 'Email is incorrect' },
    handle: ({ body, state, seconds }) => {
      if (!EMAIL.test(body.email)) return fail('Email is incorrect');
      const email = normalizeEmail(body.email);
      return sendFor(state, 'email', email, body.event, userByEmail(state, email) !== null, seconds(), {
        taken: 'Email already registered',
        unknown: 'Email is not registered',
      });
    },
  },

  loginByAccount: {
    // A malformed account or password cannot match an account: the same message, nothing revealed.
    messages: { account: ACCOUNT_MSG, password: ACCOUNT_MSG },
    handle: ({ body, state, store, seconds }) => {
      const user = userByAccount(state, body.account);
      if (!user || user.password !== body.password) return fail(ACCOUNT_MSG);
      if (isLocked(state, user.id)) return fail(LOCKED_MSG);
      return loggedIn(state, store.seed, user, seconds());
    },
  },

  loginBySms: {
    messages: { captcha: CAPTCHA_MSG },
    handle: ({ body, state, store, seconds }) => {
      const now = seconds();
      if (!checkCode(state, 'sms', body.mobile, 'login', body.captcha, now)) return fail(CAPTCHA_MSG);
      const existing = userByMobile(state, body.mobile);
      if (existing && isLocked(state, existing.id)) return fail(LOCKED_MSG);
      const user =
        existing ??
        createUser(
          state,
          store.seed,
          { username: `u${body.mobile}`, nickname: maskedMobileNickname(body.mobile), mobile: body.mobile },
          now,
        );
      if (body.openid) bindOpenid(state, user, body.openid);
      consumeCode(state, 'sms', body.mobile, 'login');
      return loggedIn(state, store.seed, user, now);
    },
  },

  loginByEmail: {
    messages: { captcha: CAPTCHA_MSG },
    handle: ({ body, state, store, seconds }) => {
      const now = seconds();
      const email = normalizeEmail(body.email);
      if (!checkCode(state, 'email', email, 'login', body.captcha, now)) return fail(CAPTCHA_MSG);
      const existing = userByEmail(state, email);
      if (existing && isLocked(state, existing.id)) return fail(LOCKED_MSG);
      const user =
        existing ??
        createUser(
          state,
          store.seed,
          { username: usernameFromEmail(email), nickname: email.split('@')[0] ?? email, email },
          now,
        );
      consumeCode(state, 'email', email, 'login');
      return loggedIn(state, store.seed, user, now);
    },
  },

  registerAccount: {
    messages: { captcha: CAPTCHA_MSG },
    handle: ({ body, state, store, seconds }) => {
      const now = seconds();
      if (body.password !== body.repassword) return fail('The two passwords do not match');
      if (!checkCode(state, 'sms', body.mobile, 'register', body.captcha, now)) return fail(CAPTCHA_MSG);
      if (state.users.byUsername.has(body.username)) return fail('Username already exist');
      if (userByMobile(state, body.mobile)) return fail('Mobile already exist');
      const user = createUser(
        state,
        store.seed,
        { username: body.username, nickname: body.username, password: body.password, mobile: body.mobile },
        now,
      );
      consumeCode(state, 'sms', body.mobile, 'register');
      return ok({ userinfo: sessionUserOf(user, openSession(state, store.seed, user, now)) }, 'Sign up successful');
    },
  },

  resetPassword: {
    messages: { captcha: CAPTCHA_MSG },
    handle: ({ body, state, seconds }) => {
      const now = seconds();
      const byMobile = body.type === 'mobile';
      const target = byMobile ? (body.mobile ?? '') : normalizeEmail(body.email ?? '');
      const channel: CodeChannel = byMobile ? 'sms' : 'email';
      const user = byMobile ? userByMobile(state, target) : userByEmail(state, target);
      if (!user) return fail('User not found');
      if (!checkCode(state, channel, target, 'resetpwd', body.captcha, now)) return fail(CAPTCHA_MSG);
      setPassword(user, body.newpassword);
      consumeCode(state, channel, target, 'resetpwd');
      return ok(null, 'Reset password successful');
    },
  },

  changeMobile: {
    messages: { captcha: CAPTCHA_MSG },
    handle: ({ body, state, user, seconds }) => {
      if (!user) return fail(UNAUTHORIZED_MSG, 401);
      const owner = userByMobile(state, body.mobile);
      if (owner && owner.id !== user.id) return fail('Mobile already exists');
      if (!checkCode(state, 'sms', body.mobile, 'changemobile', body.captcha, seconds())) return fail(CAPTCHA_MSG);
      setMobile(state.users, user, body.mobile);
      consumeCode(state, 'sms', body.mobile, 'changemobile');
      return ok(null);
    },
  },

  changeEmail: {
    messages: { captcha: CAPTCHA_MSG },
    handle: ({ body, state, user, seconds }) => {
      if (!user) return fail(UNAUTHORIZED_MSG, 401);
      const email = normalizeEmail(body.email);
      const owner = userByEmail(state, email);
      if (owner && owner.id !== user.id) return fail('Email already exists');
      if (!checkCode(state, 'email', email, 'changeemail', body.captcha, seconds())) return fail(CAPTCHA_MSG);
      setEmail(state.users, user, email);
      consumeCode(state, 'email', email, 'changeemail');
      return ok(null);
    },
  },

  checkLogin: read(
    ({ user, seconds }) =>
      ok(user ? { is_login: true, user: userInfoOf(user, seconds()) } : { is_login: false, user: null }),
    // The VIP card in the profile expires with time.
    { perUser: true, timed: true },
  ),

  logout: ({ state, token }) => {
    if (token) endSession(state.users, token);
    return ok(null, 'Logout successful');
  },
} satisfies Handlers;
