import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
      '@functions': fileURLToPath(new URL('./functions', import.meta.url)),
    },
  },
  test: {
    // The settings a deployed function gets from its stack; handlers read them once at import.
    env: {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'AKIDTESTONLY',
      AWS_SECRET_ACCESS_KEY: 'test-only-secret',
      TABLE_NAME: 'waw-test',
      IDENTITY_POOL_ID: 'us-east-1:00000000-0000-4000-8000-000000000000',
      DEVELOPER_PROVIDER_NAME: 'login.waw.test',
      COOKIE_KEY_PAIR_ID: 'KTESTKEYPAIR',
      COOKIE_KEY_SECRET_ID: 'waw-test/cookie-signing-key',
      SIGN_IN_KEY_SECRET_ID: 'waw-test/sign-in-key',
      ALLOWED_DOMAINS: 'waw.example.org,localhost:3000',
      POWERTOOLS_LOG_LEVEL: 'ERROR',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    // Vitest's default is one file at a time on a 2-core machine (one less than its cores), but most of the slow files
    // wait rather than compute (a song played in real time, a browser's page loads, a grace period), so two files run
    // at once on any machine, and one per core beyond that.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // scrypt at OWASP cost, dynalite and a real browser make some tests take seconds on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits as long as the suite's other waits (waitFor, the e2e helpers), not vitest's 1 s default.
    expect: { poll: { timeout: 5_000 } },
    projects: [
      { extends: true, test: { name: 'node', include: ['test/**/*.test.ts'], exclude: ['test/frontend/**'] } },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'frontend',
          include: ['test/frontend/**/*.test.tsx', 'test/frontend/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['test/frontend/setup.ts'],
        },
      },
    ],
  },
});
