import type { components } from '@djshop/api';
import { logout } from '@/entities/auth/logout';
import { t } from '@/lib/i18n';
import { openDialog } from '@/lib/layers/dialog';
import { showToast } from '@/lib/layers/toast';
import { navigation } from '@/lib/navigation';
import { routePath } from '@/lib/routes';
import { endLocalSession, setToken, takeRememberedLocation } from '@/lib/session';

type SessionUser = components['schemas']['SessionUser'];

/**
 * Keeps the new token and brings the user back to where the login began. A user whose account was just
 * created by phone or e-mail has a random password: they are told so and offered the way to set one.
 */
export async function completeLogin(user: SessionUser): Promise<void> {
  setToken(user.token);
  const returnTo = takeRememberedLocation();
  if (user.random_password) {
    const choice = await openDialog({
      title: t('randomPassword.title', { ns: 'auth' }),
      content: t('randomPassword.content', { ns: 'auth' }),
      confirmText: t('randomPassword.setNow', { ns: 'auth' }),
      cancelText: t('randomPassword.later', { ns: 'auth' }),
    });
    if (choice === 'confirm') {
      await navigation.redirectTo(routePath('recoverAccess'));
      return;
    }
  }
  showToast(t('loggedIn', { ns: 'auth' }));
  await navigation.reLaunch(returnTo && !returnTo.startsWith(routePath('login')) ? returnTo : routePath('user'));
}

/**
 * Ends the session on the provider (best effort) and here: the token, the user's stored records and the
 * cached answers of the provider go; `forget` drops the cache (the caller's query client).
 */
export async function signOut(forget?: () => void): Promise<void> {
  try {
    await logout();
  } catch {
    // The token is dropped locally either way; the request rules already reported any failure.
  }
  endLocalSession();
  forget?.();
  await navigation.switchTab(routePath('user'));
}
