import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // What needs two servers on one database (`*.postgres.test.ts`) runs where there is one to
    // share: PGlite is a single connection inside one process.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts']),
    ],
    // Each test app boots its own PGlite from a migrated copy made once (test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
