import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setConfigForTests } from '../../frontend/src/lib/config';

// Lazy routes load through dynamic imports; on a busy 2-core CI machine that can take more than the default second.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so no scrolling: screens scroll to the top as they arrive, which here does nothing.
window.scrollTo = () => undefined;

// As in the app, where main.tsx loads /config.json before anything renders.
beforeEach(() => {
  setConfigForTests({
    region: 'us-east-1',
    identityPoolId: 'us-east-1:test',
    apiEndpoint: 'https://api.test/prod',
    cookieFunctionName: 'WAWGetSignedCookieValuesWithDomain',
    mediaDomain: 'localhost',
    adminUserPoolId: 'us-east-1_test',
    adminUserPoolClientId: 'testclient',
  });
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]?.trim()}=; Max-Age=0; Path=/media`;
  });
});
