import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { retryTimedOutQueries } from './timeout-retry';

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

    await retryTimedOutQueries(client);

    expect(timedOut.queryFn).toHaveBeenCalledTimes(2);
    expect(timedOut.observer.getCurrentResult().data).toBe('timed-out data');
    expect(refused.queryFn).toHaveBeenCalledTimes(1);
    expect(fine.queryFn).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a timed-out query no page shows any more', async () => {
    const queryFn = vi.fn(timeout);
    await client.fetchQuery({ queryKey: ['left'], queryFn }).catch(() => {});
    await retryTimedOutQueries(client);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
