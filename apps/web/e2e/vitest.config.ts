import { defineConfig } from 'vitest/config';

/** Browser journeys: one server for the run (fresh data directory), journeys run one after another. */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page's code may come seconds later on a loaded machine (the public site's parts load when used).
    expect: { poll: { timeout: 15_000 } },
  },
});
