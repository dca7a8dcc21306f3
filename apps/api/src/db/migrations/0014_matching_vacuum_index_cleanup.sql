-- Since PostgreSQL 14, a vacuum that finds few dead rows relative to the table skips the index
-- pass: the dead entries a list refresh leaves in that list's index range would then stay, and
-- index-only list reads keep visiting them. Always clean the indexes of candidate_matches.
ALTER TABLE candidate_matches SET (vacuum_index_cleanup = on);
