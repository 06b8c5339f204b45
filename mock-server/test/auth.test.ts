import { describe, expect, it } from 'vitest';
import { CODE_TTL_SEC, LOCKED_USERNAME } from '../src/store/modules/auth.ts';
import { DEMO_PASSWORD } from '../src/store/modules/users.ts';
import { loginWithWechatCode, openidOfCode, setAccountLocked } from '../src/store/services/auth.ts';
import { advance, app, sessionOf, t, useMockApp } from './inject-kit.ts';

useMockApp();

const post = (url: string, payload: object, token?: string) => t.post(url, payload, { token });
const get = (url: string, token?: string) => t.get(url, { token });

const sms = (mobile: string, event: string) => post('/api/h5.user/get_code', { mobile, event });
const ems = (email: string, event: string) => post('/api/Ems/send', { email, event });
const NEW_MOBILE = '13912345678';
const DEMO_MOBILE = '13800138001';
const WAIT = 'Please wait 60 seconds before requesting a new code';

describe('sendSmsCode', () => {
  it('sends a code and refuses another to the same number within 60 seconds', async () => {
    expect((await sms(NEW_MOBILE, 'login')).body).toMatchObject({ code: 1, msg: 'Sent successfully', data: null });
    expect((await sms(NEW_MOBILE, 'login')).body).toMatchObject({ code: 0, msg: WAIT });
    // The interval is per number, whatever the event.
    expect((await sms(NEW_MOBILE, 'register')).body.msg).toBe(WAIT);
    await advance(59);
    expect((await sms(NEW_MOBILE, 'login')).body.msg).toBe(WAIT);
    await advance(1);
    expect((await sms(NEW_MOBILE, 'login')).body.code).toBe(1);
  });

  it('refuses numbers that are not mainland mobiles', async () => {
    expect((await sms('12345678901', 'login')).body).toMatchObject({ code: 0, msg: 'Mobile is incorrect' });
    expect((await sms('abc', 'login')).body).toMatchObject({ code: 0, msg: 'Mobile is incorrect' });
  });

  it('checks the event against the accounts', async () => {
    expect((await sms(DEMO_MOBILE, 'register')).body.msg).toBe('Mobile already registered');
    expect((await sms(DEMO_MOBILE, 'changemobile')).body.msg).toBe('Mobile already registered');
    expect((await sms(NEW_MOBILE, 'resetpwd')).body.msg).toBe('Mobile is not registered');
    expect((await sms(DEMO_MOBILE, 'resetpwd')).body.code).toBe(1);
    expect((await sms('13700000000', 'register')).body.code).toBe(1);
  });
});

describe('sendEmailCode', () => {
  it('sends, refuses a resend within 60 seconds and checks the event', async () => {
    expect((await ems('new@djshop.example', 'login')).body).toMatchObject({ code: 1, msg: 'Sent successfully' });
    expect((await ems('NEW@djshop.example', 'login')).body.msg).toBe(WAIT);
    expect((await ems('demo-user@djshop.example', 'register')).body.msg).toBe('Email already registered');
    expect((await ems('demo-vip@djshop.example', 'changeemail')).body.msg).toBe('Email already registered');
    expect((await ems('nobody@djshop.example', 'resetpwd')).body.msg).toBe('Email is not registered');
    expect((await ems('not-an-address', 'login')).body).toMatchObject({ code: 0, msg: 'Email is incorrect' });
  });
});

describe('loginByAccount', () => {
  it('logs in by username, phone or e-mail', async () => {
    for (const account of ['demo-user', DEMO_MOBILE, 'demo-user@djshop.example']) {
      const r = await post('/api/h5.user/login', { account, password: DEMO_PASSWORD });
      expect(r.body).toMatchObject({ code: 1, msg: 'Logged in successful' });
      expect(r.body.data.userinfo).toMatchObject({ id: 1, user_id: 1, username: 'demo-user', random_password: false });
      const info = await get('/api/h5.user/userInfo', r.body.data.userinfo.token);
      expect(info.body.data.id).toBe(1);
    }
  });

  it('answers one message for an unknown account and a wrong password', async () => {
    const msg = 'Account or password is incorrect';
    expect((await post('/api/h5.user/login', { account: 'demo-user', password: 'wrong-pass' })).body.msg).toBe(msg);
    expect((await post('/api/h5.user/login', { account: 'nobody-here', password: DEMO_PASSWORD })).body.msg).toBe(msg);
    expect((await post('/api/h5.user/login', { account: 'demo-user', password: '123' })).body.msg).toBe(msg);
  });

  it('refuses a locked account', async () => {
    const locked = app.mock.store.state.users.byUsername.get(LOCKED_USERNAME);
    expect(locked).toBeDefined();
    const r = await post('/api/h5.user/login', { account: LOCKED_USERNAME, password: locked?.password ?? '' });
    expect(r.body).toMatchObject({ code: 0, msg: 'Account is locked' });
  });

  it('issues the same tokens after a reset', async () => {
    const first = (await post('/api/h5.user/login', { account: 'demo-user', password: DEMO_PASSWORD })).body.data
      .userinfo.token;
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const again = (await post('/api/h5.user/login', { account: 'demo-user', password: DEMO_PASSWORD })).body.data
      .userinfo.token;
    expect(again).toBe(first);
  });
});

