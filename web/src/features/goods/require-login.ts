import { ROUTES } from '@/config/paths';
import { navigation } from '@/lib/navigation';
import { currentHashLocation, rememberLocation, token } from '@/lib/session';

/** True for a signed-in user; a visitor is sent to login and brought back here afterwards. */
export function requireLogin(): boolean {
  if (token.value) return true;
  rememberLocation(currentHashLocation());
  void navigation.navigateTo(ROUTES.login.path);
  return false;
}
