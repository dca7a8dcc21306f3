ALTER TABLE "candidate_matches" DROP CONSTRAINT "candidate_matches_address_job_id_address_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "candidate_matches" DROP CONSTRAINT "candidate_matches_candidate_id_candidates_id_fk";
--> statement-breakpoint
DROP INDEX "candidate_matches_candidate_idx";--> statement-breakpoint
ALTER TABLE "candidate_matches" DROP CONSTRAINT "candidate_matches_address_job_id_candidate_id_pk";--> statement-breakpoint
ALTER TABLE "candidate_matches" ADD CONSTRAINT "candidate_matches_candidate_address_job_pk" PRIMARY KEY("candidate_id","address_job_id");