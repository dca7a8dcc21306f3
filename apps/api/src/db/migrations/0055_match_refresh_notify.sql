-- A match refresh request wakes the refresh job at once (issue 32, item 1): every function that
-- writes into match_refresh_queue also notifies `match_refresh` (delivered at commit, one per
-- transaction since the payload is always the same). Before, a writer outside the API (an import,
-- a script, a statement in a shell) waited for the every-minute schedule: 18 to 52 s.
CREATE OR REPLACE FUNCTION match_enqueue(p_kind text, p_target integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO match_refresh_queue (kind, target_id, requested_at) VALUES (p_kind, p_target, clock_timestamp())
  ON CONFLICT (kind, target_id) DO UPDATE
    SET requested_at = excluded.requested_at, attempts = 0, failed_at = NULL, last_error = NULL;
  SELECT pg_notify('match_refresh', '');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_enqueue_address() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_refresh_queue (kind, target_id, requested_at)
    SELECT 'address_job', aj.id, clock_timestamp() FROM address_jobs aj WHERE aj.address_id = NEW.id
  ON CONFLICT (kind, target_id) DO UPDATE
    SET requested_at = excluded.requested_at, attempts = 0, failed_at = NULL, last_error = NULL;
  IF FOUND THEN PERFORM pg_notify('match_refresh', ''); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_enqueue_recruiter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_refresh_queue (kind, target_id, requested_at)
    SELECT 'address_job', aj.id, clock_timestamp()
    FROM address_jobs aj JOIN addresses a ON a.id = aj.address_id
    WHERE a.recruiter_id = NEW.id
  ON CONFLICT (kind, target_id) DO UPDATE
    SET requested_at = excluded.requested_at, attempts = 0, failed_at = NULL, last_error = NULL;
  IF FOUND THEN PERFORM pg_notify('match_refresh', ''); END IF;
  RETURN NULL;
END
$$;
