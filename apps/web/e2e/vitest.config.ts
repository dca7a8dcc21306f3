import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Journeys share one server and its demo data: they run in the order of their file names, the
 * same on every run (a11y.e2e.ts first, which only reads, among others the address waiting for
 * completion that addresses.e2e.ts completes).
 */
class ByFileName extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve([...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId)));
  }
}

/** Browser journeys: one server for the run (fresh data directory), journeys run one after another. */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: ByFileName },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page's code may come seconds later on a loaded machine (the public site's parts load when used).
    expect: { poll: { timeout: 15_000 } },
  },
});
