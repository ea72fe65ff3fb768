import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CeilingResult } from './ceiling.ts';
import type { CpuShares } from './cpu.ts';
import { type LighthouseResult, lighthouseSection } from './lighthouse.ts';
import type { LoadResult } from './load.ts';

export interface Measurement extends Partial<LoadResult> {
  name: string;
  /** Why it was not measured (e.g. the endpoint answered 404). */
  skipped?: string;
  budget?: string;
  /** Throughput relative to the direct-SQL baseline (search only). */
  ratioToBaseline?: number;
  /** Where the machine's CPU went during the line (absent in older reports). */
  cpu?: CpuShares;
}

/** One pair of runs of the same line on fresh servers: several processes, and one. */
export interface ProcessPair {
  several: LoadResult & { cpu?: CpuShares };
  one: LoadResult & { cpu?: CpuShares };
  ratio: number;
}

export interface GrowthPoint {
  jobs: number;
  /** Listed jobs (approved or filled): what a search reads. Absent in older reports. */
  listed?: number;
  /** The mix through the server with its search caches off, one request at a time (decision 015). */
  servedP50Ms?: number;
  servedPerQueryP50?: Record<string, number>;
  /** The first search after the server started (it loads the listing index). */
  firstSearchMs?: number;
  serverRssMiB?: number;
  /** The search SQL (search.sql.ts) straight through `pg`: what searches ran before decision 015. */
  p50Ms: number;
  perQueryP50?: Record<string, number>;
  explain: { query: string; plan: string }[];
}

export interface BenchReport {
  date: string;
  /** 1-minute load average when the run started: other work on the machine skews the numbers. */
  machine: { loadAverage: number; cpus: number; memoryGiB: number; node: string; postgres: string };
  data: { jobs: number; users: number; reused: boolean; seedSeconds: number };
  settings: {
    connections: number;
    durationSeconds: number;
    /** Server processes (WEB_CONCURRENCY); absent in older reports (one). */
    workers?: number;
    /** Listing edits a second during the edits line; absent in older reports. */
    editsPerSecond?: number;
    database?: string;
  };
  serverStartMs: number;
  rssMiB: { min: number; max: number; last: number; samples: number };
  results: Measurement[];
  /** RSS through a long mixed run: the average of its first and last tenth of samples. */
  soak?: { seconds: number; firstTenthMiB: number; lastTenthMiB: number; maxMiB: number };
  /** p50 of each search mix entry in the SQL baseline, to find slow filter combinations. */
  baselinePerQueryP50?: Record<string, number>;
  /**
   * ratio1mTo10k: 1M jobs about 10% listed vs 10k; ratioSameListed: 1M jobs with the 10k set's
   * listed count. Served searches where measured (else the SQL); the sql* ratios are the SQL's.
   */
  growth?: {
    points: GrowthPoint[];
    ratio1mTo10k?: number;
    ratioSameListed?: number;
    sqlRatio1mTo10k?: number;
    sqlRatioSameListed?: number;
  };
  /** Lighthouse medians per page (absent with --no-lighthouse). */
  lighthouse?: LighthouseResult[];
  /** Uncached search pages with several processes against one, in alternating pairs (--workers). */
  processPairs?: {
    workers: number;
    line: string;
    pairs: ProcessPair[];
    median?: number;
    /** The same pairs of plain JavaScript processes, no server: the machine's own ceiling. */
    ceiling?: CeilingResult[];
  };
}

const fmt = (n: number | undefined, digits = 1) => (n === undefined ? '-' : n.toFixed(digits));

