import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant (`npm run test:mutation`): the unit tests of the
 * domain and of the API's access, policy and validation modules. API tests through the whole app
 * would prove the same rules a hundred times slower per mutant. MUTACAO_TESTES (globs separated
 * by commas) narrows them for a run over one module.
 */
const TODOS = [
  'packages/domain/src/**/*.test.ts',
  'apps/api/src/plugins/access-niveis.test.ts',
  'apps/api/src/modules/*/policies.test.ts',
  'apps/api/src/http/validation.test.ts',
];

export default defineConfig({
  test: {
    include: process.env.MUTACAO_TESTES?.split(',') ?? TODOS,
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
