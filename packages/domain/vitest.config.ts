import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Pure functions: a worker imports the package once for all its files rather than once per
    // file, which was most of this project's time (docs/decisions/037).
    isolate: false,
  },
});
