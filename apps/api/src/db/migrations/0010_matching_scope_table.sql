CREATE TABLE "match_scope" (
	"job_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"experience_level" smallint,
	"skill_ids" integer[] NOT NULL,
	"language_ids" integer[] NOT NULL,
	"licence_ids" integer[] NOT NULL,
	"locomotion_ids" integer[] NOT NULL,
	"caces_ids" integer[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"signed_up_at" timestamp with time zone NOT NULL,
	"with_disability" boolean NOT NULL,
	CONSTRAINT "match_scope_job_id_candidate_id_pk" PRIMARY KEY("job_id","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "match_scope" ADD CONSTRAINT "match_scope_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_scope_candidate_idx" ON "match_scope" USING btree ("candidate_id");