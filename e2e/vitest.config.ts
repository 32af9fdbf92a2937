import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Two files at a time, each worker with a portal of its own (support/portal-do-worker.ts) and
    // a Chromium per file: a journey spends much of its time waiting on the page, the other
    // worker's journey uses that time (docs/decisions/037).
    maxWorkers: 2,
    testTimeout: 60_000,
    // A poll ends as soon as the page is right; the default second is too short for a list the
    // server loads (the towns of a state) while the unit and API lane keeps both cores busy.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
