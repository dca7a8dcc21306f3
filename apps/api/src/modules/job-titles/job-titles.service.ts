import { JOB_SEARCH_LIMIT, JOB_SEARCH_TERM_MAX, type JobSearchAnswer } from '@app/contracts/jobs';
import type { Db } from '../../db/client.ts';
import { normalizeSearch } from '../../db/importers/normalize.ts';
import { AnswerCache } from './job-titles.cache.ts';
import { highlight } from './job-titles.highlight.ts';
import { JobTitleIndex, searchTokens } from './job-titles.index.ts';
import { loadJobTitles } from './job-titles.repository.ts';

/** Below this length only whole-name prefixes are searched: 1 or 2 letters match nearly anything. */
const MIN_CONTAINS_LENGTH = 3;
/** Typos are looked for from this length on (one typo in 3 letters leaves nothing to match). */
const MIN_TYPO_LENGTH = 4;

/**
 * The catalogue changes only when an operator imports the ROME files: each API instance reloads
 * its index (and forgets its cached answers) once it is 10 minutes old, in the background, while
 * the old one keeps answering. 5,000 cached answers weigh about 10 MB.
 */
export const JOB_SEARCH_CACHE = { maxEntries: 5000, ttlMs: 10 * 60 * 1000 } as const;

export interface JobSearch {
  search(rawTerm: string): Promise<JobSearchAnswer>;
  /** Forgets the index and the cached answers (after an import, in tests). */
  clearCache(): void;
}

/**
 * Job title search (spec section 7, GET /api/jobs/search/): accent- and case-insensitive through
 * `normalizeSearch`, every token but French stop words must appear (prefix or inside a word),
 * ranked so the obvious title comes first; typo-tolerant matches answer when the term matches no
 * title as typed (decisions 020 and 077). The catalogue is searched in memory (`JobTitleIndex`), loaded at the first search.
 */
export function createJobSearch(db: Db, options: { now?: () => number } = {}): JobSearch {
  const now = options.now ?? Date.now;
  const cache = new AnswerCache<JobSearchAnswer>(JOB_SEARCH_CACHE.maxEntries, JOB_SEARCH_CACHE.ttlMs, now);
  let index: JobTitleIndex | undefined;
  let loadedAt = 0;
  let loading: Promise<JobTitleIndex> | undefined;

  const load = (): Promise<JobTitleIndex> =>
    (loading ??= loadJobTitles(db)
      .then((titles) => {
        const next = new JobTitleIndex(titles);
        // An empty catalogue (before the first import) is not kept: the next search looks again.
        if (next.size > 0) {
          index = next;
          loadedAt = now();
          cache.clear();
        }
        return next;
      })
      .finally(() => {
        loading = undefined;
      }));

  const currentIndex = async (): Promise<JobTitleIndex> => {
    if (!index) return load();
    // A failed reload keeps the old index; the next search after the delay tries again.
    if (now() - loadedAt >= JOB_SEARCH_CACHE.ttlMs) load().catch(() => undefined);
    return index;
  };

  return {
    async search(rawTerm) {
      const term = normalizeSearch(rawTerm.slice(0, JOB_SEARCH_TERM_MAX));
      if (term.length === 0) return { hits: [] };
      const catalogue = await currentIndex();
      const cached = cache.get(term);
      if (cached) return cached;
      const tokens = searchTokens(term);
      const titles = catalogue.search(term, tokens, {
        limit: JOB_SEARCH_LIMIT,
        contains: term.length >= MIN_CONTAINS_LENGTH,
        fuzzy: term.length >= MIN_TYPO_LENGTH,
      });
      const answer: JobSearchAnswer = {
        hits: titles.map((t) => ({ id: t.id, uuid: t.uuid, name: t.name, _formatted: { name: highlight(t.name, tokens) } })),
      };
      if (catalogue === index) cache.set(term, answer);
      return answer;
    },
    clearCache() {
      index = undefined;
      cache.clear();
    },
  };
}
