-- Match refresh requests (docs/decisions/041): every change that can move a match percentage
-- writes one debounced row into match_refresh_queue, whichever module made the change.
CREATE OR REPLACE FUNCTION match_enqueue(p_kind text, p_target integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO match_refresh_queue (kind, target_id, requested_at) VALUES (p_kind, p_target, clock_timestamp())
  ON CONFLICT (kind, target_id) DO UPDATE
    SET requested_at = excluded.requested_at, attempts = 0, failed_at = NULL, last_error = NULL
$$;
--> statement-breakpoint
-- Row trigger: TG_ARGV[0] is the kind, TG_ARGV[1] the column holding the target id.
CREATE OR REPLACE FUNCTION match_enqueue_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_id integer;
  old_id integer;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    new_id := (to_jsonb(NEW) ->> TG_ARGV[1])::integer;
    IF new_id IS NOT NULL THEN PERFORM match_enqueue(TG_ARGV[0], new_id); END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_id := (to_jsonb(OLD) ->> TG_ARGV[1])::integer;
    IF old_id IS NOT NULL AND old_id IS DISTINCT FROM new_id THEN PERFORM match_enqueue(TG_ARGV[0], old_id); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An address moved or changed hands: every job of it.
CREATE OR REPLACE FUNCTION match_enqueue_address() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_refresh_queue (kind, target_id, requested_at)
    SELECT 'address_job', aj.id, clock_timestamp() FROM address_jobs aj WHERE aj.address_id = NEW.id
  ON CONFLICT (kind, target_id) DO UPDATE
    SET requested_at = excluded.requested_at, attempts = 0, failed_at = NULL, last_error = NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A recruiter's tier changed (who may open the resume shop): every job of their addresses.
CREATE OR REPLACE FUNCTION match_enqueue_recruiter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_refresh_queue (kind, target_id, requested_at)
    SELECT 'address_job', aj.id, clock_timestamp()
    FROM address_jobs aj JOIN addresses a ON a.id = aj.address_id
    WHERE a.recruiter_id = NEW.id
  ON CONFLICT (kind, target_id) DO UPDATE
    SET requested_at = excluded.requested_at, attempts = 0, failed_at = NULL, last_error = NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Reference changes (similar jobs, experience levels): everything, but only when rows really
-- changed (the reference seed runs at every start and usually changes nothing).
CREATE OR REPLACE FUNCTION match_enqueue_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN PERFORM match_enqueue('all', 0); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER match_address_jobs_insert AFTER INSERT ON address_jobs
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('address_job', 'id');
--> statement-breakpoint
CREATE TRIGGER match_address_jobs_update AFTER UPDATE OF job_id, address_id ON address_jobs
  FOR EACH ROW WHEN (OLD.job_id IS DISTINCT FROM NEW.job_id OR OLD.address_id IS DISTINCT FROM NEW.address_id)
  EXECUTE FUNCTION match_enqueue_row('address_job', 'id');
--> statement-breakpoint
CREATE TRIGGER match_address_job_experiences AFTER INSERT OR UPDATE OR DELETE ON address_job_experiences
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('address_job', 'address_job_id');
--> statement-breakpoint
CREATE TRIGGER match_address_job_skills AFTER INSERT OR UPDATE OR DELETE ON address_job_skills
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('address_job', 'address_job_id');
--> statement-breakpoint
CREATE TRIGGER match_address_job_languages AFTER INSERT OR UPDATE OR DELETE ON address_job_languages
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('address_job', 'address_job_id');
--> statement-breakpoint
CREATE TRIGGER match_address_job_licences AFTER INSERT OR UPDATE OR DELETE ON address_job_licences
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('address_job', 'address_job_id');
--> statement-breakpoint
CREATE TRIGGER match_address_job_locomotions AFTER INSERT OR UPDATE OR DELETE ON address_job_locomotions
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('address_job', 'address_job_id');
--> statement-breakpoint
CREATE TRIGGER match_address_job_caces AFTER INSERT OR UPDATE OR DELETE ON address_job_caces
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('address_job', 'address_job_id');
--> statement-breakpoint
CREATE TRIGGER match_addresses_update AFTER UPDATE OF latitude, longitude, content, recruiter_id ON addresses
  FOR EACH ROW WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
    OR OLD.content IS DISTINCT FROM NEW.content OR OLD.recruiter_id IS DISTINCT FROM NEW.recruiter_id)
  EXECUTE FUNCTION match_enqueue_address();
