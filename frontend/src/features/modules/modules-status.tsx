import { Spinner } from '../../components/spinner';

/** The spinner and the error of spec section 2, shared by every screen that waits for the modules. */
export const ModulesStatus = ({ status, error }: { status: string; error: string | null }) => {
  if (status === 'error') {
    return (
      <p className="message message--error" role="alert">
        Error loading modules: {error}
      </p>
    );
  }
  return <Spinner label="Loading modules" />;
};
