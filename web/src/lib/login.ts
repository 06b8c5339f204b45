import { navigation } from './navigation';
import { routePath } from './routes';
import { clearToken, currentHashLocation, isLoggedIn, rememberLocation } from './session';

// The one way to require a login (docs/behaviour.md#navigation): remember where the user was, then go to login,
// which brings them back there. A route that needs a login (its `auth`), an action that does (collect, add to
// cart, buy, comment) and the provider ending the session all go through it.

/**
 * Where a visitor at `from` who needs a login goes (login, with `from` remembered), or undefined for a
 * signed-in user.
 */
export function loginRedirect(from: string): string | undefined {
  if (isLoggedIn.value) return undefined;
  rememberLocation(from);
  return routePath('login');
}

/**
 * The move to login under way, if any. A page's calls that the provider refuses together (a token it no longer
 * knows, on a page that asks several things at once) each end the session before the address has changed: one
 * move to login, not one per call, each after the first refused as locked with its message on screen.
 */
let toLogin: Promise<unknown> | undefined;

/** For what needs a login: true for a signed-in user; a visitor is sent to login, to come back here. */
export function requireLogin(): boolean {
  const here = currentHashLocation();
  const login = loginRedirect(here);
  if (login === undefined) return true;
  if (!here.startsWith(login) && !toLogin) {
    toLogin = navigation.navigateTo(login).finally(() => {
      toLogin = undefined;
    });
  }
  return false;
}

/** The provider ended the session: the token goes, and the user goes to login, to come back here. */
export function expireSession(): void {
  clearToken();
  requireLogin();
}