describe('loginBySms', () => {
  it('creates the account for a new phone with a random password, then logs the same account in', async () => {
    await sms(NEW_MOBILE, 'login');
    const openid = 'oXk3e5Jt2q_Lm8Vb4Rz7Yw1Pa9Cd';
    const r = await post('/api/h5.user/smslogin', { mobile: NEW_MOBILE, captcha: '123456', openid });
    expect(r.body).toMatchObject({ code: 1, msg: 'Logged in successful' });
    const created = r.body.data.userinfo;
    expect(created).toMatchObject({
      username: `u${NEW_MOBILE}`,
      nickname: '139****5678',
      mobile: NEW_MOBILE,
      random_password: true,
      score: 0,
    });
    expect(created.expires_in).toBe(created.expiretime - created.createtime);
    expect(app.mock.store.state.users.byId.get(created.id)?.openid).toBe(openid);
    const info = await get('/api/h5.user/userInfo', created.token);
    expect(info.body.data).toMatchObject({ mobile: '139****5678', random_password: true });

    // The code was consumed.
    expect((await post('/api/h5.user/smslogin', { mobile: NEW_MOBILE, captcha: '123456' })).body.msg).toBe(
      'Captcha is incorrect',
    );
    await advance(60);
    await sms(NEW_MOBILE, 'login');
    const again = await post('/api/h5.user/smslogin', { mobile: NEW_MOBILE, captcha: '123456' });
    expect(again.body.data.userinfo.id).toBe(created.id);
    expect(again.body.data.userinfo.token).not.toBe(created.token);
  });

  it('refuses a code never sent, a wrong one, one of another event and an expired one', async () => {
    const bad = 'Captcha is incorrect';
    expect((await post('/api/h5.user/smslogin', { mobile: DEMO_MOBILE, captcha: '123456' })).body.msg).toBe(bad);
    await sms(DEMO_MOBILE, 'resetpwd');
    expect((await post('/api/h5.user/smslogin', { mobile: DEMO_MOBILE, captcha: '123456' })).body.msg).toBe(bad);
    await advance(60);
    await sms(DEMO_MOBILE, 'login');
    expect((await post('/api/h5.user/smslogin', { mobile: DEMO_MOBILE, captcha: '654321' })).body.msg).toBe(bad);
    expect((await post('/api/h5.user/smslogin', { mobile: DEMO_MOBILE, captcha: '12' })).body.msg).toBe(bad);
    await advance(CODE_TTL_SEC);
    expect((await post('/api/h5.user/smslogin', { mobile: DEMO_MOBILE, captcha: '123456' })).body.msg).toBe(bad);
  });

  it('gives up on a code after 10 checks', async () => {
    await sms(DEMO_MOBILE, 'login');
    for (let i = 0; i < 10; i++) await post('/api/h5.user/smslogin', { mobile: DEMO_MOBILE, captcha: '000000' });
    const r = await post('/api/h5.user/smslogin', { mobile: DEMO_MOBILE, captcha: '123456' });
    expect(r.body.msg).toBe('Captcha is incorrect');
  });

  it('logs an existing account in and refuses a locked one', async () => {
    await sms(DEMO_MOBILE, 'login');
    const r = await post('/api/h5.user/smslogin', { mobile: DEMO_MOBILE, captcha: '123456' });
    expect(r.body.data.userinfo).toMatchObject({ id: 1, random_password: false });
    setAccountLocked(app.mock.store.state, 1, true);
    await advance(60);
    await sms(DEMO_MOBILE, 'login');
    expect((await post('/api/h5.user/smslogin', { mobile: DEMO_MOBILE, captcha: '123456' })).body.msg).toBe(
      'Account is locked',
    );
  });
});

