-- Refreshing a list deletes and rewrites its rows: vacuum candidate_matches after a fixed number of
-- dead rows (about one large list) instead of 20 % of a table of tens of millions, so that index-only
-- list reads do not wade through dead entries (docs/decisions/040).
ALTER TABLE candidate_matches SET (
  autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_threshold = 200000,
  autovacuum_vacuum_insert_scale_factor = 0,
  autovacuum_vacuum_insert_threshold = 200000,
  autovacuum_analyze_scale_factor = 0.02
);
--> statement-breakpoint
ALTER TABLE match_scope SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
