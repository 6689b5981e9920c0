import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The Lighthouse bench's reference: the least a React page can be (React and ReactDOM, one heading and one button),
 * built with the app's Vite and served beside it by the same local CloudFront. Whatever the machine is doing slows
 * it as it slows the app's pages, so the app's score is read against it.
 */
const Reference = () => {
  const [taps, setTaps] = useState(0);
  return (
    <main>
      <h1>A minimal React page</h1>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        Tapped {taps} times
      </button>
    </main>
  );
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Reference />
  </StrictMode>,
);
