import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test app boots its own PGlite (a few seconds of WebAssembly start-up) and seeds 5,571 municipalities.
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
