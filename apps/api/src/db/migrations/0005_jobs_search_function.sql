-- Job title search (docs/decisions/020). One call answers the ranked suggestions; the query
-- lives in a function because it needs two settings for itself only: the typo threshold of
-- pg_trgm's `<%` operator, and `enable_seqscan = off` so that the planner, which prices a seq
-- scan of 13,000 short rows below the trigram index, never compares trigrams row by row (a
-- seq scan with `<%` takes 150 ms, the index 2 ms). PL/pgSQL keeps its plans between calls.
--
-- Ranks:
--   1. the whole name starts with the term (the exact name first)     btree jobs_search_prefix_idx
--   2. every token starts a word of the name                           trigram jobs_search_trgm_idx
--   3. every token appears inside the name                             (same scan as 2)
--   4. only when 1 to 3 found nothing: typo matches, word similarity   trigram
--      of the term at least 0.45, best first
-- Within a rank: main titles before synonyms, common before rarely used, shorter first.
-- UNION ALL under LIMIT stops as soon as rank 1 fills the list, so a common prefix costs one
-- index range scan. p_main_pattern is LIKE '%longest token%' (the index condition), p_patterns
-- one LIKE pattern per token, p_word_regexes one "token at a word start" regex per token (the
-- caller escapes both).
-- The catalogue is read at every keystroke and written only by imports: its trigram index takes
-- new titles straight into its main structure instead of a pending list that every search
-- would scan linearly until a vacuum (1,234 pending titles after a ROME import made each search
-- 2 ms slower; PGlite has no autovacuum to clear them).
ALTER INDEX jobs_search_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('jobs_search_trgm_idx'::regclass);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_jobs(
  p_term text,
  p_main_pattern text,
  p_patterns text[],
  p_word_regexes text[],
  p_contains boolean,
  p_fuzzy boolean,
  p_limit integer
) RETURNS TABLE (id integer, uuid uuid, name text)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
SET pg_trgm.word_similarity_threshold = 0.45
AS $$
DECLARE
  found_count integer;
BEGIN
  RETURN QUERY
  (SELECT j.id, j.uuid, j.name FROM jobs j
    WHERE j.search_name ~>=~ p_term AND j.search_name ~<~ (p_term || chr(1114111))
    ORDER BY (j.search_name = p_term) DESC, j.is_main DESC, j.rarely_used, length(j.search_name), j.search_name, j.id
    LIMIT p_limit)
  UNION ALL
  (SELECT j.id, j.uuid, j.name FROM jobs j
    WHERE p_contains AND j.search_name LIKE p_main_pattern AND j.search_name LIKE ALL (p_patterns)
      AND NOT starts_with(j.search_name, p_term)
    ORDER BY (j.search_name ~ ALL (p_word_regexes)) DESC, j.is_main DESC, j.rarely_used, length(j.search_name), j.search_name, j.id
    LIMIT p_limit)
  LIMIT p_limit;
  GET DIAGNOSTICS found_count = ROW_COUNT;
  IF found_count = 0 AND p_fuzzy THEN
    RETURN QUERY
    SELECT j.id, j.uuid, j.name FROM jobs j
      WHERE p_term <% j.search_name
      ORDER BY word_similarity(p_term, j.search_name) DESC, j.is_main DESC, j.rarely_used, length(j.search_name), j.id
      LIMIT p_limit;
  END IF;
END
$$;