describe('loginByEmail', () => {
  it('creates an account for a new address and logs an existing one in', async () => {
    await ems('Awei@DJshop.cn', 'login');
    const r = await post('/api/h5.user/emaillogin', { email: 'awei@djshop.cn', captcha: '123456' });
    expect(r.body.data.userinfo).toMatchObject({
      username: 'awei_djshop',
      nickname: 'awei',
      mobile: '',
      random_password: true,
    });

    await ems('demo-vip@djshop.example', 'login');
    const demo = await post('/api/h5.user/emaillogin', { email: 'demo-vip@djshop.example', captcha: '123456' });
    expect(demo.body.data.userinfo).toMatchObject({ id: 2, random_password: false });
    expect(
      (await post('/api/h5.user/emaillogin', { email: 'demo-vip@djshop.example', captcha: '123456' })).body.msg,
    ).toBe('Captcha is incorrect');
  });
});

describe('registerAccount', () => {
  const form = {
    username: 'djnew',
    password: 'secret88',
    repassword: 'secret88',
    mobile: NEW_MOBILE,
    captcha: '123456',
  };

  it('registers and logs in', async () => {
    await sms(NEW_MOBILE, 'register');
    const r = await post('/api/h5.user/register', form);
    expect(r.body).toMatchObject({ code: 1, msg: 'Sign up successful' });
    expect(r.body.data.userinfo).toMatchObject({
      username: 'djnew',
      nickname: 'djnew',
      mobile: NEW_MOBILE,
      random_password: false,
    });
    expect((await get('/api/h5.user/checkLogin', r.body.data.userinfo.token)).body.data.is_login).toBe(true);
    expect((await post('/api/h5.user/login', { account: 'djnew', password: 'secret88' })).body.code).toBe(1);
  });

  it('checks the passwords, the code, the username and the phone in that order', async () => {
    expect((await post('/api/h5.user/register', { ...form, repassword: 'other888' })).body.msg).toBe(
      'The two passwords do not match',
    );
    expect((await post('/api/h5.user/register', form)).body.msg).toBe('Captcha is incorrect');
    await sms(NEW_MOBILE, 'register');
    expect((await post('/api/h5.user/register', { ...form, username: 'user7' })).body.msg).toBe(
      'Username already exist',
    );
    // Another account takes the phone while the register code is still valid.
    await advance(60);
    await sms(NEW_MOBILE, 'login');
    await post('/api/h5.user/smslogin', { mobile: NEW_MOBILE, captcha: '123456' });
    expect((await post('/api/h5.user/register', form)).body.msg).toBe('Mobile already exist');
  });
});

describe('resetPassword', () => {
  it('resets by phone, keeps existing tokens and clears the random-password flag', async () => {
    await sms(NEW_MOBILE, 'login');
    const created = (await post('/api/h5.user/smslogin', { mobile: NEW_MOBILE, captcha: '123456' })).body.data.userinfo;
    await advance(60);
    await sms(NEW_MOBILE, 'resetpwd');
    const body = { type: 'mobile', mobile: NEW_MOBILE, newpassword: 'newpass88', captcha: '123456' };
    expect((await post('/api/user/resetpwd', { ...body, captcha: '111111' })).body.msg).toBe('Captcha is incorrect');
    expect((await post('/api/user/resetpwd', body)).body).toMatchObject({ code: 1, msg: 'Reset password successful' });
    const info = await get('/api/h5.user/userInfo', created.token);
    expect(info.body.data.random_password).toBe(false);
    expect((await post('/api/h5.user/login', { account: NEW_MOBILE, password: 'newpass88' })).body.code).toBe(1);
    // The code was consumed.
    expect((await post('/api/user/resetpwd', body)).body.msg).toBe('Captcha is incorrect');
  });

  it('resets by e-mail and answers User not found for an unknown contact', async () => {
    await ems('demo-user@djshop.example', 'resetpwd');
    const r = await post('/api/user/resetpwd', {
      type: 'email',
      email: 'demo-user@djshop.example',
      newpassword: 'fresh999',
      captcha: '123456',
    });
    expect(r.body.code).toBe(1);
    expect((await post('/api/h5.user/login', { account: 'demo-user', password: 'fresh999' })).body.code).toBe(1);
    expect((await post('/api/h5.user/login', { account: 'demo-user', password: DEMO_PASSWORD })).body.code).toBe(0);
    const unknown = { type: 'mobile', mobile: NEW_MOBILE, newpassword: 'fresh999', captcha: '123456' };
    expect((await post('/api/user/resetpwd', unknown)).body.msg).toBe('User not found');
    const unknownMail = { type: 'email', email: 'x@djshop.example', newpassword: 'fresh999', captcha: '123456' };
    expect((await post('/api/user/resetpwd', unknownMail)).body.msg).toBe('User not found');
  });
});

