// `npm run -w bench lighthouse -- --url http://127.0.0.1:PORT [--runs 3] [--job /jobs/ID/SLUG]`
// Runs Lighthouse (mobile) on home, search and a job page of an already running server and prints
// the markdown table. Exits 1 when a page misses a budget.
import { parseArgs } from 'node:util';
import { LIGHTHOUSE_BUDGET, lighthouseSection, runLighthouse } from './lib/lighthouse.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
    job: { type: 'string' },
  },
});
const baseUrl = values.url;
const log = (m: string) => process.stderr.write(`[lighthouse] ${m}\n`);

/** The first listed job's canonical path, from the API. */
async function firstJobPath(): Promise<string> {
  const response = await fetch(new URL('/api/jobs?pageSize=1', baseUrl), {
    headers: { accept: 'application/ld+json' },
  });
  if (!response.ok) throw new Error(`GET /api/jobs answered ${response.status}`);
  const body = (await response.json()) as { member: { id: number; slug: string }[] };
  const job = body.member[0];
  if (!job) throw new Error('the server lists no job');
  return `/jobs/${job.id}/${job.slug}`;
}

const pages = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search?keywords=farm' },
  { name: 'job page', path: values.job ?? (await firstJobPath()) },
];
const results = await runLighthouse(baseUrl, pages, log, Math.max(1, Number(values.runs)));
process.stdout.write(`${lighthouseSection(results)}\n`);
const missed = results.some((r) =>
  (Object.keys(LIGHTHOUSE_BUDGET) as (keyof typeof LIGHTHOUSE_BUDGET)[]).some(
    (key) => r.scores[key] < LIGHTHOUSE_BUDGET[key],
  ),
);
process.exitCode = missed ? 1 : 0;
