-- Issue 33 item 4, decision 156: a signed-in candidate follows a site (by the proven address, as the candidate's sessions are kept), and is mailed when it publishes a job, at most once a day per site.
CREATE TABLE "candidate_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"address_id" integer NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"last_alert_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_follows_language_check" CHECK ("candidate_follows"."language" in ('fr', 'en'))
);--> statement-breakpoint
ALTER TABLE "candidate_follows" ADD CONSTRAINT "candidate_follows_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_follows_email_address_idx" ON "candidate_follows" USING btree ("email","address_id");--> statement-breakpoint
CREATE INDEX "candidate_follows_address_idx" ON "candidate_follows" USING btree ("address_id");
