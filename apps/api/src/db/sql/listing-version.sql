-- Superseded by listing-change-log.sql (migration 0007, decision 022); kept as the source of migration 0002.
-- The listing version: one counter that moves whenever a job changes in a way a search or a
-- presented job could show (search.cache.ts). View and email counters are left out, so the
-- traffic a job page brings does not throw the search cache away.
INSERT INTO listing_changes (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listing_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_changes SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_listing_rows_changed AFTER INSERT OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
--> statement-breakpoint
CREATE TRIGGER jobs_listing_updated AFTER UPDATE ON jobs FOR EACH ROW
  WHEN ((to_jsonb(OLD) - '{counter_view,counter_email,updated_at}'::text[])
    IS DISTINCT FROM (to_jsonb(NEW) - '{counter_view,counter_email,updated_at}'::text[]))
  EXECUTE FUNCTION bump_listing_version();
