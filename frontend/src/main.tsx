import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { configureAmplify } from './lib/amplify';
import { loadConfig, type AppConfig } from './lib/config';
import { signOutAfterStartupError } from './lib/startup';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

/** Configuration first (it says where the cloud is), then the app; a failure on the way signs out and says why. */
const start = async () => {
  let config: AppConfig | undefined;
  try {
    config = await loadConfig();
    configureAmplify(config, location.pathname.startsWith('/admin') ? 'admin' : 'student');
    root.render(
      <StrictMode>
        <RouterProvider router={createRouter()} />
      </StrictMode>,
    );
  } catch (error) {
    await signOutAfterStartupError(config);
    root.render(
      <main className="page page--center">
        <p className="message message--error" role="alert">
          WAW could not start: {error instanceof Error ? error.message : String(error)}
        </p>
      </main>,
    );
  }
};
void start();
