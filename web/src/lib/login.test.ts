import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expireSession, loginRedirect, requireLogin } from './login';
import { installNavigation, type NavigationService } from './navigation';
import { routePath, routeUrl } from './routes';
import { clearToken, setToken, takeRememberedLocation, token } from './session';

let navigateTo: ReturnType<typeof vi.fn<NavigationService['navigateTo']>>;

beforeEach(() => {
  navigateTo = vi.fn<NavigationService['navigateTo']>(async () => ({ ok: true }));
  const unused = async () => ({ ok: true }) as const;
  installNavigation({
    navigateTo,
    redirectTo: unused,
    reLaunch: unused,
    switchTab: unused,
    navigateBack: unused,
    preloadPage: unused,
    openExternal: () => undefined,
    currentRoute: () => undefined,
  });
  window.location.hash = `#${routeUrl('singleDetail', { id: 12, type: 'music' })}`;
});

afterEach(() => clearToken());

describe('the one way to require a login', () => {
  it('lets a signed-in user on, remembering nothing', () => {
    setToken('user-token');
    expect(requireLogin()).toBe(true);
    expect(navigateTo).not.toHaveBeenCalled();
    expect(takeRememberedLocation()).toBeNull();
  });

  it('sends a visitor to login, remembering where they were', () => {
    expect(requireLogin()).toBe(false);
    expect(navigateTo).toHaveBeenCalledWith(routePath('login'));
    expect(takeRememberedLocation()).toBe(routeUrl('singleDetail', { id: 12, type: 'music' }));
  });

  it('does not stack a second login page on the login page', () => {
    window.location.hash = `#${routePath('login')}`;
    expect(requireLogin()).toBe(false);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("gives a route's redirect for a visitor (the router's way), none for a user", () => {
    expect(loginRedirect(routePath('orders'))).toBe(routePath('login'));
    expect(takeRememberedLocation()).toBe(routePath('orders'));
    setToken('user-token');
    expect(loginRedirect(routePath('orders'))).toBeUndefined();
  });

  it('several calls ending the session at once make one move to login; a later need makes another', async () => {
    let arrive = () => {};
    navigateTo.mockImplementation(
      () =>
        new Promise((resolve) => {
          arrive = () => resolve({ ok: true });
        }),
    );
    setToken('user-token');
    expireSession();
    expireSession();
    expect(requireLogin()).toBe(false);
    expect(navigateTo).toHaveBeenCalledTimes(1);
    arrive();
    await vi.waitFor(() => {
      requireLogin();
      expect(navigateTo).toHaveBeenCalledTimes(2);
    });
    // The second move ends too (its end was registered first), so the next test starts with none under way.
    arrive();
    await navigateTo.mock.results[1]?.value;
  });

  it('the provider ending the session: the token goes and the user goes to login, to come back', () => {
    setToken('user-token');
    expireSession();
    expect(token.value).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith(routePath('login'));
    expect(takeRememberedLocation()).toBe(routeUrl('singleDetail', { id: 12, type: 'music' }));
  });
});
