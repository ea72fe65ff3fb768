-- The listing change log carries what changed (decision 051). Each row written by a statement on
-- jobs that names at most 2,000 jobs also holds:
--   listed:   the columns the search index holds (apps/api/src/modules/search/listing-source.ts,
--             buildListedJobsQuery) of each changed job listed after the statement, as JSON;
--   text_ids: the changed jobs whose keyword matches may have changed: inserted, not listed before
--             the statement, or with a new search_vector.
-- A process that reads the row updates its index from it, and its kept keyword matches for
-- text_ids only, without reading the jobs again: under a steady stream of edits, searches no
-- longer wait on a second query after each version read. Larger statements (bulk loads) and the
-- truncate keep NULL: the reader falls back to reading the jobs, or loads everything again.
CREATE OR REPLACE FUNCTION log_listing_change(changed integer[], listed json, text_ids integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed IS NOT NULL AND cardinality(changed) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(4702201);
  INSERT INTO listing_change_log (job_ids, listed, text_ids) VALUES (changed, listed, text_ids);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_listing_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  listed json;
  text_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id ORDER BY n.id) INTO changed FROM new_rows n
      WHERE n.status IN ('approved', 'filled', 'expired');
    text_ids := changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.id ORDER BY o.id) INTO changed FROM old_rows o
      WHERE o.status IN ('approved', 'filled', 'expired');
    text_ids := '{}';
    listed := '[]';
  ELSE
    SELECT array_agg(n.id ORDER BY n.id),
        coalesce(array_agg(n.id ORDER BY n.id) FILTER (
          WHERE o.status NOT IN ('approved', 'filled') OR o.search_vector IS DISTINCT FROM n.search_vector
        ), '{}')
      INTO changed, text_ids
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.status IN ('approved', 'filled', 'expired') OR n.status IN ('approved', 'filled', 'expired'))
        AND (to_jsonb(o) - '{counter_view,counter_email,updated_at}'::text[])
          IS DISTINCT FROM (to_jsonb(n) - '{counter_view,counter_email,updated_at}'::text[]);
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(changed) > 2000 THEN
    listed := NULL;
    text_ids := NULL;
  ELSIF TG_OP <> 'DELETE' THEN
    SELECT coalesce(json_agg(json_build_object(
        'id', n.id,
        'added', (extract(epoch FROM n.date_added) * 1000000)::float8,
        'expire', (extract(epoch FROM n.date_expire) * 1000000)::float8,
        'type_id', n.type_id,
        'work_location', n.work_location,
        'country', n.country,
        'state', n.state,
        'work_remote', n.work_remote,
        'work_visa', n.work_visa,
        'highlighted', n.highlighted,
        'filled', n.status = 'filled',
        'category_ids', n.category_ids,
        'compensation_type_ids', n.compensation_type_ids,
        'compensation_range_ids', n.compensation_range_ids,
        'lon', n.location[0],
        'lat', n.location[1],
        'company_name', n.company_name
      ) ORDER BY n.id), '[]'::json)
      INTO listed
      FROM new_rows n WHERE n.id = ANY(changed) AND n.status IN ('approved', 'filled');
  END IF;
  PERFORM log_listing_change(changed, listed, text_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_listing_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_listing_change(NULL, NULL, NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS log_listing_change(integer[]);
