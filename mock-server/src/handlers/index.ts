// Every handlers/<tag>.ts, keyed by its tag. Adding a tag's handlers is one import and one line here.

import { handlers as auth } from './auth.ts';
import { handlers as brand } from './brand.ts';
import { handlers as cart } from './cart.ts';
import { handlers as catalogue } from './catalogue.ts';
import { handlers as circle } from './circle.ts';
import { handlers as comment } from './comment.ts';
import { handlers as coupon } from './coupon.ts';
import type { AnyHandler } from './define.ts';
import { handlers as group } from './group.ts';
import { handlers as home } from './home.ts';
import { handlers as musician } from './musician.ts';
import { handlers as order } from './order.ts';
import { handlers as system } from './system.ts';
import { handlers as user } from './user.ts';
import { handlers as vip } from './vip.ts';
import { handlers as wechat } from './wechat.ts';

export const HANDLER_FILES: Record<string, Record<string, AnyHandler | undefined>> = {
  home,
  catalogue,
  comment,
  system,
  wechat,
  auth,
  user,
  musician,
  circle,
  brand,
  cart,
  order,
  group,
  coupon,
  vip,
};
