-- Devices on which a staff member signed in (attack of 2026-11-29, decision 157): the SHA-256 of a random token held in an HttpOnly cookie; a sign-in from such a device is not stopped by the e-mail's ceiling of tries that strangers can spend.
CREATE TABLE "staff_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff_accounts"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_devices_staff_idx" ON "staff_devices" USING btree ("staff_id");
