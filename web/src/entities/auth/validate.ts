// Light checks before a call, so obvious slips get a clear message without a round trip; the provider
// still has the final word. Pure functions: the forms show what they answer (ui/field/form-errors.ts).
import { CODE_LENGTH } from '@/config/constants';
import { isCode } from '@/ui/code-input/code';

export const isMobile = (value: string) => /^1\d{10}$/.test(value.trim());
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
export const isPassword = (value: string) => /^\S{6,30}$/.test(value);
export const isUsername = (value: string) => /^[A-Za-z][A-Za-z0-9_]{2,29}$/.test(value.trim());

export type ContactChannel = 'mobile' | 'email';

/** What the contact-code-password flow holds: register, recover access, update password and binding. */
export interface ContactCodeValues {
  channel: ContactChannel;
  contact: string;
  code: string;
  /** Left out where the flow asks for no new password (binding). */
  password?: string | undefined;
  repassword?: string | undefined;
}

export type ContactCodeField = 'contact' | 'code' | 'password' | 'repassword';

/** A message of the auth namespace, with what it interpolates. */
export interface AuthMessage {
  key: 'mobileInvalid' | 'emailInvalid' | 'codeInvalid' | 'passwordInvalid' | 'passwordMismatch' | 'usernameInvalid';
  values?: { length: number };
}

/**
 * The first rule the flow's values break, in the order the fields are shown (the phone or e-mail, the
 * 6-digit code, the new password, its repetition), or null when they may be sent.
 */
export function contactCodeProblem(
  values: ContactCodeValues,
): { field: ContactCodeField; message: AuthMessage } | null {
  const mobile = values.channel === 'mobile';
  if (!(mobile ? isMobile(values.contact) : isEmail(values.contact)))
    return { field: 'contact', message: { key: mobile ? 'mobileInvalid' : 'emailInvalid' } };
  if (!isCode(values.code)) return { field: 'code', message: { key: 'codeInvalid', values: { length: CODE_LENGTH } } };
  if (values.password === undefined) return null;
  if (!isPassword(values.password)) return { field: 'password', message: { key: 'passwordInvalid' } };
  if (values.password !== values.repassword) return { field: 'repassword', message: { key: 'passwordMismatch' } };
  return null;
}

/** The resetpwd body for the flow's checked values: the same call recovers access and updates a password. */
export const resetPasswordBody = (values: {
  channel: ContactChannel;
  contact: string;
  code: string;
  password: string;
}) =>
  values.channel === 'mobile'
    ? { type: 'mobile' as const, mobile: values.contact, captcha: values.code, newpassword: values.password }
    : { type: 'email' as const, email: values.contact, captcha: values.code, newpassword: values.password };
