import { Suspense, lazy, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CardLoginBody } from '@domain/cards';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/spinner';
import { useAuthStore } from '../auth/auth-store';
import { say } from '../play/speech';
import { CardCameraPicture } from './card-camera-picture';

// The camera view and the QR reader load only when a child asks for them: the sign-in page stays small.
const CardScanner = lazy(() => import('./card-scanner'));

/**
 * "Scan my card": a child who cannot type shows their printed card to the camera and is signed in with the same
 * steps as the password sign-in. `school` is the School ID typed on this device, if any: a card must match it.
 */
export const CardSignIn = ({ school }: { school: string }) => {
  const { login, isLoading } = useAuthStore();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const onCard = useCallback(
    (body: CardLoginBody) => {
      setOpen(false);
      void login(body).then((signedIn) => {
        if (signedIn) void navigate(paths.home, { replace: true });
        else void say(useAuthStore.getState().errorSaid ?? '', { interrupt: true });
      });
    },
    [login, navigate],
  );

  return (
    <>
      <button
        type="button"
        className="button button--huge scan-button"
        disabled={isLoading}
        onClick={() => setOpen(true)}
        onFocus={() => void say('Scan my card', { interrupt: true })}
      >
        <CardCameraPicture size={84} />
        Scan my card
      </button>
      <p className="login__or">or type your school ID, username and password</p>
      {open && (
        <Suspense fallback={<Spinner label="Getting the camera ready" />}>
          <CardScanner school={school} onCard={onCard} onClose={close} />
        </Suspense>
      )}
    </>
  );
};
