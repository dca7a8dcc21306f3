-- Decision 123, issue 29: the town under a QR code is the commune's official name, whole. The spec's
-- 18 characters cut it ("Lyon 1er Arrondiss"); the column takes the longest official name now.
ALTER TABLE "addresses" ALTER COLUMN "qrcode_town" SET DATA TYPE varchar(60);--> statement-breakpoint
-- Towns stored cut: exactly the first 18 characters of the chosen place's commune (trimmed, as the
-- old code cut them) of a longer name get the whole name back. Towns typed by hand stay as they are.
UPDATE "addresses"
SET "qrcode_town" = "content"->>'featureName'
WHERE "content"->>'featureName' IS NOT NULL
  AND length("content"->>'featureName') > 18
  AND length("content"->>'featureName') <= 60
  AND "qrcode_town" = rtrim(left("content"->>'featureName', 18));
