import type { AppConfig } from './config';
import { clearMediaCookies } from './delivery-cookies';

const ADMIN_TOKEN_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * Spec section 7: sign-out is global on a startup error. An admin signed in on this tab is signed out everywhere
 * (GlobalSignOut revokes all their refresh tokens), which needs the pool from the configuration; then everything
 * this tab holds goes: credentials, tokens, media cookies, cached records. A student's temporary credentials cannot
 * be revoked; they are forgotten here and expire within the hour.
 */
export const signOutAfterStartupError = async (config: AppConfig | undefined): Promise<void> => {
  const adminSignedIn = Object.keys(sessionStorage).some((key) => key.startsWith(ADMIN_TOKEN_PREFIX));
  if (config && adminSignedIn) {
    try {
      const [{ configureAmplify }, { signOut }] = await Promise.all([import('./amplify'), import('aws-amplify/auth')]);
      configureAmplify(config, 'admin');
      await signOut({ global: true });
    } catch {
      // The startup error is what the screen shows; the local clean-up below happens whatever the network does.
    }
  }
  clearMediaCookies();
  sessionStorage.clear();
};
