import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { bootstrapApp } from '@/app/bootstrap';
import { dialogQueue } from '@/lib/layers/dialog';
import { routePath } from '@/lib/routes';
import { clearToken, rememberLocation, setOpenId, token } from '@/lib/session';

const userinfo = (random: boolean) => ({
  id: 1001,
  username: 'u13800138000',
  nickname: '138****8000',
  mobile: '13800138000',
  avatar: '/a.png',
  score: 0,
  token: 'new-token-0123456789',
  user_id: 1001,
  createtime: 1,
  expiretime: 2,
  expires_in: 3,
  random_password: random,
});

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: '', time: '1', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
// The launch popup asks for its popups on every start; these tests look at the login calls only.
const providerCalls = () =>
  fetchMock.mock.calls.map((call) => call[0] as Request).filter((request) => !request.url.includes('getPopup'));

beforeEach(() => {
  dialogQueue.value = [];
  clearToken();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

function renderLogin() {
  window.location.hash = `#${routePath('login')}`;
  const parts = bootstrapApp();
  render(<App router={parts.router} queryClient={parts.queryClient} />);
  return parts;
}

async function fillSms() {
  fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '13800138000' } });
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '12a3456789' } });
}

describe('login', () => {
  it('sends the SMS code and starts the 60 s countdown', async () => {
    renderLogin();
    fetchMock.mockImplementation(async () => ok(null));
    await fillSms();
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    const waiting = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    const request = providerCalls()[0] as Request;
    expect(await request.json()).toEqual({ mobile: '13800138000', event: 'login' });
  });

  it('keeps the code input to 6 digits', async () => {
    renderLogin();
    await fillSms();
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('123456');
  });

  it('logs in by SMS with the stored openId and returns to the remembered location', async () => {
    setOpenId('oXk3e5Jt2q_Lm8Vb4Rz7Yw1Pa9Cd');
    rememberLocation(`${routePath('help')}?type=Cache`);
    const router = renderLogin().router();
    fetchMock.mockImplementation(async () => ok({ userinfo: userinfo(false) }));
    await fillSms();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.current().pathname).toBe(routePath('help')));
    expect(router.current().search).toBe('?type=Cache');
    expect(token.value).toBe('new-token-0123456789');
    const request = providerCalls()[0] as Request;
    expect(await request.json()).toEqual({
      mobile: '13800138000',
      captcha: '123456',
      openid: 'oXk3e5Jt2q_Lm8Vb4Rz7Yw1Pa9Cd',
    });
  });

  it('tells a new user about the random password and offers to set one', async () => {
    const router = renderLogin().router();
    fetchMock.mockImplementation(async () => ok({ userinfo: userinfo(true) }));
    await fillSms();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Set your password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.current().pathname).toBe(routePath('recoverAccess')));
  });

  it('asks for the phone before calling the provider', async () => {
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy();
    expect(providerCalls()).toHaveLength(0);
  });
});
