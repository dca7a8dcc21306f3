CREATE TABLE "candidate_match_profiles" (
	"candidate_id" integer PRIMARY KEY NOT NULL,
	"skill_ids" integer[] NOT NULL,
	"language_ids" integer[] NOT NULL,
	"licence_ids" integer[] NOT NULL,
	"locomotion_ids" integer[] NOT NULL,
	"caces_ids" integer[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"signed_up_at" timestamp with time zone NOT NULL,
	"with_disability" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_list_stats" (
	"address_job_id" integer PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"with_disability" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_refresh_queue" (
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failed_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "match_refresh_queue_kind_target_id_pk" PRIMARY KEY("kind","target_id")
);
--> statement-breakpoint
DROP INDEX "candidate_matches_rank_idx";--> statement-breakpoint
ALTER TABLE "candidate_matches" ADD COLUMN "signed_up_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_matches" ADD COLUMN "with_disability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_match_profiles" ADD CONSTRAINT "candidate_match_profiles_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_list_stats" ADD CONSTRAINT "match_list_stats_address_job_id_address_jobs_id_fk" FOREIGN KEY ("address_job_id") REFERENCES "public"."address_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_refresh_queue_requested_idx" ON "match_refresh_queue" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "candidate_matches_rank_v2_idx" ON "candidate_matches" USING btree ("address_job_id","percentage" DESC NULLS LAST,"candidate_id","signed_up_at","with_disability");--> statement-breakpoint
CREATE INDEX "candidate_matches_new_idx" ON "candidate_matches" USING btree ("address_job_id","signed_up_at","with_disability");--> statement-breakpoint
CREATE INDEX "candidate_matches_candidate_idx" ON "candidate_matches" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_searched_jobs_scope_idx" ON "candidate_searched_jobs" USING btree ("job_id","candidate_id","experience_id");