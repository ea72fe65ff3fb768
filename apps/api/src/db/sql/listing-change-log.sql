-- The listing change log's triggers (decision 022). Replaces the single-row listing version of
-- migration 0002: every job write updated that row, drafts and view counters' neighbours included,
-- and every search read it.
--
-- A statement that changes what a visitor can see of a public job (approved or filled: listed;
-- expired: open by its link) adds one row naming the changed jobs. Drafts, jobs waiting for
-- approval and deleted jobs never do, nor do the view and email counters or updated_at.
-- Writers take one transaction-level advisory lock (4702201, apps/api/src/db/advisory-locks.ts)
-- before adding their row, so the log's numbers are given in commit order: a reader that sees
-- number N has seen every change numbered below N.
DROP TRIGGER IF EXISTS jobs_listing_rows_changed ON jobs;
--> statement-breakpoint
DROP TRIGGER IF EXISTS jobs_listing_updated ON jobs;
--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_listing_version();
--> statement-breakpoint
-- The first version: whatever a process holds from before is loaded again.
INSERT INTO listing_change_log (job_ids) VALUES (NULL);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_listing_change(changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed IS NOT NULL AND cardinality(changed) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(4702201);
  INSERT INTO listing_change_log (job_ids) VALUES (changed);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_listing_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id ORDER BY n.id) INTO changed FROM new_rows n
      WHERE n.status IN ('approved', 'filled', 'expired');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.id ORDER BY o.id) INTO changed FROM old_rows o
      WHERE o.status IN ('approved', 'filled', 'expired');
  ELSE
    SELECT array_agg(n.id ORDER BY n.id) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.status IN ('approved', 'filled', 'expired') OR n.status IN ('approved', 'filled', 'expired'))
        AND (to_jsonb(o) - '{counter_view,counter_email,updated_at}'::text[])
          IS DISTINCT FROM (to_jsonb(n) - '{counter_view,counter_email,updated_at}'::text[]);
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM log_listing_change(changed);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_listing_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_listing_change(NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_listing_inserted AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_listing_rows();
--> statement-breakpoint
CREATE TRIGGER jobs_listing_updated AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_listing_rows();
--> statement-breakpoint
CREATE TRIGGER jobs_listing_deleted AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_listing_rows();
--> statement-breakpoint
CREATE TRIGGER jobs_listing_truncated AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION log_listing_truncate();