--> statement-breakpoint
CREATE TRIGGER match_recruiters_update AFTER UPDATE OF max_addresses, is_headhunter, headhunter_premium, is_affiliate ON recruiters
  FOR EACH ROW WHEN (OLD.max_addresses IS DISTINCT FROM NEW.max_addresses OR OLD.is_headhunter IS DISTINCT FROM NEW.is_headhunter
    OR OLD.headhunter_premium IS DISTINCT FROM NEW.headhunter_premium OR OLD.is_affiliate IS DISTINCT FROM NEW.is_affiliate)
  EXECUTE FUNCTION match_enqueue_recruiter();
--> statement-breakpoint
CREATE TRIGGER match_candidates_insert AFTER INSERT ON candidates
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('candidate', 'id');
--> statement-breakpoint
CREATE TRIGGER match_candidates_update AFTER UPDATE OF signed_up_at, with_disability, latitude, longitude ON candidates
  FOR EACH ROW WHEN (OLD.signed_up_at IS DISTINCT FROM NEW.signed_up_at OR OLD.with_disability IS DISTINCT FROM NEW.with_disability
    OR OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION match_enqueue_row('candidate', 'id');
--> statement-breakpoint
CREATE TRIGGER match_candidate_searched_jobs AFTER INSERT OR UPDATE OR DELETE ON candidate_searched_jobs
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('candidate', 'candidate_id');
--> statement-breakpoint
CREATE TRIGGER match_candidate_skills AFTER INSERT OR UPDATE OR DELETE ON candidate_skills
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('candidate', 'candidate_id');
--> statement-breakpoint
CREATE TRIGGER match_candidate_languages AFTER INSERT OR UPDATE OR DELETE ON candidate_languages
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('candidate', 'candidate_id');
--> statement-breakpoint
CREATE TRIGGER match_candidate_licences AFTER INSERT OR UPDATE OR DELETE ON candidate_licences
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('candidate', 'candidate_id');
--> statement-breakpoint
CREATE TRIGGER match_candidate_locomotions AFTER INSERT OR UPDATE OR DELETE ON candidate_locomotions
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('candidate', 'candidate_id');
--> statement-breakpoint
CREATE TRIGGER match_candidate_caces AFTER INSERT OR UPDATE OR DELETE ON candidate_caces
  FOR EACH ROW EXECUTE FUNCTION match_enqueue_row('candidate', 'candidate_id');
--> statement-breakpoint
CREATE TRIGGER match_similar_jobs_insert AFTER INSERT ON similar_jobs REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_enqueue_all();
--> statement-breakpoint
CREATE TRIGGER match_similar_jobs_delete AFTER DELETE ON similar_jobs REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_enqueue_all();
--> statement-breakpoint
CREATE TRIGGER match_similar_jobs_update AFTER UPDATE ON similar_jobs REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_enqueue_all();
--> statement-breakpoint
CREATE TRIGGER match_experiences_update AFTER UPDATE ON experiences REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_enqueue_all();
--> statement-breakpoint
CREATE TRIGGER match_experiences_delete AFTER DELETE ON experiences REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_enqueue_all();
--> statement-breakpoint
-- A deleted candidate leaves the lists by cascade; keep the list sizes exact.
CREATE OR REPLACE FUNCTION match_candidate_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_list_stats st
    SET total = st.total - 1, with_disability = st.with_disability - (CASE WHEN m.with_disability THEN 1 ELSE 0 END)
    FROM candidate_matches m
    WHERE m.candidate_id = OLD.id AND m.address_job_id = st.address_job_id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER match_candidates_delete BEFORE DELETE ON candidates
  FOR EACH ROW EXECUTE FUNCTION match_candidate_deleted();
