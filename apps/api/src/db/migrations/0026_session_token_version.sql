-- Decision 117: access tokens carry the user's token version; a password reset, a revoked refresh
-- family or a sign-out raises it, and every access token signed before stops at once.
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;
