-- Issue 32, item 2 (decision 166): a match list keeps what people can page to. The rule is
-- `keptRowSql` in modules/matching/match.sql.ts (cap 500 = MATCH_LIST_CAP, new = 7 days =
-- NEW_CANDIDATE_DAYS); this migration applies it once to the lists already computed, in one
-- set-based statement: the rows ranked in page order within each list (the rank index gives that
-- order), every row neither new nor in the first 500 of a group it belongs to deleted, and counted
-- in its list's `dropped` columns (the list sizes stay exact).
ALTER TABLE "match_list_stats" ADD COLUMN "dropped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_stats" ADD COLUMN "dropped_with_disability" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
WITH ranked AS (
  -- The union of the first 500 of all, disabled, not new, not new and disabled, and the new ones:
  -- the same set as the new ones and the first 500 of "not new" and of "not new and disabled".
  SELECT address_job_id, candidate_id, with_disability,
    (is_new OR r_old <= 500 OR (with_disability AND r_old_dis <= 500)) AS keep
  FROM (
    SELECT m.address_job_id, m.candidate_id, m.with_disability, (m.signed_up_at >= now() - interval '7 days') AS is_new,
      count(*) FILTER (WHERE m.signed_up_at < now() - interval '7 days') OVER w AS r_old,
      count(*) FILTER (WHERE m.with_disability AND m.signed_up_at < now() - interval '7 days') OVER w AS r_old_dis
    FROM candidate_matches m
    WINDOW w AS (PARTITION BY m.address_job_id ORDER BY m.percentage DESC NULLS LAST, m.candidate_id ROWS UNBOUNDED PRECEDING)) x),
gone AS (
  DELETE FROM candidate_matches m USING ranked r
  WHERE NOT r.keep AND m.address_job_id = r.address_job_id AND m.candidate_id = r.candidate_id
  RETURNING m.address_job_id, m.with_disability),
counts AS (
  SELECT address_job_id, count(*)::int AS d, (count(*) FILTER (WHERE with_disability))::int AS dd FROM gone GROUP BY 1)
UPDATE match_list_stats st SET dropped = c.d, dropped_with_disability = c.dd
FROM counts c WHERE st.address_job_id = c.address_job_id;--> statement-breakpoint
-- A candidate leaving the lists (deleted, or erased: decision 093) leaves the lists they were a
-- member of: the lists keeping their row lose one (as before), and a capped list they belonged to is
-- queued for its refresh (its sizes count members it does not keep; a kept row leaving lets a
-- dropped one in). Called before their rows of candidate_matches and match_scope go.
CREATE OR REPLACE FUNCTION match_candidate_leaves(p_candidate integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_list_stats st
    SET total = st.total - 1, with_disability = st.with_disability - (CASE WHEN m.with_disability THEN 1 ELSE 0 END)
    FROM candidate_matches m
    WHERE m.candidate_id = p_candidate AND m.address_job_id = st.address_job_id;
  PERFORM match_enqueue('address_job', st.address_job_id) FROM match_list_stats st
    WHERE st.dropped > 0 AND st.address_job_id IN (
      SELECT aj.id FROM match_scope s JOIN address_jobs aj ON aj.job_id = s.job_id WHERE s.candidate_id = p_candidate
      UNION
      SELECT aj.id FROM match_scope s JOIN similar_jobs sj ON sj.similar_job_id = s.job_id JOIN address_jobs aj ON aj.job_id = sj.job_id
      WHERE s.candidate_id = p_candidate);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_candidate_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM match_candidate_leaves(OLD.id);
  DELETE FROM candidate_matches WHERE candidate_id = OLD.id;
  RETURN OLD;
END
$$;
