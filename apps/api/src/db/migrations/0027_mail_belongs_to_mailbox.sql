CREATE TABLE "email_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"undo_token_hash" text,
	"undo_expires_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "email_changes_undo_token_hash_unique" UNIQUE("undo_token_hash")
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_changes_old_email_idx" ON "email_changes" USING btree (lower("old_email"));--> statement-breakpoint
CREATE INDEX "email_changes_new_email_idx" ON "email_changes" USING btree (lower("new_email"));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "candidate_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_user_idx" ON "email_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_candidate_idx" ON "email_outbox" USING btree ("candidate_id");--> statement-breakpoint
-- The mails of the two candidate templates went to the candidate's own address (unique among
-- candidates, and not changed by an account's move): they are tied to that candidate. Account mails
-- written before this migration are tied to no one: who held the address then is not known, so they
-- never appear in an account's export (decision 118).
UPDATE "email_outbox" AS o SET "candidate_id" = c."id"
	FROM "candidates" AS c
	WHERE o."template" IN ('data-link', 'retention-notice') AND lower(o."to_address") = lower(c."email") AND o."created_at" >= c."created_at";
