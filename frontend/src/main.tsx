import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter, preloadRoute } from './app/router';
import { loadConfig, type AppConfig } from './lib/config';
import { signOutAfterStartupError } from './lib/startup';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

// The page's own code is fetched while the configuration is, not after it: it paints once, when both are here.
const screenCode = preloadRoute(location.pathname);

/** Configuration first (it says where the cloud is), then the app; a failure on the way signs out and says why. */
const start = async () => {
  let config: AppConfig | undefined;
  try {
    [config] = await Promise.all([loadConfig(), screenCode]);
    // The admin area's screens call the admins' user pool as they mount: Amplify is set up for it first. A student's
    // screens set it up with their first signed call instead, so Amplify never loads before the child signs in.
    if (location.pathname.startsWith('/admin')) (await import('./lib/amplify')).configureAmplify(config, 'admin');
    const router = createRouter();
    // As a transition, React renders the first screen in slices, yielding to the browser between them, instead of
    // in one long task a slow phone cannot answer a tap during.
    startTransition(() =>
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    );
    // Once the page has loaded: the worker's downloads never hold up what the child sees first.
    const serviceWorker = () => void import('./lib/service-worker').then(({ startServiceWorker }) => startServiceWorker());
    if (document.readyState === 'complete') serviceWorker();
    else addEventListener('load', serviceWorker, { once: true });
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