describe('changeMobile and changeEmail', () => {
  it('binds a new phone after its changemobile code', async () => {
    const token = await sessionOf('demo-user');
    expect((await post('/api/user/changemobile', { mobile: NEW_MOBILE, captcha: '123456' })).status).toBe(401);
    expect((await post('/api/user/changemobile', { mobile: '13800138002', captcha: '123456' }, token)).body.msg).toBe(
      'Mobile already exists',
    );
    expect((await post('/api/user/changemobile', { mobile: NEW_MOBILE, captcha: '123456' }, token)).body.msg).toBe(
      'Captcha is incorrect',
    );
    await sms(NEW_MOBILE, 'login');
    expect((await post('/api/user/changemobile', { mobile: NEW_MOBILE, captcha: '123456' }, token)).body.msg).toBe(
      'Captcha is incorrect',
    );
    await advance(60);
    await sms(NEW_MOBILE, 'changemobile');
    expect((await post('/api/user/changemobile', { mobile: NEW_MOBILE, captcha: '123456' }, token)).body).toMatchObject(
      { code: 1, data: null },
    );
    expect((await get('/api/h5.user/userInfo', token)).body.data.mobile).toBe('139****5678');
    expect(
      (await post('/api/h5.user/login', { account: NEW_MOBILE, password: DEMO_PASSWORD })).body.data.userinfo.id,
    ).toBe(1);
  });

  it('binds a new e-mail after its changeemail code', async () => {
    const token = await sessionOf('demo-user');
    expect(
      (await post('/api/user/changeemail', { email: 'demo-vip@djshop.example', captcha: '123456' }, token)).body.msg,
    ).toBe('Email already exists');
    expect(
      (await post('/api/user/changeemail', { email: 'mine@djshop.example', captcha: '123456' }, token)).body.msg,
    ).toBe('Captcha is incorrect');
    await ems('mine@djshop.example', 'changeemail');
    expect(
      (await post('/api/user/changeemail', { email: 'mine@djshop.example', captcha: '123456' }, token)).body.code,
    ).toBe(1);
    expect((await get('/api/h5.user/userInfo', token)).body.data.email).toBe('mine@djshop.example');
  });
});

describe('checkLogin and logout', () => {
  it('reports the session and ends it', async () => {
    expect((await get('/api/h5.user/checkLogin')).body.data).toEqual({ is_login: false, user: null });
    expect((await get('/api/h5.user/checkLogin', 'not-a-token-at-all')).body.data).toEqual({
      is_login: false,
      user: null,
    });
    const token = await sessionOf('demo-vip');
    const live = await get('/api/h5.user/checkLogin', token);
    expect(live.body.data).toMatchObject({
      is_login: true,
      user: { id: 2, username: 'demo-vip', vip: { type: 'year' } },
    });

    const out = await get('/api/h5.user/logout', token);
    expect(out.body).toMatchObject({ code: 1, msg: 'Logout successful', data: null });
    expect((await get('/api/h5.user/userInfo', token)).status).toBe(401);
    expect((await get('/api/h5.user/logout', token)).status).toBe(401);
    expect((await get('/api/h5.user/checkLogin', token)).body.data.is_login).toBe(false);
  });
});

describe('WeChat login action', () => {
  it('binds a deterministic openid to a new account, then refuses the used code', () => {
    const state = app.mock.store.state;
    const seed = app.mock.store.seed;
    const r = loginWithWechatCode(state, seed, '081aBcDe0fGhIj1kLmNo', 1_000);
    if (!r.ok) throw new Error(r.msg);
    expect(r.openid).toBe(openidOfCode(seed, '081aBcDe0fGhIj1kLmNo'));
    expect(r.openid).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(r.user).toMatchObject({ username: `wx_${r.user.id}`, random_password: true, openid: r.openid });
    expect(loginWithWechatCode(state, seed, '081aBcDe0fGhIj1kLmNo', 1_000)).toEqual({
      ok: false,
      msg: 'Authorization failed, please try again',
    });
    expect(loginWithWechatCode(state, seed, 'expired-code', 1_000).ok).toBe(false);
  });
});
