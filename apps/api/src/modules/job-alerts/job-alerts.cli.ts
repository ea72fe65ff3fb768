// `npm run -w apps/api alerts:run -- [--now ISO-DATE]`: runs the daily job alert digest once
// (what the 07:00 New York schedule does). Mail is queued in the outbox; the server's worker
// sends it. With the embedded PGlite database, stop the server first: only one process may open
// its folder, and this command says so instead of waiting or damaging it.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirInUseError } from '../../db/data-dir-lock.ts';
import { runJobAlertDigest } from './job-alerts.service.ts';

const { values } = parseArgs({ options: { now: { type: 'string' } } });
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) throw new Error('--now must be an ISO date-time');

const config = loadConfig(process.env);
const database = await openDatabase(config.database).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  process.stderr.write(`[alerts] ${error.message}\n`);
  process.exit(1);
});
try {
  await database.migrate();
  const result = await runJobAlertDigest({ db: database.db, config }, now);
  process.stdout.write(`[alerts] ${JSON.stringify(result)}\n`);
} finally {
  await database.close();
}
