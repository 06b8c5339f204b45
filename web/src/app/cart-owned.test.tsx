import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { bootstrapApp } from '@/app/bootstrap';
import { toast } from '@/lib/layers/toast';
import { routePath } from '@/lib/routes';
import { clearToken, setToken } from '@/lib/session';

// What the user owns is not offered for sale again; the cart offers its download.
const goods = (id: number, title: string) => ({
  id,
  title,
  image: '',
  goods_type: 'pack',
  section: 'pack',
  channel: 3,
  price: '99.90',
  score_price: null,
  vip_free: false,
  is_free: false,
  genre: [],
  bpm: null,
  key: null,
  duration: 0,
  play_count: 1,
  sales: 1,
  writer: null,
  preview_url: null,
  preview_start: null,
  createtime: 1,
});
const CART = {
  count: 2,
  total: '199.80',
  list: [
    { id: 4, goods: goods(412, 'Owned Pack'), quantity: 1, price: '99.90', createtime: 2, owned: true },
    { id: 5, goods: goods(413, 'New Pack'), quantity: 1, price: '99.90', createtime: 1, owned: false },
  ],
};

let requested: string[];
beforeEach(() => {
  requested = [];
  setToken('user-token');
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    requested.push(`${url.pathname}${url.search}`);
    const data =
      url.pathname === '/api/h5.user/cartList'
        ? CART
        : url.pathname === '/api/h5.downloadurl'
          ? '/media/preview/412.wav?sign=ab'
          : undefined;
    if (data === undefined) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ code: 1, msg: '', time: '1', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => clearToken());

async function openCart() {
  window.location.hash = `#${routePath('cart')}`;
  const parts = bootstrapApp();
  render(<App router={parts.router} queryClient={parts.queryClient} />);
  const list = await screen.findByRole('list', { name: 'Cart items' });
  return within(list).getAllByRole('listitem');
}

describe('owned items in the cart', () => {
  it('are marked owned and offer their download instead of a price', async () => {
    const [owned, fresh] = await openCart();
    if (!owned || !fresh) throw new Error('two lines expected');
    expect(within(owned).getByText('Owned')).toBeTruthy();
    expect(within(owned).queryByText('¥99.90')).toBeNull();
    expect(within(fresh).queryByText('Owned')).toBeNull();
    expect(within(fresh).queryByRole('button', { name: /Download/ })).toBeNull();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(within(owned).getByRole('button', { name: 'Download Owned Pack' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requested.some((path) => path.startsWith('/api/h5.downloadurl?') && path.includes('id=412'))).toBe(true);
  });

  it('are left out of the checkout and its total', async () => {
    await openCart();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    // The checkout is a link to the order confirmation of what is for sale only.
    expect(screen.getByRole('link', { name: 'Check out (1)' }).getAttribute('href')).toBe(
      '#/pages/index/confrimOrder?cart_ids=5',
    );
    expect(screen.getByText('Total: ¥99.90')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select New Pack' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check out (0)' }));
    expect(toast.value?.message).toBe('You already own this item, download it instead');
  });
});
