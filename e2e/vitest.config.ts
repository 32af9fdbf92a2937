import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/registro-do-servidor.ts'],
    // One file at a time on CI's two cores: two workers, each with its portal
    // (support/portal-do-worker.ts), measured slower there, Chromium's processes already filling
    // both cores (docs/decisions/037). A bigger machine raises this and gets a portal per worker.
    maxWorkers: 1,
    // A worker keeps its Chromium from file to file (support/browser.ts).
    isolate: false,
    testTimeout: 60_000,
    // A poll ends as soon as the page is right; the default second is too short for a list the
    // server loads (the towns of a state) while the unit and API lane keeps both cores busy.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
