import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each journey took in a run of the two shards side by side (2026-11-29, load average 10 to
 * 14): the shards (`--shard=i/n`, decision 148) are balanced on them. A journey not listed counts 20 s.
 */
const SECONDS: Record<string, number> = {
  'a11y.e2e.ts': 258,
  'registration.e2e.ts': 74,
  'auth.e2e.ts': 70,
  'site.e2e.ts': 70,
  'addresses.e2e.ts': 65,
  'jobs.e2e.ts': 25,
  'language.e2e.ts': 20,
  'privacy.e2e.ts': 17,
  'candidates.e2e.ts': 16,
  'admin.e2e.ts': 15,
  'apply.e2e.ts': 14,
  'candidate-app.e2e.ts': 30,
  'mobile.e2e.ts': 12,
  'invitation.e2e.ts': 11,
  'brand.e2e.ts': 10,
  'affiliates.e2e.ts': 9,
  'candidate-signup.e2e.ts': 8,
  'candidate-offline.e2e.ts': 10,
  'candidate-companies.e2e.ts': 14,
};
const secondsOf = (spec: TestSpecification) => SECONDS[path.basename(spec.moduleId)] ?? 20;

/**
 * Journeys share one server and its demo data: they run in the order of their file names, the
 * same on every run (a11y.e2e.ts first, which only reads, among others the address waiting for
 * completion that addresses.e2e.ts completes).
 *
 * Sharded (`npm run test:e2e` runs `--shard=1/2` and `--shard=2/2` side by side, decision 148), each
 * shard is a vitest process of its own with its own server, data directory, port, mail folder and
 * Chromium (global-setup.ts): it starts from fresh demo data and runs its files in the same name
 * order, so a journey sees the data of the journeys before it in its shard only. Files go to the
 * shards longest first, each to the shard with the fewest seconds so far (by name on a tie): the
 * same split on every run.
 */
class ByFileName extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve([...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId)));
  }

  override shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const load = Array.from({ length: count }, () => 0);
    const mine: TestSpecification[] = [];
    const longestFirst = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || a.moduleId.localeCompare(b.moduleId));
    for (const spec of longestFirst) {
      const shard = load.indexOf(Math.min(...load));
      load[shard]! += secondsOf(spec);
      if (shard === index - 1) mine.push(spec);
    }
    return Promise.resolve(mine);
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
