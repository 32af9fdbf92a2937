import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One portal server and one Chromium per run; files share the machine's two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    // A poll ends as soon as the page is right; the default second is too short for a list the
    // server loads (the towns of a state) while the unit and API lane keeps both cores busy.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
