import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearToken } from '@/lib/session';
import { telHref } from './ServicePage';
import UserCentrePage from './UserCentrePage';

describe('service phone link', () => {
  it('dials only what a phone number may hold', () => {
    expect(telHref('400-800-1234')).toBe('tel:4008001234');
    expect(telHref('+86 138 0013 8000')).toBe('tel:+8613800138000');
  });

  it('gives no link for text that is not a phone number', () => {
    expect(telHref('javascript:alert(1)')).toBeUndefined();
    expect(telHref('call us')).toBeUndefined();
  });
});

describe('user centre for a visitor', () => {
  beforeEach(() => {
    clearToken();
    // A visitor's centre asks the provider nothing.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new Error('no request expected');
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers login and the pages a visitor may use, and none that need an account', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <UserCentrePage />
      </QueryClientProvider>,
    );
    // The page's strings arrive with it: the first render waits for them.
    expect(await screen.findByRole('link', { name: 'Log in or sign up' })).toBeTruthy();
    const entries = within(screen.getByRole('navigation', { name: 'Services' }));
    for (const name of ['Customer service', 'Help centre', 'Privacy policy', 'User agreement']) {
      expect(entries.getByRole('link', { name })).toBeTruthy();
    }
    for (const name of ['My collection', 'Following', 'Recently played', 'Profile', 'Change password']) {
      expect(entries.queryByRole('link', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});
