CREATE SEQUENCE "public"."answer_stamp_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "answer_stamps" (
	"recruiter_id" integer PRIMARY KEY NOT NULL,
	"stamp" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "answer_stamp" bigint DEFAULT nextval('answer_stamp_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_stats" ADD COLUMN "stamp" bigint DEFAULT nextval('answer_stamp_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_stats" ADD COLUMN "recruiter_id" integer;--> statement-breakpoint
CREATE INDEX "match_list_stats_recruiter_idx" ON "match_list_stats" USING btree ("recruiter_id");--> statement-breakpoint
-- Decision 106: a new stamp, in the writing transaction, for every recruiter whose cached answers a
-- write can change. Stamps come from one sequence: a value is never given twice, even to a row
-- deleted and written again. Recruiter ids are locked in ascending order.
CREATE OR REPLACE FUNCTION bump_answer_stamps(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO answer_stamps (recruiter_id, stamp)
  SELECT id, nextval('answer_stamp_seq') FROM (SELECT DISTINCT id FROM unnest(ids) id WHERE id IS NOT NULL ORDER BY id) x
  ON CONFLICT (recruiter_id) DO UPDATE SET stamp = excluded.stamp
$$;
--> statement-breakpoint
-- Statement triggers (one per event: PostgreSQL gives transition tables to single-event triggers),
-- so that a bulk write costs one call. `new_rows` and `old_rows` are the written rows.
CREATE OR REPLACE FUNCTION answer_stamps_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An inserted user has no recruiter yet; a deleted one takes it along (its own trigger).
  PERFORM bump_answer_stamps(array(SELECT r.id FROM new_rows u JOIN recruiters r ON r.user_id = u.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION answer_stamps_recruiters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_answer_stamps(array(SELECT id FROM new_rows));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    -- The children accounts show their parent's uuid.
    PERFORM bump_answer_stamps(array(
      SELECT id FROM old_rows
      UNION SELECT c.id FROM recruiters c JOIN old_rows o ON c.parent_id = o.id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An address shows its parent's uuid and its children's count: the owners of the parents and
-- children of the written addresses change too.
CREATE OR REPLACE FUNCTION answer_stamps_addresses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_answer_stamps(array(
      SELECT recruiter_id FROM new_rows
      UNION SELECT p.recruiter_id FROM addresses p JOIN new_rows n ON p.id = n.parent_id
      UNION SELECT c.recruiter_id FROM addresses c JOIN new_rows n ON c.parent_id = n.id));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_answer_stamps(array(
      SELECT recruiter_id FROM old_rows
      UNION SELECT p.recruiter_id FROM addresses p JOIN old_rows o ON p.id = o.parent_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION answer_stamps_subscriptions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_answer_stamps(array(
      SELECT recruiter_id FROM new_rows UNION SELECT a.recruiter_id FROM addresses a JOIN new_rows n ON a.id = n.address_id));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_answer_stamps(array(
      SELECT recruiter_id FROM old_rows UNION SELECT a.recruiter_id FROM addresses a JOIN old_rows o ON a.id = o.address_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows with a recruiter_id of their own: orders, favourites, purchases.
CREATE OR REPLACE FUNCTION answer_stamps_owned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM bump_answer_stamps(array(SELECT recruiter_id FROM new_rows)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM bump_answer_stamps(array(SELECT recruiter_id FROM old_rows)); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Reference tables: row 0, read beside every recruiter's own stamp.
CREATE OR REPLACE FUNCTION answer_stamps_reference() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_answer_stamps(ARRAY[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER answer_stamps_users_update AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_users();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_recruiters_insert AFTER INSERT ON recruiters REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_recruiters();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_recruiters_update AFTER UPDATE ON recruiters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_recruiters();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_recruiters_delete AFTER DELETE ON recruiters REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_recruiters();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_addresses_insert AFTER INSERT ON addresses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_addresses();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_addresses_update AFTER UPDATE ON addresses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_addresses();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_addresses_delete AFTER DELETE ON addresses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_addresses();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_subscriptions_insert AFTER INSERT ON subscriptions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_subscriptions();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_subscriptions_update AFTER UPDATE ON subscriptions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_subscriptions();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_subscriptions_delete AFTER DELETE ON subscriptions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_subscriptions();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_owned();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_owned();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_owned();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_activity_sectors AFTER INSERT OR UPDATE OR DELETE ON activity_sectors FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_reference();
--> statement-breakpoint
-- The resume shop's pages (decision 106) also show the caller's lists (address jobs), and on each
-- card whether the candidate applied to one of the caller's addresses.
CREATE OR REPLACE FUNCTION answer_stamps_by_address() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_answer_stamps(array(SELECT a.recruiter_id FROM addresses a JOIN new_rows n ON a.id = n.address_id));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_answer_stamps(array(SELECT a.recruiter_id FROM addresses a JOIN old_rows o ON a.id = o.address_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER answer_stamps_address_jobs_insert AFTER INSERT ON address_jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_by_address();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_address_jobs_update AFTER UPDATE ON address_jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_by_address();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_address_jobs_delete AFTER DELETE ON address_jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_by_address();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_applications_insert AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_by_address();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_applications_update AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_by_address();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_applications_delete AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_by_address();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_favorites_insert AFTER INSERT ON favorite_candidates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_owned();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_favorites_update AFTER UPDATE ON favorite_candidates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_owned();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_favorites_delete AFTER DELETE ON favorite_candidates REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_owned();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_purchases_insert AFTER INSERT ON purchases REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_owned();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_purchases_update AFTER UPDATE ON purchases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_owned();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_purchases_delete AFTER DELETE ON purchases REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_owned();
--> statement-breakpoint
-- Rows that carry their own stamp: a new one at every update. A list's matches are only ever
-- written with its match_list_stats row (the refreshes recount it, a deleted candidate's trigger
-- decrements it), so that row's stamp is the list's.
CREATE OR REPLACE FUNCTION answer_stamp_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.answer_stamp := nextval('answer_stamp_seq');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION answer_stamp_list_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stamp := nextval('answer_stamp_seq');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER answer_stamps_candidates_update BEFORE UPDATE ON candidates FOR EACH ROW EXECUTE FUNCTION answer_stamp_row();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_match_list_stats_update BEFORE UPDATE ON match_list_stats FOR EACH ROW EXECUTE FUNCTION answer_stamp_list_row();
--> statement-breakpoint
-- A card shows the candidate's searched job: its change is the candidate's.
CREATE OR REPLACE FUNCTION answer_stamps_searched_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE candidates SET answer_stamp = nextval('answer_stamp_seq') WHERE id IN (SELECT candidate_id FROM new_rows);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE candidates SET answer_stamp = nextval('answer_stamp_seq') WHERE id IN (SELECT candidate_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER answer_stamps_searched_jobs_insert AFTER INSERT ON candidate_searched_jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_searched_jobs();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_searched_jobs_update AFTER UPDATE ON candidate_searched_jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_searched_jobs();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_searched_jobs_delete AFTER DELETE ON candidate_searched_jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_searched_jobs();
--> statement-breakpoint
-- Reference tables a card shows (job names, experience names; similar jobs choose the card's job).
CREATE TRIGGER answer_stamps_jobs AFTER INSERT OR UPDATE OR DELETE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_reference();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_experiences AFTER INSERT OR UPDATE OR DELETE ON experiences FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_reference();
--> statement-breakpoint
CREATE TRIGGER answer_stamps_similar_jobs AFTER INSERT OR UPDATE OR DELETE ON similar_jobs FOR EACH STATEMENT EXECUTE FUNCTION answer_stamps_reference();
--> statement-breakpoint
-- A list's owner in its match_list_stats row (a shop page checks its lists' stamps by it): the
-- refreshes write it; existing rows get it here; a list that changes hands (its address or the
-- address job moved, which the product never does) gets it in the same transaction.
UPDATE match_list_stats st SET recruiter_id = a.recruiter_id FROM address_jobs aj JOIN addresses a ON a.id = aj.address_id WHERE aj.id = st.address_job_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION answer_stamps_list_owner_address() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_list_stats st SET recruiter_id = NEW.recruiter_id FROM address_jobs aj WHERE aj.address_id = NEW.id AND st.address_job_id = aj.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER answer_stamps_list_owner_address AFTER UPDATE OF recruiter_id ON addresses FOR EACH ROW
  WHEN (OLD.recruiter_id IS DISTINCT FROM NEW.recruiter_id) EXECUTE FUNCTION answer_stamps_list_owner_address();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION answer_stamps_list_owner_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_list_stats SET recruiter_id = (SELECT a.recruiter_id FROM addresses a WHERE a.id = NEW.address_id) WHERE address_job_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER answer_stamps_list_owner_job AFTER UPDATE OF address_id ON address_jobs FOR EACH ROW
  WHEN (OLD.address_id IS DISTINCT FROM NEW.address_id) EXECUTE FUNCTION answer_stamps_list_owner_job();
