import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated PGlite for the run, which each test database copies (decision 110).
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each worker process imports the API once for all its files, not once per file (about 4 s of
    // module loading each, twice 79 files in CI; decision 111). No test mocks modules or changes
    // globals, and every app's state (caches, pools) belongs to the app a test builds.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
