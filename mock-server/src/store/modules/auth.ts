// Verification codes (SMS and e-mail), locked accounts and used WeChat OAuth codes. Users and sessions stay
// in the users module; this module holds what the login flows need besides them.
export type CodeChannel = 'sms' | 'email';
export type SmsEvent = 'login' | 'register' | 'resetpwd' | 'changemobile';
export type EmailEvent = 'login' | 'register' | 'resetpwd' | 'changeemail';

export interface CodeRecord {
  channel: CodeChannel;
  /** The phone number or the lower-cased e-mail address. */
  target: string;
  event: string;
  code: string;
  sentAt: number;
  /** How many times it was checked; FastAdmin gives up on a code after MAX_CODE_CHECKS. */
  checks: number;
}

export interface AuthState {
  /** The last code per `${channel}:${target}:${event}`. */
  codes: Map<string, CodeRecord>;
  /** When the last code of any event went to `${channel}:${target}`, for the resend interval. */
  lastSentAt: Map<string, number>;
  /** Disabled accounts: their logins answer 'Account is locked'. */
  locked: Set<number>;
  /** WeChat OAuth codes are single-use. */
  usedWechatCodes: Set<string>;
}

/** Every code the mock "sends"; there is no SMS or mail gateway behind it. */
export const MOCK_CODE = '123456';
/** The contract's validity of a code (sendSmsCode, sendEmailCode). */
export const CODE_TTL_SEC = 120;
export const RESEND_INTERVAL_SEC = 60;
export const MAX_CODE_CHECKS = 10;

/** The seeded locked account: the last ordinary user, so no demo account and no musician is affected. */
export const LOCKED_USERNAME = 'user126';

export const codeKey = (channel: CodeChannel, target: string, event: string) => `${channel}:${target}:${event}`;
export const targetKey = (channel: CodeChannel, target: string) => `${channel}:${target}`;

// ---------------------------------------------------------------- writes

/** Records a sent code; it replaces the previous code of the same event. */
export function recordSentCode(auth: AuthState, channel: CodeChannel, target: string, event: string, nowSec: number) {
  auth.lastSentAt.set(targetKey(channel, target), nowSec);
  auth.codes.set(codeKey(channel, target, event), {
    channel,
    target,
    event,
    code: MOCK_CODE,
    sentAt: nowSec,
    checks: 0,
  });
}

export function dropCode(auth: AuthState, key: string): void {
  auth.codes.delete(key);
}

export function countCheck(record: CodeRecord): void {
  record.checks += 1;
}

export function setLocked(auth: AuthState, userId: number, locked: boolean): void {
  if (locked) auth.locked.add(userId);
  else auth.locked.delete(userId);
}

export function useWechatCode(auth: AuthState, code: string): void {
  auth.usedWechatCodes.add(code);
}
