import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearToken, setToken } from '@/lib/session';
import UserCentrePage from './UserCentrePage';

// The pages other features build are treated as present, so every entry the centre may offer shows.
vi.mock('./model/optional-url', () => ({
  optionalUrl: (name: string, query?: Record<string, string | number | undefined>) =>
    `/test/${name}${query?.status ? `?status=${query.status}` : ''}`,
}));

const USER = {
  id: 1,
  username: 'demo-user',
  nickname: '小明 Demo User',
  avatar: '',
  mobile: '138****8001',
  email: 'demo-user@djshop.example',
  gender: 'male',
  birthday: null,
  bio: '',
  money: '1288.00',
  score: 1200,
  vip: null,
  writer_status: 'none',
  brand_id: null,
  random_password: false,
  createtime: 1730000000,
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: '', time: '1763702400', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
const page = (total: number) => ({ total, per_page: 1, current_page: 1, last_page: Math.max(1, total), data: [] });
const ORDER_TOTALS: Record<string, number> = { to_be_paid: 2, to_be_shipped: 0, shipped: 120 };

function serve(user: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/h5.user/userInfo') return envelope({ ...USER, ...user });
      if (url.pathname === '/api/h5.user/coupon') return envelope(page(3));
      if (url.pathname === '/api/h5.user/myOrderApi')
        return envelope(page(ORDER_TOTALS[url.searchParams.get('status') ?? ''] ?? 0));
      throw new Error(`unexpected ${url.pathname}`);
    }),
  );
}

async function renderCentre(user: Record<string, unknown> = {}) {
  serve(user);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UserCentrePage />
    </QueryClientProvider>,
  );
  await screen.findByText('小明 Demo User');
  return within(screen.getByRole('navigation', { name: 'Services' }));
}

beforeEach(() => setToken('user-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('user centre for a member', () => {
  it('shows the wallet counts and badges the orders waiting in each state', async () => {
    await renderCentre();
    expect(await screen.findByRole('link', { name: /^3\s*Coupons$/ })).toBeTruthy();
    const orders = within(screen.getByRole('region', { name: 'My orders' }));
    const toPay = await orders.findByRole('link', { name: /To pay.*2 waiting/ });
    expect(toPay.getAttribute('href')).toBe('#/test/orders?status=to_be_paid');
    expect(await orders.findByRole('link', { name: /Shipped.*120 waiting/ })).toBeTruthy();
    expect(orders.getByText('99+')).toBeTruthy();
    // No badge where nothing waits.
    expect(orders.getByRole('link', { name: 'To ship' })).toBeTruthy();
  });

  it.each([
    ['none', 'Become a musician', null],
    ['reviewing', 'Become a musician', 'Under review'],
    ['rejected', 'Become a musician', 'Not approved'],
    ['approved', 'Musician centre', null],
  ] as const)('a musician state of %s offers %s', async (writer_status, label, note) => {
    const entries = await renderCentre({ writer_status });
    const link = entries.getByRole('link', { name: new RegExp(`^${label}`) });
    if (note) expect(link.textContent).toContain(note);
    expect(link.getAttribute('href')).toBe(
      writer_status === 'approved' ? '#/test/musicianCentre' : '#/test/musicianApply',
    );
    for (const name of ['Upload a song', 'Upload an album', 'Withdraw earnings']) {
      expect(Boolean(entries.queryByRole('link', { name })), name).toBe(writer_status === 'approved');
    }
  });

  it('offers a brand team member their team', async () => {
    const member = await renderCentre({ brand_id: 1 });
    expect(member.getByRole('link', { name: 'My brand team' }).getAttribute('href')).toBe('#/test/brandCentre');
  });

  it('offers a user outside any brand team the brands', async () => {
    const others = await renderCentre({ brand_id: null });
    expect(others.getByRole('link', { name: 'Brands' }).getAttribute('href')).toBe('#/test/brands');
    expect(others.queryByRole('link', { name: 'My brand team' })).toBeNull();
  });

  it('tells a user with a random password that none is set', async () => {
    const entries = await renderCentre({ random_password: true });
    expect(entries.getByRole('link', { name: /Change password/ }).textContent).toContain('Not set');
  });
});
