import type { Schema } from '@djshop/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { closeDialog, type DialogRequest, type DialogResult, dialogQueue } from '@/lib/layers/dialog';
import { hideToast, toast } from '@/lib/layers/toast';
import { createQueryClient } from '@/lib/query-client';
import { clearToken, setToken } from '@/lib/session';
import { clock, secondsLeft } from './countdown';
import { GroupCard, OrderCard, orderActions } from './OrderCard';
import { payMethodsFor } from './PayLater';

type Order = Schema<'Order'>;

beforeAll(() => loadNamespaces('orders', 'payment'));
afterEach(() => {
  hideToast();
  clearToken();
  for (const dialog of dialogQueue.value) closeDialog(dialog.id, 'dismiss');
});

const ORDER: Order = {
  id: 41,
  order_sn: '2026112500041',
  order_type: 'digital',
  status: 'to_be_paid',
  items: [{ goods_id: 265, title: 'Night Drive', image: '', price: '19.90', quantity: 1, goods_type: 'music' }],
  total_amount: '19.90',
  coupon_amount: '0.00',
  pay_amount: '19.90',
  pay_type: null,
  createtime: 1764000000,
  paytime: null,
  expiretime: 1764001800,
  address: null,
  express: null,
  evaluated: false,
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: 'ok', time: '1764000000', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** Answers the calls a card makes and records the writes. */
function serve() {
  const writes: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'POST') {
        writes.push({ path: pathname, body: await request.json() });
        return envelope(null);
      }
      if (pathname === '/api/h5.user/userInfo') return envelope({ money: '100.00', score: 0 });
      throw new TypeError('Failed to fetch');
    }),
  );
  return writes;
}

/** The dialog's view answers once it has closed; no view here, so the test answers as it would. */
function answer(dialog: DialogRequest | undefined, result: DialogResult) {
  expect(dialog).toBeDefined();
  closeDialog(dialog?.id ?? -1, result);
  dialog?.resolve(result);
}

const withQueries = (children: ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>);

describe('the countdown', () => {
  it('writes mm:ss, rounding up and never below zero', () => {
    expect(clock(1799.2)).toBe('30:00');
    expect(clock(61)).toBe('01:01');
    expect(clock(-5)).toBe('00:00');
  });

  it('counts on the provider clock, not the phone', () => {
    // The phone is 60 s behind the provider: 60 s fewer are left than the phone alone would say.
    expect(secondsLeft(1000, 60_000, 900_000)).toBe(40);
    expect(secondsLeft(null, 0)).toBeNull();
  });
});

describe('what an order offers', () => {
  it('pays and cancels only an unpaid order; evaluates a purchased one once; tracks a parcel', () => {
    expect(orderActions(ORDER)).toEqual({ pay: true, cancel: true, evaluate: false, track: false });
    expect(orderActions({ ...ORDER, status: 'completed' })).toMatchObject({
      pay: false,
      cancel: false,
      evaluate: true,
    });
    expect(orderActions({ ...ORDER, status: 'completed', evaluated: true }).evaluate).toBe(false);
    expect(orderActions({ ...ORDER, status: 'completed', order_type: 'recharge' }).evaluate).toBe(false);
    expect(orderActions({ ...ORDER, status: 'cancelled' })).toEqual({
      pay: false,
      cancel: false,
      evaluate: false,
      track: false,
    });
    expect(
      orderActions({ ...ORDER, status: 'shipped', express: { company: 'SF', number: 'SF123' } } as Order).track,
    ).toBe(true);
  });

  it('pays a recharge later with real money only', () => {
    expect(payMethodsFor({ order_type: 'recharge' })).toEqual(['wechat', 'alipay']);
    expect(payMethodsFor({ order_type: 'digital' })).toEqual(['balance', 'wechat', 'alipay']);
  });
});

describe('the order card', () => {
  it('cancels after the spec question, and only once confirmed', async () => {
    setToken('user-token');
    const writes = serve();
    withQueries(<OrderCard order={ORDER} />);
    const card = screen.getByRole('article', { name: `Order ${ORDER.order_sn}` });
    const cancel = within(card).getByRole('button', { name: 'Cancel order' });

    fireEvent.click(cancel);
    const kept = dialogQueue.value[0];
    expect(kept?.content).toBe('Are you sure to cancel the order?');
    answer(kept, 'cancel');
    await vi.waitFor(() => expect(dialogQueue.value).toHaveLength(0));
    expect(writes).toEqual([]);

    fireEvent.click(cancel);
    const asked = dialogQueue.value[0];
    answer(asked, 'confirm');
    await vi.waitFor(() => expect(toast.value?.message).toBe('Cancelled successfully'));
    expect(writes).toEqual([{ path: '/api/h5.user/orderCancel', body: { id: ORDER.id } }]);
  });

  it('opens the order page’s payment inside the card', async () => {
    setToken('user-token');
    serve();
    withQueries(<OrderCard order={ORDER} />);
    const toggle = screen.getByRole('button', { name: 'Pay now' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const payment = screen.getByRole('region', { name: 'Pay now' });
    expect(within(payment).getByRole('button', { name: 'Pay now ¥19.90' })).toBeTruthy();
    expect(within(payment).getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'Pay now' })).toBeNull();
  });

  it('offers the evaluation of a purchased order and the tracking number of a parcel, nothing more', () => {
    serve();
    const { unmount } = withQueries(<OrderCard order={{ ...ORDER, status: 'completed', expiretime: null }} />);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(screen.getByRole('form', { name: 'Evaluate this order' })).toBeTruthy();
    unmount();

    withQueries(
      <OrderCard
        order={{ ...ORDER, status: 'shipped', expiretime: null, express: { company: 'SF', number: 'SF1' } }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Copy tracking number' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Evaluate' })).toBeNull();
  });

  it('shows no actions on a cancelled order', () => {
    serve();
    withQueries(<OrderCard order={{ ...ORDER, status: 'cancelled', expiretime: null }} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('the group order card', () => {
  const GROUP = {
    id: 7,
    order_sn: '2026112500007',
    goods: { id: 372, title: 'Group pack', image: '' },
    status: 'group_failed',
    refund_status: 'none',
    group_price: '9.90',
    group_size: 3,
    joined: 1,
    members: [],
    createtime: 1764000000,
    endtime: 1764086400,
  } as unknown as Schema<'GroupOrder'>;

  it('applies for the refund of a failed group, once', async () => {
    setToken('user-token');
    const writes = serve();
    withQueries(<GroupCard group={GROUP} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply for refund' }));
    await vi.waitFor(() => expect(toast.value?.message).toBe('Refund applied'));
    expect(writes.map((write) => write.path)).toHaveLength(1);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Apply for refund' })).toBeNull());
  });

  it('offers no refund while the group is open or once asked for', () => {
    serve();
    withQueries(<GroupCard group={{ ...GROUP, status: 'to_be_grouped' }} />);
    withQueries(<GroupCard group={{ ...GROUP, refund_status: 'applied' }} />);
    expect(screen.queryByRole('button', { name: 'Apply for refund' })).toBeNull();
  });
});
