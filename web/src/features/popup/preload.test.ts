import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { popupsQuery } from '@/entities/popup/getPopups';
import { popupClosedKey } from '@/lib/storage';
import type { Popup } from './model/popup';
import { preloadLaunchPopup } from './preload';

const popup = (id: number, images: string[], popradio: Popup['popradio'] = 0): Popup => ({
  id,
  title: `Popup ${id}`,
  popradio,
  links: JSON.stringify(images.map((image) => ({ image, type: 'vip' }))),
});

let requested: string[];

beforeEach(() => {
  requested = [];
  // Each `new Image().src = url` is a request the browser starts at once.
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        requested.push(url);
      }
    },
  );
});

function clientWith(popups: Popup[]): QueryClient {
  const client = new QueryClient();
  client.setQueryData(popupsQuery().queryKey, popups);
  return client;
}

describe('launch popup preload', () => {
  it('starts loading the first slide of the popup that is due', async () => {
    await preloadLaunchPopup(clientWith([popup(1, ['/media/image/a.svg', '/media/image/b.svg'])]));
    expect(requested).toEqual([`${window.location.origin}/media/image/a.svg`]);
  });

  it('skips a popup that is not due and takes the next one', async () => {
    window.localStorage.setItem(popupClosedKey(1), String(Date.now()));
    await preloadLaunchPopup(
      clientWith([popup(1, ['/media/image/a.svg'], 'first'), popup(2, ['/media/image/c.svg'], 'first')]),
    );
    expect(requested).toEqual([`${window.location.origin}/media/image/c.svg`]);
  });

  it('loads nothing when no popup is due', async () => {
    window.localStorage.setItem(popupClosedKey(1), String(Date.now()));
    await preloadLaunchPopup(clientWith([popup(1, ['/media/image/a.svg'], 'first')]));
    expect(requested).toEqual([]);
  });

  it('loads nothing and throws nothing when the list cannot be had', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(preloadLaunchPopup(client)).resolves.toBeUndefined();
    expect(client.getQueryState(popupsQuery().queryKey)?.status).toBe('error');
    expect(requested).toEqual([]);
  });

  it('loads no picture from a host the URL rule does not allow', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await preloadLaunchPopup(clientWith([popup(1, ['https://tracker.example/pixel.png'])]));
    expect(requested).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
