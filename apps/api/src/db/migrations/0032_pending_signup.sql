-- Decision 119, second round: a sign-up with the e-mail of a known candidate creates nothing; what it
-- typed (and its affiliate) waits with the proof link mailed to that e-mail, applied when it is used.
ALTER TABLE "candidate_email_proofs" ADD COLUMN "signup" jsonb;
