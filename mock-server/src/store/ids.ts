// Ids and constants that several store modules share. It imports nothing, so any module may import it
// without closing a circle.

export const DAY_SEC = 86_400;

/** The demo accounts, in id order (ids 1-6). */
export const DEMO_ACCOUNTS = [
  'demo-user',
  'demo-vip',
  'demo-musician',
  'demo-applicant',
  'demo-rejected',
  'demo-brand',
] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

export const DEMO_PASSWORD = 'demo1234';

/** The brand whose team demo-brand is on; the brand module seeds it. */
export const DEMO_BRAND_ID = 1;

export type WriterApplyStatus = 'none' | 'reviewing' | 'rejected' | 'approved';
export type VipCardType = 'month' | 'quarter' | 'year' | 'lifetime';

export const VIP_NAMES: Record<VipCardType, string> = {
  month: '月卡 Monthly VIP',
  quarter: '季卡 Quarterly VIP',
  year: '年卡 Annual VIP',
  lifetime: '永久卡 Lifetime VIP',
};

// Log lines written the same by the operations and the seed.
export const RECHARGE_MEMO = '充值 Recharge';
export const GROUP_REFUND_MEMO = '拼团退款 Group-buy refund';
export const SIGN_UP_BONUS_MEMO = '注册赠送 Sign-up bonus';

/** The order of every "newest first" list: by time, then by id. */
export const newestFirst = <T extends { createtime: number; id: number }>(a: T, b: T): number =>
  b.createtime - a.createtime || b.id - a.id;