function resultsTable(report: BenchReport): string {
  const rows = report.results.map((r) =>
    r.skipped
      ? `| ${r.name} | skipped: ${r.skipped} | | | | | ${r.budget ?? ''} |`
      : `| ${r.name} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.ratioToBaseline === undefined ? '' : `${(r.ratioToBaseline * 100).toFixed(0)}%`} | ${r.errors ?? 0} / ${r.non2xx ?? 0} | ${r.budget ?? ''} |`,
  );
  return [
    '| what | req/s | p50 ms | p99 ms | vs SQL baseline | errors / non-2xx | budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}

const perRequest = (cores: number, rps: number | undefined) => (rps ? (cores / rps) * 1000 : undefined);

/** The server's CPU per request, in ms: main threads + other threads. */
const serverCost = (cpu: CpuShares, rps: number | undefined, digits: number) =>
  `${fmt(perRequest(cpu.serverMain, rps), digits)} + ${fmt(perRequest(cpu.serverOther, rps), digits)}`;

/** Where the CPU went, line by line: what a second process could have had. */
function cpuTable(report: BenchReport): string {
  const measured = report.results.filter((r) => r.cpu && r.rps);
  if (measured.length === 0) return '';
  const rows = measured.map((r) => {
    const c = r.cpu as CpuShares;
    return `| ${r.name} | ${fmt(c.serverMain, 2)} | ${fmt(c.serverOther, 2)} | ${fmt(c.postgres, 2)} | ${fmt(c.loadGenerator, 2)} | ${fmt(c.elsewhere, 2)} | ${fmt(c.steal, 2)} | ${serverCost(c, r.rps, 2)} |`;
  });
  return [
    '### Where the CPU went',
    '',
    'Cores used on average during each line (read from `/proc`, `bench/lib/cpu.ts`): the server',
    "processes' main threads, their other threads (V8's collector helpers and compiler, libuv's pool),",
    'PostgreSQL, the load generator, everything else, and the time the host took from this virtual',
    "machine (steal). The last column is the server's CPU per request, main thread + other threads.",
    '',
    '| line | server main | server other | PostgreSQL | load generator | elsewhere | steal | server ms/request |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
}

/** The quality bars' ratio for uncached search pages, from alternating pairs. */
function pairsSection(report: BenchReport): string {
  const p = report.processPairs;
  if (!p) return '';
  const rows = p.pairs.map((pair, i) => {
    const main = (run: ProcessPair['one']) => (run.cpu ? serverCost(run.cpu, run.rps, 1) : '-');
    return `| ${i + 1} | ${fmt(pair.several.rps, 1)} (p99 ${fmt(pair.several.p99, 0)} ms) | ${fmt(pair.one.rps, 1)} (p99 ${fmt(pair.one.p99, 0)} ms) | **${fmt(pair.ratio, 2)}x** | ${main(pair.several)} | ${main(pair.one)} |`;
  });
  return [
    `### Several processes: uncached search pages, ${p.workers} processes against 1`,
    '',
    `${p.line}, on fresh servers in ${p.pairs.length} alternating pairs (${p.workers} processes then 1, then 1 then`,
    `${p.workers}, …; warm-up, then ${report.settings.durationSeconds} s each). Budget: at least 1.8x. **Median: ${fmt(p.median, 2)}x.**`,
    '',
    `| pair | ${p.workers} processes, pages/s | 1 process, pages/s | ratio | server ms/page, ${p.workers} processes (main + other threads) | server ms/page, 1 process |`,
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    ceilingSection(p.workers, p.ceiling),
  ].join('\n');
}

const CEILING_LOOPS: Record<CeilingResult['loop'], string> = {
  compute: 'compute (square roots summed; nothing allocated)',
  allocate: 'allocate (20,000 small objects made and turned into JSON a round)',
};

/** What the machine gives several processes of plain JavaScript: the ceiling of the ratio above. */
function ceilingSection(workers: number, ceiling: CeilingResult[] | undefined): string {
  if (!ceiling?.length) return '';
  const rows = ceiling.map(
    (c) =>
      `| ${CEILING_LOOPS[c.loop]} | ${c.pairs.map((p) => `${fmt(p.ratio, 2)}x`).join(', ')} | **${fmt(c.median, 2)}x** |`,
  );
  return [
    `The machine's own ceiling: the same alternating pairs of plain Node processes (\`bench/lib/ceiling.ts\`),`,
    `${workers} against 1, with no server, no database and no load generator running, each process with the`,
    "server's heap settings. A loop that allocates nothing shows whether the cores are there at all; one",
    "that allocates as a render does (its young generation's traffic, copying and JSON) shows what",
    `${workers} processes of allocation-heavy JavaScript can get from this machine.`,
    '',
    `| loop | ${workers} processes against 1, per pair | median |`,
    '| --- | --- | ---: |',
    ...rows,
    '',
  ].join('\n');
}

function latestLighthouse(history: BenchReport[]): string {
  const latest = [...history].reverse().find((h) => h.lighthouse);
  if (!latest?.lighthouse) return '## Lighthouse\n\nNot measured yet.\n';
  return `${lighthouseSection(latest.lighthouse)}\nFrom the run of ${latest.date}.\n`;
}

function growthSection(report: BenchReport | undefined): string {
  if (!report?.growth) return 'Not measured yet (`npm run bench -- --growth`).';
  const { points, ratio1mTo10k, ratioSameListed, sqlRatio1mTo10k, sqlRatioSameListed } = report.growth;
  const label = (p: GrowthPoint) =>
    `${p.jobs.toLocaleString('en-US')} jobs${p.listed === undefined ? '' : `, ${p.listed.toLocaleString('en-US')} listed`}`;
  const served = points.some((p) => p.servedP50Ms !== undefined);
  const queries = Object.keys(points[0]?.perQueryP50 ?? {});
  const head = [
    `| | ${points.map(label).join(' | ')} |`,
    `| --- | ${points.map(() => '---:').join(' | ')} |`,
  ];
  const lines = [
    `From the run of ${report.date} (the latest with \`--growth\`). Listed = approved or filled.`,
    '',
  ];
  if (served) {
    lines.push(
      '**Searches as served** (the budget): `GET /api/jobs/search` through the production server with',
      '`SEARCH_CACHE_SECONDS=0` (no answer, keyword or place cache), one request at a time, five',
      'rounds after a warm-up round. Each includes its keyword matches from PostgreSQL, the in-memory',
      'index (decision 015), the page of jobs read by id, their presentation and the HTTP exchange.',
      '',
      ...head,
      `| **search mix p50, ms** | ${points.map((p) => `**${fmt(p.servedP50Ms, 2)}**`).join(' | ')} |`,
      ...queries.map(
        (q) => `| \`${q}\` | ${points.map((p) => fmt(p.servedPerQueryP50?.[q], 2)).join(' | ')} |`,
      ),
      `| first search after start (loads the index), ms | ${points.map((p) => fmt(p.firstSearchMs, 0)).join(' | ')} |`,
      `| server RSS after the run, MiB | ${points.map((p) => fmt(p.serverRssMiB, 0)).join(' | ')} |`,
      '',
      `- A board grown busier (listed jobs grow with it): p50 at 1M / p50 at 10k = **${fmt(ratio1mTo10k, 2)}x** (budget: at most 3x).`,
      `- A board grown older (the same listed jobs over a longer history): **${fmt(ratioSameListed, 2)}x**.`,
      '',
      '**The search SQL** (`buildJobSearchQuery` and its count, what the job alerts run and what',
      'searches ran before decision 015), straight through `pg`, one at a time, five rounds after a warm-up:',
      '',
    );
  } else {
    lines.push('Each search of the mix runs one at a time through `pg`, five rounds after a warm-up.', '');
  }
  lines.push(
    ...head,
    `| **search mix p50, ms** | ${points.map((p) => `**${fmt(p.p50Ms, 2)}**`).join(' | ')} |`,
    ...queries.map((q) => `| \`${q}\` | ${points.map((p) => fmt(p.perQueryP50?.[q], 2)).join(' | ')} |`),
    '',
    `- Busier: **${fmt(served ? sqlRatio1mTo10k : ratio1mTo10k, 2)}x**; older: **${fmt(served ? sqlRatioSameListed : ratioSameListed, 2)}x**.`,
  );
  for (const point of points.filter((p) => p.explain.length > 0)) {
    for (const e of point.explain) {
      lines.push('', `EXPLAIN (ANALYZE, BUFFERS) at ${label(point)}, ${e.query}:`, '', '```', e.plan, '```');
    }
  }
  return lines.join('\n');
}

/** Writes bench/reports/<date>.json and regenerates docs/benchmarks.md from every report. */
export function writeReport(repo: string, report: BenchReport): string {
  const dir = path.join(repo, 'bench/reports');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.date.replace(/[:]/g, '-').slice(0, 19)}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  const history = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as BenchReport);
  const historyRows = history.map((h) => {
    const searches = h.results.filter(
      (r) => r.name.startsWith('GET /api/jobs/search') && !r.name.includes('autocomplete'),
    );
    const search = searches.find((r) => !r.name.includes('cache off'));
    const cold = searches.find((r) => r.name.includes('cache off'));
    const auto = h.results.find((r) => r.name.includes('autocomplete'));
    return `| ${h.date.slice(0, 16).replace('T', ' ')} | ${h.data.jobs.toLocaleString('en-US')} | ${fmt(search?.rps, 0)} | ${fmt(search?.p99)} | ${search?.ratioToBaseline === undefined ? '-' : `${(search.ratioToBaseline * 100).toFixed(0)}%`} | ${cold?.ratioToBaseline === undefined ? '-' : `${(cold.ratioToBaseline * 100).toFixed(0)}%`} | ${fmt(auto?.p99)} | ${fmt(h.rssMiB.max, 0)} |`;
  });
  const m = report.machine;
  const doc = `# Benchmarks

Generated by \`npm run bench\` (bench/run.ts); do not edit by hand. Budgets are in the
engineering quality bars. Raw reports: \`bench/reports/*.json\`.

How it runs: seeds (or reuses) the PostgreSQL database \`gfj_bench\` with the large data set
(\`npm run seed -- --jobs ${report.data.jobs}\`: ${report.data.jobs.toLocaleString('en-US')} jobs, about 5% live,
${report.data.users.toLocaleString('en-US')} users), builds the web app, starts \`npm run serve\` in production mode on
127.0.0.1, and drives it with autocannon (${report.settings.connections} connections, ${report.settings.durationSeconds} s per line,
a fixed mix of URLs per line). The search mix runs twice: with the answer cache on, as in
production (the fixed mix is then answered from the cache after its first pass), and with
\`SEARCH_CACHE_SECONDS=0\`, where every request runs its SQL: that line shows the server's own
overhead. A third search line, in production configuration, asks tens of thousands of distinct
searches (more than the run can repeat), so nearly every answer is made, not reused, as with
varied visitors; a last line does the same for the server-rendered search page, where every page
is rendered (decision 017). Then the fixed search mix runs once more while listings are edited
(${report.settings.editsPerSecond ?? 0} a second, each a change a visitor can see: every process updates its index in place,
decision 022, and makes again only the answers the change can alter, decision 054), and is
compared with the same mix measured again just
before it, on the server as the earlier lines left it. The server runs ${report.settings.workers ?? 1} process(es) (\`--workers\`, WEB_CONCURRENCY);
with more than one, every load line is run again with one process (marked \`[1 process]\`) and
the ratio is noted beside the budget; the budget's own ratio, for uncached search pages, is
taken again from alternating pairs of fresh servers (below), because this machine's speed drifts
by a quarter or more within minutes (other guests on its host): compare lines within a run, not
across runs. Where the CPU went during each line is read from \`/proc\` (below). On the 2-core
machine the load generator, PostgreSQL and V8's collector threads share the cores with the
server processes. One process rendering uncached search pages keeps its main thread busy (about
0.93 of a core) and V8's helper threads use about 0.25 more, on the second core; with two
processes a page also costs more CPU than with one (2-25% in the runs of 2026-11-26, with no steal
and nothing else running, the helper threads' share most), so two processes cannot double one
here: the pairs' table shows each side's CPU per page. What was cut: decision 055 (the page asks for
its cards' properties only, one API request per render) and decision 056 (a URL asked for once is
streamed, not kept in the page cache, whose churn fed the old generation's collector). Tried and
not kept: \`--heap-growing-percent=100\` (fewer old-generation collections: two processes about
10-20% faster, but the memory soak reached 434-449 MB against the 400 MB budget);
\`--single-threaded-gc\` (12% more pages with two processes, but RSS over 420 MB and the API
lines' p99 doubled); young generations of 2 to 64 MB and larger old-generation limits (no change
beyond the noise); fewer renders at once (one at a time: 40% fewer pages in an earlier run
of 2026-11-26, 3-8% fewer in later ones that day, as each render waits on the database part of the
time). Where the helper threads' time goes (\`perf record\` on one
process under this line, 2026-11-26): V8's concurrent marking of the old generation about half,
the optimizing compiler 10-18% (still after 40 s of warm-up), sweeping 11-13%, the rest freeing
memory and the young-generation collections. The old generation is collected about once a
second: 170-200 KB of every page outlives two young-generation collections (\`--trace-gc-nvp\`),
and each collection marks 110-160 MB, nearly half of it the server's code and its sources. None
of these changed the helpers' CPU against the main thread's (0.28-0.37 throughout) nor those 170-200 KB
a page: one, two or four renders at once; 6 connections instead of 50; a presented-job cache
eight times larger; a 1 MB buffer between React and the response (each page written out in one
go); \`--no-allocation-site-pretenuring\`; \`--no-flush-bytecode\` (the main thread somewhat cheaper, the
helpers not: the pairs' median fell to 1.27x). Why so much of a page outlives the young generation
(measured later on 2026-11-26, \`--trace-gc-nvp\`): not the queue of 50 connections, since one
connection at a time still promotes 200-220 KB a search page (about 3% of what it allocates), and a
64 MB young generation (one collection every 6-9 pages) only brings that to about 185 KB. Each page's
objects are held after the page is answered by something only a full collection clears. Found by
taking pieces away: an accessor defined on each new object, when the accessor's closure can reach the
object (light-my-request defines \`connection\` on every injected request: a copy without it cut
\`/about.data\`, a page's loaders alone, from 26 to 15 KB promoted a request; a 20-line reproduction
keeps every such object until the next full collection), a constructor declared inside the function
that uses it (sanitize-html's \`Frame\`: \`--log-maps\` shows a new initial map, which V8 keeps in the
old generation, for each call, that is for each presented-description cache miss), and React's chunk
array for a search page's root (about 11,000 chunks), which outgrows 128 KB and is then allocated in
the old generation directly. Copies of light-my-request, React Router's static router and
node-fetch-server without their per-object getters, a Suspense boundary around the results and
presented caches large enough for every listed job, all together (none kept): 13 KB for
\`/about.data\`, 186-207 KB for a search page, and the pairs' median 1.43x, with the helpers still at
0.3 of the main thread. What is left is the render's own objects (React's segments and chunks,
turbo-stream's strings, the loader's JSON) inside those libraries, which this project does not patch.
How often the old generation is collected (measured later that day, one process, 50 connections,
\`--trace-gc-nvp\`, \`--trace-incremental-marking\` and the heap's space statistics): 7 full
collections in 6 s at about 150 pages a second, each leaving 105-122 MB and the next starting at
169-197 MB, every one started as the heap neared that limit (none for external Buffer memory). Between
two, the old space grows 35-40 MB and the large objects 5-6 MB: 350-400 KB a page, 226 KB of it
promoted from the young generation. A heap snapshot after a collection holds 125 MB in 865,000
objects: 40 MB of strings (about 18 MB of them the server's own module sources), 28 MB of ArrayBuffer
data, 20 MB of code. Optimizing compilation on the helper threads still took 0.04 cores (600 ms in
15 s, mostly Maglev) after 30 s of load. The lever left is the limit's growth
(\`--heap-growing-percent\`), paid for in memory (above).

On 2026-11-29 this machine ran about half as fast as on 2026-11-26: the commit measured then
(\`eb42c01\`, 128 uncached search pages a second with one process) made 57-73 that morning, in
alternating pairs like those below, so compare the lines of one run, not runs of different days.
Three builds measured that morning, one after the other, ten connections of uncached search pages
for 36 s each: \`eb42c01\` 64.7 pages/s, the build of 2026-11-27 (\`f9142c8\`) 49.9, and this one
64.1. The 23% lost in between came from one change (\`3ada303\`, the pay the poster entered on
each card), whose \`toLocaleString\` with options built a number formatter per figure: 17% of the
main thread in a CPU profile; formatters kept once (decision 072) took it back. The same day a
server process stopped loading what it never uses (PGlite on PostgreSQL, Stripe's SDK without its
keys, pdfkit before a receipt, the whole of lucide; decision 071): its collected heap after the
same load went from 107 MB in 805,000 objects to 89.5 MB in 700,000, and the memory soak's largest
process from 372 to 320 MiB. Tried again that day in pairs, neither decisive against the drift
within a run: \`--heap-growing-percent=100\` (median 1.51x; one process 61-83 pages/s) and
\`--single-threaded-gc\` (median 1.59x; the helper threads' share fell from about 0.35 to 0.13 of
the main thread's, but that main thread did the collector's work instead: 14.8-17.4 ms a page).
Later on 2026-11-29, on a new machine of the same kind, quiet (no helpers, no CI): two full runs
20 minutes apart gave the pairs' medians 1.27x (1.07, 1.27, 1.73) and 1.30x (1.23, 1.30, 1.43),
with one process at 60-101 pages a second. Two processes still cost more CPU a page than one,
most of it on the helper threads (6.0 against 3.6 ms in a pair). To tell the server from the
machine, each run with several processes now ends with the same pairs of plain Node processes, no
server, database nor load generator (\`bench/lib/ceiling.ts\`, below the pairs' table): a loop that
allocates nothing doubles (1.90-1.97x), and a loop that allocates as a render does, with the
server's heap settings, reached 1.54-2.46x, median 1.74x, in the second run. A first try by hand,
with V8's default young generation instead of the server's 8 MB one, gave a median of 1.30x in five
pairs, with and without \`--single-threaded-gc\`. So on this machine, two processes of
allocation-heavy JavaScript get less than 1.8x of one with nothing else running; the server's
pages, which also share the cores with PostgreSQL, the load generator and the collector's
helper threads, get 1.3-1.4x.
The memory soak cycles through every line's paths at once
(RSS is the largest server process's). The baseline runs the same search SQL (\`buildJobSearchQuery\`, then
\`buildJobSearchCountQuery\` when the page does not tell the total, as the API does) directly through
a \`pg\` pool with ${report.settings.connections} clients for the same time, after the server has stopped.

## Latest run

- Date: ${report.date}
- Machine: ${m.cpus} cores, ${m.memoryGiB} GiB memory, Node ${m.node}, PostgreSQL ${m.postgres}; load average ${fmt(m.loadAverage)} when the run started${m.loadAverage > 2 ? ' (above 2: other work shared the cores, so the figures are pessimistic)' : ''}
- Data: ${report.data.jobs.toLocaleString('en-US')} jobs, ${report.data.users.toLocaleString('en-US')} users (${report.data.reused ? 'reused' : `seeded in ${fmt(report.data.seedSeconds)} s`})
- Server start to healthy: ${report.serverStartMs} ms; server RSS during the run: ${fmt(report.rssMiB.min, 0)}-${fmt(report.rssMiB.max, 0)} MiB (${report.rssMiB.samples} samples)
- Memory soak (budget: under 400 MB, flat): ${report.soak ? `${report.soak.seconds} s mixed load, RSS ${fmt(report.soak.firstTenthMiB, 0)} MiB in the first tenth, ${fmt(report.soak.lastTenthMiB, 0)} MiB in the last, max ${fmt(report.soak.maxMiB, 0)} MiB` : 'not run (`--soak 300`)'}

${resultsTable(report)}

${pairsSection(report)}
${cpuTable(report)}
### Search SQL p50 per filter mix (baseline run)

| query string | p50 ms |
| --- | ---: |
${Object.entries(report.baselinePerQueryP50 ?? {})
  .map(([q, ms]) => `| \`${q}\` | ${fmt(ms)} |`)
  .join('\n')}

${latestLighthouse(history)}
## Search cost growth

${growthSection([...history].reverse().find((h) => h.growth))}

## History

| date (UTC) | jobs | search req/s | search p99 ms | vs baseline | cache off vs baseline | autocomplete p99 ms | max RSS MiB |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${historyRows.join('\n')}
`;
  mkdirSync(path.join(repo, 'docs'), { recursive: true });
  writeFileSync(path.join(repo, 'docs/benchmarks.md'), doc);
  return file;
}
