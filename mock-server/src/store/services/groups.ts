// State changes of group-buy, shared by the group handlers and the control API
// (POST /__mock/groups/{id}/complete).

import { hasPurchased } from '../modules/library.ts';
import {
  type Address,
  ALREADY_OWNED,
  addGroup,
  addGroupOrder,
  GROUP_OPEN_SEC,
  type GroupOrderRecord,
  type GroupRecord,
  type GroupStatus,
  isDigital,
  itemOf,
  linkGroupOrder,
  type OrderRecord,
  setRefundStatus,
  groupOrdersOf as userGroupOrders,
} from '../modules/orders.ts';
import type { UserRecord } from '../modules/users.ts';
import type { State } from '../state.ts';
import { closeGroup, createOrder, settle } from './orders.ts';

export const groupOrdersOf = (state: State, userId: number): GroupOrderRecord[] =>
  userGroupOrders(state.orders, userId);

/** Groups still open to join: waiting, not full, not past their endtime. */
export const openGroupsOf = (state: State, goodsId: number, nowSec: number): GroupRecord[] =>
  [...state.orders.groups.values()]
    .filter(
      (g) =>
        g.goods_id === goodsId &&
        g.status === 'to_be_grouped' &&
        g.endtime > nowSec &&
        g.member_ids.length > 0 &&
        g.member_ids.length < g.size,
    )
    .sort((a, b) => a.createtime - b.createtime || a.id - b.id);

export const addressComplete = (a: Address | undefined | null): a is Address =>
  !!a && [a.name, a.mobile, a.province, a.city, a.district, a.detail].every((v) => v.trim() !== '');

/** Starts a group (no groupId) or joins one: a to_be_paid order of type group and the seat it holds. */
export function joinGroup(
  state: State,
  user: UserRecord,
  input: { goodsId: number; groupId?: number; address?: Address },
  nowSec: number,
): string | { order: OrderRecord; groupOrder: GroupOrderRecord } {
  settle(state, nowSec);
  const orders = state.orders;
  const offer = orders.groupOffers.get(input.goodsId);
  const goods = state.goods.byId.get(input.goodsId);
  if (!offer || !goods) return 'The goods does not exist';
  if (isDigital(goods.goods_type) && hasPurchased(state, user.id, goods.id)) return ALREADY_OWNED;
  const physical = goods.goods_type === 'physical';
  if (physical && !addressComplete(input.address)) return 'Please fill in the shipping address';
  let group: GroupRecord;
  if (input.groupId === undefined) {
    if (offer.endtime <= nowSec || offer.starttime > nowSec) return 'The group has ended';
    group = addGroup(orders, {
      goods_id: goods.id,
      size: offer.size,
      priceCents: offer.priceCents,
      status: 'to_be_grouped',
      createtime: nowSec,
      endtime: Math.min(offer.endtime, nowSec + GROUP_OPEN_SEC),
    });
  } else {
    const found = orders.groups.get(input.groupId);
    if (!found || found.goods_id !== goods.id || found.status !== 'to_be_grouped' || found.endtime <= nowSec) {
      return 'The group has ended';
    }
    if (found.member_ids.some((id) => orders.groupOrders.get(id)?.user_id === user.id)) {
      return 'You are already in this group';
    }
    if (found.member_ids.length >= found.size) return 'The group is full';
    group = found;
  }
  const order = createOrder(
    state,
    {
      userId: user.id,
      type: 'group',
      items: [itemOf(goods, 1, group.priceCents, false)],
      address: physical ? (input.address ?? null) : null,
    },
    nowSec,
  );
  const groupOrder = addGroupOrder(orders, group, {
    user_id: user.id,
    order_id: order.id,
    order_sn: order.order_sn,
    paid: false,
    refund_status: 'none',
    createtime: nowSec,
  });
  linkGroupOrder(order, groupOrder);
  return { order, groupOrder };
}

/** Asks for the refund of a failed group; settle pays it out on the next read. */
export function applyGroupRefund(
  state: State,
  userId: number,
  groupOrderId: number,
  nowSec: number,
): string | GroupOrderRecord {
  settle(state, nowSec);
  const go = state.orders.groupOrders.get(groupOrderId);
  if (!go || go.user_id !== userId) return 'The group order does not exist';
  const group = state.orders.groups.get(go.group_id);
  if (group?.status !== 'group_failed') return 'Only failed groups can be refunded';
  if (go.refund_status !== 'none' || !go.paid) return 'Cannot submit repeatedly';
  setRefundStatus(state.orders, go, 'applied', nowSec);
  return go;
}

/**
 * Closes group `groupId` now, as the control API's POST /__mock/groups/{id}/complete asks: success makes it
 * group_successful (paid members' orders move on like their goods), failure group_failed (paid members may
 * ask for a refund). Members who have not paid lose their seat either way. Answers an error text when the
 * group is unknown or already closed.
 */
/**
 * Closes the group that a group order belongs to. The id is a group order's, because that is the only group
 * id the contract shows a client (GET /api/group/order/detail/{id}).
 */
export function completeGroup(
  state: State,
  groupOrderId: number,
  success: boolean,
  nowSec: number,
): string | { status: GroupStatus; members: number } {
  settle(state, nowSec);
  const groupOrder = state.orders.groupOrders.get(groupOrderId);
  const group = groupOrder && state.orders.groups.get(groupOrder.group_id);
  if (!group) return `group order ${groupOrderId} not found`;
  if (group.status !== 'to_be_grouped') return `the group of group order ${groupOrderId} is already ${group.status}`;
  closeGroup(state, group, success, nowSec);
  return { status: group.status, members: group.member_ids.length };
}
