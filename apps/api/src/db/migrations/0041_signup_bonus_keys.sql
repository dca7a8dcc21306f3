-- Decision 128: a candidate sign-up bonus is earned once per e-mail address ever. The keyed hash
-- (HMAC-SHA256 with a server secret) of the normalised address of each bonus paid out is kept,
-- never the address itself.
CREATE TABLE "affiliate_signup_bonus_keys" (
	"email_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
