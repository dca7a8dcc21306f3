import { JOB_SEARCH_LIMIT, JOB_SEARCH_TERM_MAX, type JobSearchAnswer } from '@app/contracts/jobs';
import type { Db } from '../../db/client.ts';
import { normalizeSearch } from '../../db/importers/normalize.ts';
import { AnswerCache } from './jobs.cache.ts';
import { highlight } from './jobs.highlight.ts';
import { searchJobRows } from './jobs.repository.ts';

/** Tokens beyond this count are ignored (a title has few words; it bounds the query's size). */
const MAX_TOKENS = 6;
/** Below this length only whole-name prefixes are searched: 1 or 2 letters match nearly anything. */
const MIN_CONTAINS_LENGTH = 3;
/** Typos are looked for from this length on (one typo in 3 letters leaves nothing to match). */
const MIN_TYPO_LENGTH = 4;

/**
 * Answers by normalized term. The catalogue changes only when an operator imports the ROME
 * files, so an answer may be served for 10 minutes; 5,000 answers weigh about 10 MB.
 */
export const JOB_SEARCH_CACHE = { maxEntries: 5000, ttlMs: 10 * 60 * 1000 } as const;

export interface JobSearch {
  search(rawTerm: string): Promise<JobSearchAnswer>;
  /** Forgets cached answers (after an import, in tests). */
  clearCache(): void;
}

/**
 * Job title search (spec section 7, GET /api/jobs/search/): accent- and case-insensitive through
 * `normalizeSearch`, every token must appear (prefix or inside a word), ranked so the obvious
 * title comes first; typo-tolerant matches answer when the term matches no title as typed
 * (decision 020). `cache: false` always asks the database.
 */
export function createJobSearch(db: Db, options: { cache?: boolean } = {}): JobSearch {
  const cache = new AnswerCache<JobSearchAnswer>(JOB_SEARCH_CACHE.maxEntries, JOB_SEARCH_CACHE.ttlMs);
  const useCache = options.cache ?? true;
  return {
    async search(rawTerm) {
      const term = normalizeSearch(rawTerm.slice(0, JOB_SEARCH_TERM_MAX));
      if (term.length === 0) return { hits: [] };
      const cached = useCache ? cache.get(term) : undefined;
      if (cached) return cached;
      const answer = await searchJobs(db, term);
      if (useCache) cache.set(term, answer);
      return answer;
    },
    clearCache: () => cache.clear(),
  };
}

/** The ranked, highlighted hits of a normalized, non-empty term. */
async function searchJobs(db: Db, term: string): Promise<JobSearchAnswer> {
  const tokens = [...new Set(term.split(' '))].slice(0, MAX_TOKENS);
  const rows = await searchJobRows(db, term, tokens, {
    limit: JOB_SEARCH_LIMIT,
    contains: term.length >= MIN_CONTAINS_LENGTH,
    fuzzy: term.length >= MIN_TYPO_LENGTH,
  });
  return { hits: rows.map((r) => ({ id: r.id, uuid: r.uuid, name: r.name, _formatted: { name: highlight(r.name, tokens) } })) };
}
