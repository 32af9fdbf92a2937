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
    // scripts/test-api.mjs runs the whole suite on PostgreSQL and, on PGlite, the files tagged
    // here: what differs between the two (test/dois-bancos.ts, which a test keeps whole).
    tags: [
      {
        name: 'dois-bancos',
        description: 'prova o que difere entre o PGlite e o PostgreSQL; roda nos dois',
      },
    ],
    // Each test app boots its own PGlite from a migrated copy made once (test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    // A worker imports the app (Fastify, Drizzle, the PDF and signature libraries) once for all
    // its files, not once per file (docs/decisions/037). Every test app is built anew over its
    // own database and closed by its file; no test replaces a module.
    isolate: false,
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
