-- The inbox shows what was answered (decision 164's walk: the "answered" tab showed no answer).
ALTER TABLE "contact_messages" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answer_lang" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;
