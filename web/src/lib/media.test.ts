import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { mediaUrl } from './media';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mediaUrl', () => {
  it('loads a provider path from the provider, the same answer each time it is asked', () => {
    const expected = new URL('/uploads/cover-1.jpg', new URL(`${env.apiBase}/`, window.location.origin)).href;
    expect(mediaUrl('/uploads/cover-1.jpg')).toBe(expected);
    expect(mediaUrl('/uploads/cover-1.jpg')).toBe(expected);
  });

  it('shows nothing for no address', () => {
    expect(mediaUrl('')).toBe('');
    expect(mediaUrl(null)).toBe('');
    expect(mediaUrl(undefined)).toBe('');
  });

  it('refuses an address on another origin, and reports it once however often a list renders it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const src = 'https://elsewhere.example/media-test-refused.jpg';
    expect(mediaUrl(src)).toBe('');
    expect(mediaUrl(src)).toBe('');
    // Addresses no other test uses: the answers are remembered for the thread's life, across test files.
    expect(mediaUrl('javascript:alert("media-test")')).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('checks an address again once the media origins change: a remembered answer is never a stale one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const src = 'https://cdn.media-test.example/cover-2.jpg';
    expect(mediaUrl(src)).toBe('');
    const before = env.mediaOrigins;
    env.mediaOrigins = ['https://cdn.media-test.example'];
    try {
      expect(mediaUrl(src)).toBe(src);
    } finally {
      env.mediaOrigins = before;
    }
    expect(mediaUrl(src)).toBe('');
  });
});
