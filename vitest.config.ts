import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', 'e2e'],
  },
});
