-- candidate_matches has no foreign keys (checking them cost as much as the rest of a refresh):
-- these triggers delete the rows of a deleted address job or candidate (docs/decisions/040).
CREATE OR REPLACE FUNCTION match_address_job_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM candidate_matches WHERE address_job_id = OLD.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER match_address_jobs_delete AFTER DELETE ON address_jobs
  FOR EACH ROW EXECUTE FUNCTION match_address_job_deleted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_candidate_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_list_stats st
    SET total = st.total - 1, with_disability = st.with_disability - (CASE WHEN m.with_disability THEN 1 ELSE 0 END)
    FROM candidate_matches m
    WHERE m.candidate_id = OLD.id AND m.address_job_id = st.address_job_id;
  DELETE FROM candidate_matches WHERE candidate_id = OLD.id;
  RETURN OLD;
END
$$;
