-- Which edition of a reference correction a database has had (decision 135): the official commune
-- names of the INSEE's COG and the restored accents of ROME job titles are applied once to an
-- existing database by the reference seed, which records the edition here.
CREATE TABLE "reference_editions" (
	"name" text PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The language a candidate applied or signed up in: their mails are written in it (decision 135).
ALTER TABLE "candidates" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;
