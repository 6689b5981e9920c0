import { useState } from 'react';
import { useLogout } from '../features/auth/use-logout';
import { GrownUpGate } from './grown-up-gate';
import { Icon } from './icon';

/** Log out, behind a grown-up's sum: a child tapping it by mistake is asked to fetch a grown-up, not signed out. */
export const LogoutButton = ({ compact = false }: { compact?: boolean }) => {
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={compact ? 'button button--round button--quiet topbar__logout' : 'button button--big'}
        onClick={() => setAsking(true)}
        aria-label={compact ? 'Log out' : undefined}
      >
        <Icon name="door" size={compact ? 24 : 28} />
        {!compact && ' Log out'}
      </button>
      {asking && <GrownUpGate action="log out" onPass={() => void logout()} onCancel={() => setAsking(false)} />}
    </>
  );
};
