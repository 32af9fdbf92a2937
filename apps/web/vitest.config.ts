import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // A worker imports React, Mantine and jsdom once for all its files, not once per file: that
      // was three quarters of this project's time (docs/decisions/037). Each file still gets a
      // fresh document and cleans up after each test (src/test/setup.ts); a module that keeps
      // state at load time is imported afresh by its own test.
      isolate: false,
      // The whole solution form renders in jsdom in a few seconds on a busy 2-core machine.
      testTimeout: 20_000,
    },
  }),
);
