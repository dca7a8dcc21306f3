-- An address offers a job once (spec section 4): the service checked, then inserted, so two saves
-- at once could both pass. Rows doubled that way are merged into the oldest (its applications
-- follow it; the copy's criteria, matches and stats go with it), then a unique index holds the rule.
UPDATE "applications" AS a SET "address_job_id" = keep.id
FROM "address_jobs" AS dup
JOIN LATERAL (
  SELECT min(k.id) AS id FROM "address_jobs" AS k WHERE k.address_id = dup.address_id AND k.job_id = dup.job_id
) AS keep ON true
WHERE a.address_job_id = dup.id AND dup.id <> keep.id;--> statement-breakpoint
DELETE FROM "address_jobs" AS dup
USING "address_jobs" AS k
WHERE k.address_id = dup.address_id AND k.job_id = dup.job_id AND k.id < dup.id;--> statement-breakpoint
CREATE UNIQUE INDEX "address_jobs_address_job_unique" ON "address_jobs" USING btree ("address_id","job_id");
