-- The job title search runs in the API process from an in-memory index of the catalogue
-- (docs/decisions/020): the search function of migration 0005 and the two indexes it read
-- have no reader left. Dropping the trigram index also spares every ROME import its upkeep.
DROP FUNCTION IF EXISTS search_jobs(text, text, text[], text[], boolean, boolean, integer);--> statement-breakpoint
DROP INDEX "jobs_search_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_search_prefix_idx";
