import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { ListedJob } from './listing-index.ts';
import { type ListedRow, toListedJob } from './listing-source.ts';

/** The versions a search is answered at. */
export interface ListingVersions {
  /** The listing change log's last number: moves with every change a visitor could see. */
  listing: number;
  /** The striped views counter's sum: moves with every batch of counted views (popularity). */
  views: number;
}

/** What a version read learnt, for the index, the caches and anyone counting (metrics). */
export type ListingChangeEvent =
  /** These jobs changed between the two versions. */
  | { kind: 'changed'; from: number; to: number; jobIds: ReadonlySet<number> }
  /** Everything may have changed up to `to` (a truncate, a pruned log, the first read). */
  | { kind: 'reset'; to: number };

export interface ListingChanges {
  /**
   * The current versions, with this process's record of changed jobs brought up to them first.
   * Requests that arrive while a read is in flight share it: a burst costs one small query.
   */
  current(): Promise<ListingVersions>;
  /**
   * The jobs changed after `version`, up to `to` (the last version read), or undefined when this
   * process does not know them (a reset since, or older than it remembers). With `carried` when
   * every change in between carried its jobs (decision 051).
   */
  changedSince(version: number): ChangedJobs | undefined;
  /** The last listing version read (0 before the first read). */
  latest(): number;
  /** The version at which this job last changed, as far as known (the last reset for the others). */
  lastChangeOf(jobId: number): number;
  /** `change` events, in order, as each read applies the log. */
  readonly events: EventEmitter<{ change: [ListingChangeEvent] }>;
}

/** Jobs changed between two versions, as the log named them. */
export interface ChangedJobs {
  to: number;
  jobIds: ReadonlySet<number>;
  /**
   * What the log carried of them: each changed job's index columns at `to` (null: no longer
   * listed), and the jobs whose keyword matches may have changed. Absent when some change in
   * between did not carry its jobs: read them from the database.
   */
  carried?: { listed: ReadonlyMap<number, ListedJob | null>; textIds: ReadonlySet<number> };
}

/** What a log row carried (the listed ones among its jobs, and those whose text may have changed). */
interface Carried {
  listed: Map<number, ListedJob>;
  textIds: readonly number[];
}

/** Log rows read at once; more than that since the last read is treated as "everything changed". */
const MAX_ROWS = 1_000;
/** Bound on the changed job ids remembered for changedSince (older questions get undefined). */
const MAX_HISTORY_IDS = 50_000;

interface LogRow {
  seq: number | string;
  job_ids: number[] | null;
  /** JSON: the drivers give it parsed; a string is parsed here. */
  listed: ListedRow[] | string | null;
  text_ids: number[] | null;
  views: number | string;
}

function carriedOf(row: LogRow): Carried | undefined {
  if (row.listed === null || row.text_ids === null) return undefined;
  const rows = (typeof row.listed === 'string' ? JSON.parse(row.listed) : row.listed) as ListedRow[];
  return {
    listed: new Map(rows.map((r) => [Number(r.id), toListedJob(r)])),
    textIds: row.text_ids.map(Number),
  };
}

/**
 * The listing change log as this process follows it (decision 022). Each read asks for the log's
 * rows from the last version it knows: normally just that one row back, or the few changes since,
 * whose job ids are recorded so the index and the caches update those jobs alone.
 */
