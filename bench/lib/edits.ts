import pg from 'pg';

export interface EditsResult {
  edits: number;
  /** Ticks that found the previous edit still running (the database could not keep up). */
  skipped: number;
  perSecond: number;
}

/**
 * Edits listed jobs at `perSecond` while a load runs: what employers and staff editing live
 * listings do, each edit a change a visitor can see (it moves the listing version, decision 022).
 * Edits alternate between the position (a text the keyword search reads: a marker added or taken
 * off) and the highlighted flag (the popularity order); each is undone at the end, so the data set
 * stays the same from run to run.
 */
export async function startListingEdits(
  databaseUrl: string,
  perSecond: number,
): Promise<{ stop(): Promise<EditsResult> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM jobs WHERE status IN ('approved', 'filled') ORDER BY id LIMIT 500`,
  );
  const ids = rows.map((row) => Number(row.id));
  let edits = 0;
  let skipped = 0;
  /** Statements applied an odd number of times per job: undone at the end. */
  const pending = new Map<string, number>();
  let running: Promise<unknown> | undefined;
  const started = performance.now();
  const timer = setInterval(() => {
    if (running || ids.length === 0) {
      skipped += 1;
      return;
    }
    const id = ids[edits % ids.length] as number;
    const statement =
      edits % 2 === 0
        ? `UPDATE jobs SET position = CASE WHEN position LIKE '% *' THEN left(position, -2) ELSE position || ' *' END WHERE id = $1`
        : 'UPDATE jobs SET highlighted = NOT highlighted WHERE id = $1';
    edits += 1;
    const key = `${statement}\u0000${id}`;
    pending.set(key, (pending.get(key) ?? 0) + 1);
    running = pool.query(statement, [id]).finally(() => {
      running = undefined;
    });
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      const elapsed = (performance.now() - started) / 1000;
      for (const [key, count] of pending) {
        if (count % 2 === 0) continue;
        const [statement, id] = key.split('\u0000') as [string, string];
        await pool.query(statement, [Number(id)]);
      }
      await pool.end();
      return { edits, skipped, perSecond: edits / elapsed };
    },
  };
}
