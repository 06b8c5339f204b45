import type { paths } from '@djshop/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { i18n } from '@/lib/i18n';
import { loadingVisible } from '@/lib/layers/loading';
import { timedOut } from '@/lib/layers/timeout';
import { hideToast, toast } from '@/lib/layers/toast';
import { installNavigation, type NavigationService } from '@/lib/navigation';
import { routePath } from '@/lib/routes';
import { clearToken, setToken, token } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { createApiClient, unwrap } from './client';
import { ApiError } from './errors';

const BASE = 'http://shop.test';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const envelope = (code: number, data: unknown, msg = '') => ({ code, msg, time: '1763702400', data });

let fetchMock: ReturnType<typeof vi.fn>;
let loginRedirect: ReturnType<typeof vi.fn<NavigationService['navigateTo']>>;
let api: ReturnType<typeof createApiClient<paths>>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  // The way to login (lib/login.ts) goes through the navigation service: only its navigateTo is heard here.
  loginRedirect = vi.fn<NavigationService['navigateTo']>(async () => ({ ok: true }));
  const unused = async () => ({ ok: true }) as const;
  installNavigation({
    navigateTo: loginRedirect,
    redirectTo: unused,
    reLaunch: unused,
    switchTab: unused,
    navigateBack: unused,
    preloadPage: unused,
    openExternal: () => undefined,
    currentRoute: () => undefined,
  });
  hideToast();
  timedOut.value = false;
  clearToken();
  api = createApiClient<paths>(BASE);
  window.location.hash = '#/pages/help/index?type=Cache';
});

afterEach(() => {
  vi.useRealTimers();
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const systemConfig = () => unwrap(api.GET('/api/h5.Index/setSystemInfo'));
const logout = () => unwrap(api.GET('/api/h5.user/logout'));

describe('request headers', () => {
  it('sends token, visitor id, the AJAX marker and a JSON body', async () => {
    setToken('tok-123');
    fetchMock.mockResolvedValue(json(envelope(1, null, 'Sent successfully')));
    await unwrap(api.POST('/api/h5.user/get_code', { body: { mobile: '13800138000', event: 'login' } }));
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe(`${BASE}/api/h5.user/get_code`);
    expect(request.headers.get('Accept-Language')).toBe('en');
    expect(request.headers.get('token')).toBe('tok-123');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    const visitor = request.headers.get('visitor-id');
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(STORAGE_KEYS.visitorId)).toBe(visitor);
    expect(await request.json()).toEqual({ mobile: '13800138000', event: 'login' });
  });

  it('names the language on screen, as the provider calls it, on every call', async () => {
    fetchMock.mockImplementation(async () => json(envelope(1, null)));
    const langs: (string | null)[] = [];
    for (const locale of ['zh-Hans', 'zh-Hant', 'en'] as const) {
      await i18n.changeLanguage(locale);
      await unwrap(api.GET('/api/h5.brand/detail', { params: { query: { id: 3 } } }));
      const request = fetchMock.mock.calls.at(-1)?.[0] as Request | undefined;
      langs.push(request?.headers.get('Accept-Language') ?? null);
    }
    expect(langs).toEqual(['zh-cn', 'zh-tw', 'en']);
  });

  it('keeps the same visitor id across calls and sends no token when signed out', async () => {
    fetchMock.mockImplementation(async () => json(envelope(1, null)));
    await logout();
    await logout();
    const [first, second] = fetchMock.mock.calls.map((call) => call[0] as Request);
    expect(first?.headers.get('visitor-id')).toBe(second?.headers.get('visitor-id'));
    expect(first?.headers.get('token')).toBeNull();
  });
});

describe('success', () => {
  it('gives data for code 1', async () => {
    fetchMock.mockResolvedValue(json(envelope(1, { site_name: 'DJ Shop' })));
    expect(await systemConfig()).toEqual({ site_name: 'DJ Shop' });
  });

  it('gives data for code 200', async () => {
    fetchMock.mockResolvedValue(json(envelope(200, { site_name: 'DJ Shop' })));
    expect(await systemConfig()).toEqual({ site_name: 'DJ Shop' });
  });

  it('gives the whole body when data is empty', async () => {
    const body = envelope(1, null, 'Logout successful');
    fetchMock.mockResolvedValue(json(body));
    expect(await logout()).toEqual(body);
  });

  it('treats the upload call code 0 with data.src as success', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    fetchMock.mockResolvedValue(json(envelope(0, { src: '/uploads/a.png', fullurl: 'http://x/uploads/a.png' })));
    const result = await unwrap(api.POST('/api/common/upload', { body: form as never }));
    expect(result).toEqual({ src: '/uploads/a.png', fullurl: 'http://x/uploads/a.png' });
  });

  it('treats an upload code 0 without data as a failure', async () => {
    fetchMock.mockResolvedValue(json(envelope(0, null, 'Image size cannot exceed 1M')));
    const error = await failure(unwrap(api.POST('/api/common/upload', { body: new FormData() as never })));
    expect(error.kind).toBe('business');
    expect(toast.value?.message).toBe('Image size cannot exceed 1M');
  });
});

