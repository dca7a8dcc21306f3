ALTER TABLE "candidate_match_profiles" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "candidate_match_profiles" CASCADE;--> statement-breakpoint
DROP INDEX "candidate_searched_jobs_scope_idx";--> statement-breakpoint
ALTER TABLE "candidate_matches" DROP CONSTRAINT "candidate_matches_candidate_address_job_pk";--> statement-breakpoint
ALTER TABLE "candidate_matches" ADD CONSTRAINT "candidate_matches_address_job_candidate_pk" PRIMARY KEY("address_job_id","candidate_id");