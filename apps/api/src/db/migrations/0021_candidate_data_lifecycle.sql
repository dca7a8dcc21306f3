ALTER TABLE "candidates" ADD COLUMN "last_contact_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "retention_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
-- The last contact of existing candidates: their sign-up or their latest application (decision 093).
UPDATE "candidates" c SET "last_contact_at" = greatest(c."signed_up_at", coalesce((SELECT max(a."created_at") FROM "applications" a WHERE a."candidate_id" = c."id"), c."signed_up_at"));--> statement-breakpoint
CREATE INDEX "candidates_last_contact_idx" ON "candidates" USING btree ("last_contact_at") WHERE "candidates"."anonymized_at" is null;