describe('session codes', () => {
  it.each([3, 30001])('code %i clears the token, remembers the location and goes to login', async (code) => {
    setToken('tok');
    fetchMock.mockResolvedValue(json(envelope(code, null, 'Session expired')));
    const error = await failure(logout());
    expect(error).toMatchObject({ kind: 'auth', code });
    expect(token.value).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.returnTo)).toBe('/pages/help/index?type=Cache');
    expect(loginRedirect).toHaveBeenCalledTimes(1);
    expect(loginRedirect).toHaveBeenCalledWith(routePath('login'));
    expect(toast.value).toBeNull();
  });

  it('code 401 with HTTP 401 is a re-login, not an HTTP error', async () => {
    setToken('tok');
    fetchMock.mockResolvedValue(json(envelope(401, null, '请先登录'), 401));
    const error = await failure(logout());
    expect(error).toMatchObject({ kind: 'auth', code: 401 });
    expect(token.value).toBeNull();
    expect(loginRedirect).toHaveBeenCalledTimes(1);
    expect(toast.value).toBeNull();
  });

  it('code -95102 clears the token only', async () => {
    setToken('tok');
    fetchMock.mockResolvedValue(json(envelope(-95102, null, 'Token dropped')));
    const error = await failure(logout());
    expect(error).toMatchObject({ kind: 'auth', code: -95102 });
    expect(token.value).toBeNull();
    expect(loginRedirect).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.returnTo)).toBeNull();
    expect(toast.value).toBeNull();
  });
});

describe('failures', () => {
  it('any other code shows msg as a toast and fails', async () => {
    fetchMock.mockResolvedValue(json(envelope(0, null, 'Captcha is incorrect')));
    const error = await failure(logout());
    expect(error).toMatchObject({ kind: 'business', code: 0, message: 'Captcha is incorrect' });
    expect(toast.value?.message).toBe('Captcha is incorrect');
  });

  it('an HTTP error shows the text of the first h1 of the body', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html><body><h1> 服务器内部错误 </h1><h1>second</h1></body></html>', {
        status: 500,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await failure(logout());
    expect(error).toMatchObject({ kind: 'http', code: 500, message: '服务器内部错误' });
    expect(toast.value?.message).toBe('服务器内部错误');
  });

  it('an HTTP error without an h1 shows the envelope msg', async () => {
    fetchMock.mockResolvedValue(json(envelope(403, null, 'Forbidden here'), 403));
    const error = await failure(logout());
    expect(error).toMatchObject({ kind: 'http', code: 403, message: 'Forbidden here' });
  });

  it("an HTTP error with neither shows 'Network error'", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502 }));
    const error = await failure(logout());
    expect(error).toMatchObject({ kind: 'http', code: 502, message: 'Network error' });
    expect(toast.value?.message).toBe('Network error');
  });

  it('a network failure closes the loading indicator and shows nothing', async () => {
    vi.useFakeTimers();
    let fail: (reason: unknown) => void = () => {};
    fetchMock.mockReturnValue(
      new Promise((_, reject) => {
        fail = reject;
      }),
    );
    const call = failure(logout());
    await vi.advanceTimersByTimeAsync(250);
    expect(loadingVisible.value).toBe(true);
    fail(new TypeError('Failed to fetch'));
    const error = await call;
    expect(error.kind).toBe('network');
    expect(loadingVisible.value).toBe(false);
    expect(toast.value).toBeNull();
  });

  it('times out after 30 s and covers the screen with the time-out message', async () => {
    vi.useFakeTimers();
    fetchMock.mockReturnValue(new Promise(() => {}));
    const call = failure(logout());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(timedOut.value).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error).toMatchObject({
      kind: 'timeout',
      message: 'The connection timed out, click the screen to try again.',
    });
    expect(timedOut.value).toBe(true);
    expect(toast.value).toBeNull();
    expect(loadingVisible.value).toBe(false);
  });

  it('a call cancelled by its caller is not reported', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const controller = new AbortController();
    const call = unwrap(api.GET('/api/h5.Index/setSystemInfo', { signal: controller.signal }));
    controller.abort();
    const error = await call.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(toast.value).toBeNull();
    expect(loadingVisible.value).toBe(false);
  });
});

describe('loading indicator', () => {
  it('appears only after 200 ms and closes when the answer arrives', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const call = logout();
    await vi.advanceTimersByTimeAsync(199);
    expect(loadingVisible.value).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadingVisible.value).toBe(true);
    answer(json(envelope(1, null)));
    await call;
    expect(loadingVisible.value).toBe(false);
  });

  it('never appears for a quick call', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(envelope(1, null)));
    await logout();
    await vi.advanceTimersByTimeAsync(500);
    expect(loadingVisible.value).toBe(false);
  });
});