export function createListingChanges(db: Db): ListingChanges {
  const events = new EventEmitter<{ change: [ListingChangeEvent] }>();
  let known = 0;
  let floor = 0;
  const lastChange = new Map<number, number>();
  /** Changes after `historyBase`, oldest first. */
  let history: Array<{ seq: number; ids: number[]; carried: Carried | undefined }> = [];
  let historyBase = 0;
  let historyIds = 0;
  let views = 0;
  let inFlight: Promise<ListingVersions> | undefined;

  function reset(to: number): void {
    known = to;
    floor = to;
    lastChange.clear();
    history = [];
    historyBase = to;
    historyIds = 0;
    events.emit('change', { kind: 'reset', to });
  }

  function record(seq: number, ids: number[], carried: Carried | undefined): void {
    const from = known;
    known = seq;
    for (const id of ids) lastChange.set(id, seq);
    history.push({ seq, ids, carried });
    historyIds += ids.length;
    while (historyIds > MAX_HISTORY_IDS && history.length > 0) {
      const dropped = history.shift() as (typeof history)[number];
      historyIds -= dropped.ids.length;
      historyBase = dropped.seq;
    }
    events.emit('change', { kind: 'changed', from, to: seq, jobIds: new Set(ids) });
  }

  async function latest(): Promise<number> {
    const [row] = await queryRows<{ seq: number | string | null }>(
      db,
      sql`SELECT max(seq) AS seq FROM listing_change_log`,
    );
    return Number(row?.seq ?? 0);
  }

  async function read(): Promise<ListingVersions> {
    const viewsSum = sql`(SELECT coalesce(sum(version), 0) FROM job_view_versions)`;
    if (known === 0) {
      const [row] = await queryRows<LogRow>(
        db,
        sql`SELECT (SELECT coalesce(max(seq), 0) FROM listing_change_log) AS seq, NULL AS job_ids, ${viewsSum} AS views`,
      );
      views = Number(row?.views ?? 0);
      reset(Number(row?.seq ?? 0));
      return { listing: known, views };
    }
    // The row of the version already known is read for its seq only (it proves nothing was
    // pruned in between): its jobs were taken in when it was new, and every request reads this.
    const rows = await queryRows<LogRow>(
      db,
      sql`SELECT seq, CASE WHEN seq > ${known} THEN job_ids END AS job_ids,
          CASE WHEN seq > ${known} THEN listed END AS listed,
          CASE WHEN seq > ${known} THEN text_ids END AS text_ids, ${viewsSum} AS views
        FROM listing_change_log WHERE seq >= ${known} ORDER BY seq LIMIT ${MAX_ROWS + 1}`,
    );
    if (rows.length > 0) views = Number(rows[0]?.views ?? 0);
    // The row of the version last read is gone (pruned, or another database), or too much
    // happened since: start again from the newest version.
    if (rows.length === 0 || Number(rows[0]?.seq) !== known || rows.length > MAX_ROWS) {
      reset(await latest());
      return { listing: known, views };
    }
    for (const row of rows.slice(1)) {
      const seq = Number(row.seq);
      if (row.job_ids === null) reset(seq);
      else record(seq, row.job_ids.map(Number), carriedOf(row));
    }
    return { listing: known, views };
  }

  return {
    events,
    current() {
      inFlight ??= read().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    changedSince(version) {
      if (version < historyBase) return undefined;
      let first = history.length;
      while (first > 0 && (history[first - 1] as (typeof history)[number]).seq > version) first -= 1;
      const ids = new Set<number>();
      const listed = new Map<number, ListedJob | null>();
      const textIds = new Set<number>();
      let isCarried = true;
      // Oldest first, so each job ends as its last change left it.
      for (const entry of history.slice(first)) {
        for (const id of entry.ids) ids.add(id);
        if (!entry.carried) isCarried = false;
        if (!isCarried) continue;
        for (const id of entry.ids) listed.set(id, entry.carried?.listed.get(id) ?? null);
        for (const id of entry.carried?.textIds ?? []) textIds.add(id);
      }
      return isCarried
        ? { to: known, jobIds: ids, carried: { listed, textIds } }
        : { to: known, jobIds: ids };
    },
    latest: () => known,
    lastChangeOf(jobId) {
      return lastChange.get(jobId) ?? floor;
    },
  };
}

/**
 * Drops log rows older than a day, always keeping the newest (it is the current version). A
 * process whose version was dropped loads its index again (the row it knows is gone).
 */
export async function purgeOldListingChanges(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM listing_change_log
    WHERE changed_at < now() - interval '1 day' AND seq < (SELECT max(seq) FROM listing_change_log)`);
}
