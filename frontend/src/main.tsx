import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { configureAmplify } from './lib/amplify';
import { loadConfig } from './lib/config';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

/** Configuration first (it says where the cloud is), then the app. */
loadConfig()
  .then((config) => {
    configureAmplify(config, location.pathname.startsWith('/admin') ? 'admin' : 'student');
    root.render(
      <StrictMode>
        <RouterProvider router={createRouter()} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(
      <main className="page page--center">
        <p className="message message--error" role="alert">
          WAW could not start: {error instanceof Error ? error.message : String(error)}
        </p>
      </main>,
    );
  });
