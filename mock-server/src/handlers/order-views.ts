// How the records of the cart, order, group, coupon and VIP areas are shown in the contract's shapes. Shared
// by those tags' handler files; Goods and UserBrief come from the common views.
import type { Schema } from '@djshop/api';
import { money } from '../envelope.ts';
import type { State } from '../store/index.ts';
import { type CouponRecord, couponStatus } from '../store/modules/coupons.ts';
import type { GroupOrderRecord, GroupRecord, OrderItemRecord, OrderRecord } from '../store/modules/orders.ts';
import { userBrief } from '../store/modules/users.ts';
import { goodsView } from './views.ts';

export const itemView = (i: OrderItemRecord): Schema<'OrderItem'> => ({
  goods_id: i.goods_id,
  title: i.title,
  image: i.image,
  price: money(i.priceCents),
  quantity: i.quantity,
  goods_type: i.goods_type,
});

export function orderView(o: OrderRecord): Schema<'Order'> {
  const view: Schema<'Order'> = {
    id: o.id,
    order_sn: o.order_sn,
    order_type: o.order_type,
    status: o.status,
    items: o.items.map(itemView),
    total_amount: money(o.totalCents),
    coupon_amount: money(o.couponCents),
    pay_amount: money(o.payCents),
    pay_type: o.pay_type,
    createtime: o.createtime,
    paytime: o.paytime,
    expiretime: o.expiretime,
    address: o.address,
    express: o.express,
    evaluated: o.evaluated,
  };
  if (o.remark !== null) view.remark = o.remark;
  if (o.order_type === 'group') view.group_id = o.group_order_id;
  return view;
}

export const couponView = (c: CouponRecord, nowSec: number): Schema<'Coupon'> => ({
  id: c.id,
  name: c.name,
  amount: money(c.amountCents),
  min_amount: money(c.minCents),
  status: couponStatus(c, nowSec),
  starttime: c.starttime,
  endtime: c.endtime,
});

export function membersOf(state: State, group: GroupRecord): Schema<'UserBrief'>[] {
  const out: Schema<'UserBrief'>[] = [];
  for (const id of group.member_ids) {
    const go = state.orders.groupOrders.get(id);
    const user = go ? state.users.byId.get(go.user_id) : undefined;
    if (user) out.push(userBrief(user));
  }
  return out;
}

export function groupOrderView(state: State, go: GroupOrderRecord): Schema<'GroupOrder'> | null {
  const group = state.orders.groups.get(go.group_id);
  const goods = group ? state.goods.byId.get(group.goods_id) : undefined;
  if (!group || !goods) return null;
  return {
    id: go.id,
    order_sn: go.order_sn,
    goods: goodsView(state, goods),
    status: group.status,
    refund_status: go.refund_status,
    group_price: money(group.priceCents),
    group_size: group.size,
    // The user's own seat always counts, also after the group lost its other members.
    joined: Math.max(1, group.member_ids.length),
    members: membersOf(state, group),
    createtime: go.createtime,
    endtime: group.endtime,
  };
}

/** Parses a contract Money string ('29.90') into cents. */
export const centsOf = (amount: string): number => {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!m) return Number.NaN;
  const cents = Number(m[2]) * 100 + Number(m[3]);
  return m[1] === '-' ? -cents : cents;
};
