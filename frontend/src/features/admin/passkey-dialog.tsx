import { useCallback, useEffect, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { apiMessage } from './admin-api';
import { PasskeyElsewhere } from './passkey-elsewhere';
import { PASSKEY_NOT_HERE, listPasskeys, passkeyProblem, provePasskey, registerPasskey } from './passkeys';
import { useStepUp } from './step-up-store';

/**
 * The passkey step, offered when the API refused an action with "a passkey is needed": set one up if the admin has
 * none, else prove it; the refused action is then made again. When the passkey does not answer on this device, it
 * offers the passkey on a phone and says who can reset passkeys.
 */
export const PasskeyDialog = () => {
  const { open, finish } = useStepUp();
  return open ? <PasskeyStep finish={finish} /> : null;
};

const PasskeyStep = ({ finish }: { finish: (proved: boolean) => void }) => {
  const [hasPasskey, setHasPasskey] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Once the passkey did not answer here, the way on from elsewhere stays in view (also while it is being tried).
  const [elsewhere, setElsewhere] = useState(false);

  useEffect(() => {
    listPasskeys().then(
      (list) => setHasPasskey(list.passkeys.length > 0),
      (error: unknown) => setProblem(apiMessage(error)),
    );
  }, []);
  const cancel = useCallback(() => finish(false), [finish]);

  const go = async (fromPhone = false) => {
    setBusy(true);
    setProblem(null);
    try {
      // A new passkey proves nothing until it is used: set it up, then use it.
      if (!hasPasskey) await registerPasskey();
      await provePasskey({ fromPhone });
      finish(true);
    } catch (error) {
      const words = passkeyProblem(error);
      setProblem(words);
      if (hasPasskey && words === PASSKEY_NOT_HERE) setElsewhere(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="A passkey is needed" onClose={cancel}>
      <h2>A passkey is needed</h2>
      <p>
        {hasPasskey === false
          ? 'For changes like this, we check it is really you. Set up a passkey on this device (your fingerprint, face or screen lock): it takes a moment, and you use it again next time.'
          : 'For changes like this, we check it is really you. Use your passkey (your fingerprint, face or screen lock) to go on.'}
      </p>
      {problem && (
        <p className="message message--error" role="alert">
          {problem}
        </p>
      )}
      {elsewhere && <PasskeyElsewhere busy={busy} onPhone={() => void go(true)} />}
      <div className="row">
        <button type="button" className="button" onClick={cancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" disabled={busy || hasPasskey === null} onClick={() => void go()}>
          {hasPasskey === false ? 'Set up a passkey' : 'Use my passkey'}
        </button>
      </div>
    </Dialog>
  );
};
