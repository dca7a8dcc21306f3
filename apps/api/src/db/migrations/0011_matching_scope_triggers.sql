-- A deleted candidate leaves the lists at once: the lists that can hold it are those of the jobs
-- it searched (match_scope, still there in this BEFORE trigger) and of their similar jobs.
CREATE OR REPLACE FUNCTION match_candidate_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH lists AS (
    SELECT aj.id FROM address_jobs aj
    WHERE aj.job_id IN (SELECT s.job_id FROM match_scope s WHERE s.candidate_id = OLD.id)
       OR aj.job_id IN (SELECT sj.job_id FROM similar_jobs sj JOIN match_scope s ON s.job_id = sj.similar_job_id WHERE s.candidate_id = OLD.id)
  ), gone AS (
    DELETE FROM candidate_matches m USING lists
    WHERE m.address_job_id = lists.id AND m.candidate_id = OLD.id
    RETURNING m.address_job_id, m.with_disability
  )
  UPDATE match_list_stats st
    SET total = st.total - 1, with_disability = st.with_disability - (CASE WHEN g.with_disability THEN 1 ELSE 0 END)
    FROM gone g
    WHERE g.address_job_id = st.address_job_id;
  RETURN OLD;
END
$$;
