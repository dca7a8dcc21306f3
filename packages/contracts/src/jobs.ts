import { z } from 'zod';

/** Longest search term the API reads; longer input is cut (a job title is under 100 characters). */
export const JOB_SEARCH_TERM_MAX = 100;
/** Suggestions answered by the job search (spec: autocomplete list). */
export const JOB_SEARCH_LIMIT = 10;
/** Tags around the matched parts of `_formatted.name`; everything else is HTML-escaped. */
export const JOB_HIGHLIGHT = { pre: '<em>', post: '</em>' } as const;

/** GET /api/jobs/search/?term= */
export const jobSearchQuerySchema = z.object({ term: z.string().max(500).optional().default('') });
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

export const jobHitSchema = z.object({
  id: z.int32(),
  uuid: z.string(),
  name: z.string(),
  /** `name` with the matched parts between `<em>` and `</em>`, the rest HTML-escaped. */
  _formatted: z.object({ name: z.string() }),
});
export type JobHit = z.infer<typeof jobHitSchema>;

/** The spec's search answer: `{ hits: [{ id, name, _formatted: { name } }] }`. */
export const jobSearchAnswerSchema = z.object({ hits: z.array(jobHitSchema) });
export type JobSearchAnswer = z.infer<typeof jobSearchAnswerSchema>;

/** Job (spec section 3): id, name, uuid, similarJobs [{id}]. */
export const jobSchema = z.object({
  id: z.int32(),
  uuid: z.string(),
  name: z.string(),
  similarJobs: z.array(z.object({ id: z.int32() })),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * Splits a highlighted `_formatted.name` into plain and matched parts so the page renders it as
 * text (never as HTML). Entities written by the API (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`)
 * are decoded back.
 */
export function splitHighlight(formatted: string): { text: string; match: boolean }[] {
  const decode = (s: string) =>
    s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '');
  const parts: { text: string; match: boolean }[] = [];
  const re = /<em>(.*?)<\/em>/g;
  let last = 0;
  for (let m = re.exec(formatted); m; m = re.exec(formatted)) {
    if (m.index > last) parts.push({ text: decode(formatted.slice(last, m.index)), match: false });
    parts.push({ text: decode(m[1] ?? ''), match: true });
    last = m.index + m[0].length;
  }
  if (last < formatted.length) parts.push({ text: decode(formatted.slice(last)), match: false });
  return parts;
}
