import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goodsDetailQuery } from '@/entities/goods/getGoodsDetail';
import { ApiError } from '@/lib/api';
import { routePath } from '@/lib/routes';
import { refetchAfterReconnect, retryTimedOutQueries } from './timeout-retry';

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  client.clear();
});

/** A query shown on screen (it has an observer) whose first answer is `first`; later answers succeed. */
async function shown(key: string, first: () => Promise<string>) {
  const queryFn = vi.fn<() => Promise<string>>().mockImplementationOnce(first).mockResolvedValue(`${key} data`);
  const observer = new QueryObserver(client, { queryKey: [key], queryFn });
  stops.push(observer.subscribe(() => {}));
  await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
  return { queryFn, observer };
}

const timeout = () => Promise.reject(new ApiError('timeout', 0, 'timed out'));

describe('retry after a time-out', () => {
  it('asks again only for the data on screen whose request timed out', async () => {
    const timedOut = await shown('timed-out', timeout);
    const refused = await shown('refused', () => Promise.reject(new ApiError('business', 0, 'no')));
    const fine = await shown('fine', () => Promise.resolve('fine data'));
    expect(timedOut.observer.getCurrentResult().status).toBe('error');

    await retryTimedOutQueries(client, { pathname: routePath('help'), search: '' });

    expect(timedOut.queryFn).toHaveBeenCalledTimes(2);
    expect(timedOut.observer.getCurrentResult().data).toBe('timed-out data');
    expect(refused.queryFn).toHaveBeenCalledTimes(1);
    expect(fine.queryFn).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a timed-out query no page shows any more', async () => {
    const queryFn = vi.fn(timeout);
    await client.fetchQuery({ queryKey: ['left'], queryFn }).catch(() => {});
    await retryTimedOutQueries(client, { pathname: routePath('singleDetail'), search: '?id=12&type=music' });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks again for what the page being opened asked for with its code, before the page is on screen', async () => {
    // The track's detail, asked for by its route while the page's code was on its way, timed out.
    const queryFn = vi.fn<() => Promise<string>>().mockImplementationOnce(timeout).mockResolvedValue('detail');
    const { queryKey } = goodsDetailQuery(12, 'music');
    await client.fetchQuery({ queryKey, queryFn }).catch(() => {});

    await retryTimedOutQueries(client, { pathname: routePath('singleDetail'), search: '?id=12&type=music' });

    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(queryKey)).toBe('detail');
  });
});

describe('asking again once the connection is back', () => {
  const offline = () => Promise.reject(new ApiError('network', 0, 'offline'));

  it('asks again for the data on screen, and for what the page being opened asked for and did not get', async () => {
    const onScreen = await shown('on-screen', () => Promise.resolve('old'));
    // The track's detail, asked for by its route while the page's code was on its way, failed offline.
    const detail = vi.fn<() => Promise<string>>().mockImplementationOnce(offline).mockResolvedValue('detail');
    const { queryKey } = goodsDetailQuery(12, 'music');
    await client.fetchQuery({ queryKey, queryFn: detail }).catch(() => {});
    // Another page's data, failed too, that nothing shows or opens.
    const elsewhere = vi.fn(offline);
    await client.fetchQuery({ queryKey: ['elsewhere'], queryFn: elsewhere }).catch(() => {});

    await refetchAfterReconnect(client, { pathname: routePath('singleDetail'), search: '?id=12&type=music' });

    expect(onScreen.queryFn).toHaveBeenCalledTimes(2);
    expect(detail).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(queryKey)).toBe('detail');
    expect(elsewhere).toHaveBeenCalledTimes(1);
  });

  it('does not ask again for what the page being opened already has', async () => {
    const detail = vi.fn<() => Promise<string>>().mockResolvedValue('detail');
    await client.fetchQuery({ queryKey: goodsDetailQuery(12, 'music').queryKey, queryFn: detail });
    await refetchAfterReconnect(client, { pathname: routePath('singleDetail'), search: '?id=12&type=music' });
    expect(detail).toHaveBeenCalledTimes(1);
  });
});
