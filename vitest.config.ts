import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // scrypt at OWASP cost and dynalite make some tests take seconds on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
