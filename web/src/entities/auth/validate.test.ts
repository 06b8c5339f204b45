import { describe, expect, it } from 'vitest';
import { type ContactCodeValues, contactCodeProblem, isUsername, resetPasswordBody } from './validate';

const phone: ContactCodeValues = {
  channel: 'mobile',
  contact: ' 13800138001 ',
  code: '123456',
  password: 'brandnew88',
  repassword: 'brandnew88',
};

describe('the contact-code-password check', () => {
  it('names the first field in the order the form shows them, with its message', () => {
    const steps: [Partial<ContactCodeValues>, string, string][] = [
      [{ contact: '1380013800' }, 'contact', 'mobileInvalid'],
      [{ contact: '23800138001' }, 'contact', 'mobileInvalid'],
      [{ channel: 'email', contact: '13800138001' }, 'contact', 'emailInvalid'],
      [{ code: '12345' }, 'code', 'codeInvalid'],
      [{ code: '12345a' }, 'code', 'codeInvalid'],
      [{ password: 'short' }, 'password', 'passwordInvalid'],
      [{ password: 'has space', repassword: 'has space' }, 'password', 'passwordInvalid'],
      [{ repassword: 'brandnew89' }, 'repassword', 'passwordMismatch'],
      // Every field wrong: the contact comes first.
      [{ contact: '', code: '', password: '', repassword: 'x' }, 'contact', 'mobileInvalid'],
    ];
    for (const [change, field, key] of steps) {
      const problem = contactCodeProblem({ ...phone, ...change });
      expect(problem, JSON.stringify(change)).toMatchObject({ field, message: { key } });
    }
  });

  it('tells the code length it wants', () => {
    expect(contactCodeProblem({ ...phone, code: '' })?.message).toEqual({ key: 'codeInvalid', values: { length: 6 } });
  });

  it('lets good values through, by phone or e-mail, and asks nothing of passwords the flow does not hold', () => {
    expect(contactCodeProblem(phone)).toBeNull();
    expect(contactCodeProblem({ ...phone, channel: 'email', contact: 'dj@example.com' })).toBeNull();
    expect(contactCodeProblem({ channel: 'mobile', contact: '13900139000', code: '123456' })).toBeNull();
  });

  it('builds the resetpwd body of the channel', () => {
    const values = { channel: 'mobile' as const, contact: '13800138001', code: '123456', password: 'pw1234' };
    expect(resetPasswordBody(values)).toEqual({
      type: 'mobile',
      mobile: '13800138001',
      captcha: '123456',
      newpassword: 'pw1234',
    });
    expect(resetPasswordBody({ ...values, channel: 'email', contact: 'dj@example.com' })).toEqual({
      type: 'email',
      email: 'dj@example.com',
      captcha: '123456',
      newpassword: 'pw1234',
    });
  });
});

describe('the username check', () => {
  it('wants a letter first and 3 to 30 letters, digits or underscores', () => {
    for (const good of ['abc', 'dj_mix_2026', ` ${'a'.repeat(30)} `]) expect(isUsername(good), good).toBe(true);
    for (const bad of ['ab', '1abc', 'a-b-c', 'a'.repeat(31), '']) expect(isUsername(bad), bad).toBe(false);
  });
});
