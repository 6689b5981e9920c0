import { LoadingScreen, Spinner } from '../../components/spinner';

const ModulesError = ({ error }: { error: string | null }) => (
  <p className="message message--error" role="alert">
    Error loading modules: {error}
  </p>
);

/** The spinner and the error of spec section 2, shared by every screen that waits for the modules. */
export const ModulesStatus = ({ status, error }: { status: string; error: string | null }) =>
  status === 'error' ? <ModulesError error={error} /> : <Spinner label="Loading modules" />;

/** The same, as the whole screen, for a screen with nothing to show before its programme's module is there. */
export const ModulesScreen = ({ status, error }: { status: string; error: string | null }) =>
  status === 'error' ? (
    <main className="page">
      <ModulesError error={error} />
    </main>
  ) : (
    <LoadingScreen label="Loading modules" />
  );
