-- Decision 130: one code row per address AND purpose, so an e-mail change request to an address never voids the code its owner asked for to register.
ALTER TABLE "registration_email_codes" ADD COLUMN "purpose" text DEFAULT 'registration' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_email_codes" DROP CONSTRAINT "registration_email_codes_pkey";--> statement-breakpoint
ALTER TABLE "registration_email_codes" ADD CONSTRAINT "registration_email_codes_email_purpose_pk" PRIMARY KEY("email","purpose");
