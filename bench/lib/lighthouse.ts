// Lighthouse (mobile, default simulated throttling) on pages of an already running server, with the
// Debian Chromium. Each page runs several times and the median is kept: the score moves with the
// load of the machine it runs on (quality-bars.md: performance >= 90, accessibility 100, best
// practices >= 95, SEO 100).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthousePage {
  name: string;
  path: string;
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export interface LighthouseMetrics {
  /** First Contentful Paint, ms. */
  fcpMs: number;
  /** Largest Contentful Paint, ms. */
  lcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** Cumulative Layout Shift (unitless). */
  cls: number;
  /** Speed Index, ms. */
  siMs: number;
}

export interface LighthouseResult {
  name: string;
  path: string;
  url: string;
  runs: number;
  /** Median of the runs, each category score ×100 (0–100). */
  scores: LighthouseScores;
  /** Median of the runs, metric by metric. */
  metrics: LighthouseMetrics;
  /** Audits that lost points in the last run (accessibility, best practices, SEO, or a failing performance audit). */
  failing: string[];
}

/** What the quality bars ask of each category. */
export const LIGHTHOUSE_BUDGET: LighthouseScores = {
  performance: 90,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
};

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// No request may leave the machine: the flags keep Chromium from phoning home.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface OneRun {
  scores: LighthouseScores;
  metrics: LighthouseMetrics;
  failing: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function readRun(lhr: Lhr): OneRun {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = new Set<string>();
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      // Performance metrics are reported as numbers; its other audits count when they fail.
      if (id === 'performance' && (ref.group === 'metrics' || ref.weight > 0)) continue;
      const threshold = id === 'performance' ? 0.9 : 1;
      if (audit.score < threshold) failing.add(`${id}:${ref.id}`);
    }
  }
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      siMs: value('speed-index'),
    },
    failing: [...failing].sort(),
  };
}

function medianOf(runs: OneRun[]): Pick<LighthouseResult, 'scores' | 'metrics'> {
  const pick = <T, K extends keyof T>(rows: T[], key: K) => median(rows.map((row) => Number(row[key])));
  const scores = runs.map((run) => run.scores);
  const metrics = runs.map((run) => run.metrics);
  return {
    scores: {
      performance: pick(scores, 'performance'),
      accessibility: pick(scores, 'accessibility'),
      bestPractices: pick(scores, 'bestPractices'),
      seo: pick(scores, 'seo'),
    },
    metrics: {
      fcpMs: pick(metrics, 'fcpMs'),
      lcpMs: pick(metrics, 'lcpMs'),
      tbtMs: pick(metrics, 'tbtMs'),
      cls: pick(metrics, 'cls'),
      siMs: pick(metrics, 'siMs'),
    },
  };
}

const ATTEMPTS = 3;

/** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART on a busy machine) is tried again. */
async function runOnce(port: number, url: string, log: (message: string) => void): Promise<OneRun> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const problem = answer ? answer.lhr.runtimeError?.message : 'no result';
    if (answer && !problem) return readRun(answer.lhr);
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${problem}`);
    log(`lighthouse ${url}: ${problem}; trying again`);
  }
}

/**
 * Runs Lighthouse `runs` times (default 3) on each page of the server at `baseUrl` and returns the
 * medians. One Chromium serves all runs; Lighthouse clears its cache and storage before each.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: LighthousePage[],
  log: (message: string) => void,
  runs = 3,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const results: LighthouseResult[] = [];
    for (const page of paths) {
      const url = new URL(page.path, baseUrl).href;
      const done: OneRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const one = await runOnce(chrome.port, url, log);
        done.push(one);
        const { performance, accessibility, bestPractices, seo } = one.scores;
        const { fcpMs, lcpMs, tbtMs, cls } = one.metrics;
        log(
          `lighthouse ${page.name} run ${run}/${runs}: perf ${performance}, a11y ${accessibility}, ` +
            `best practices ${bestPractices}, SEO ${seo} (FCP ${Math.round(fcpMs)} ms, ` +
            `LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms, CLS ${cls.toFixed(3)})`,
        );
      }
      results.push({
        name: page.name,
        path: page.path,
        url,
        runs: done.length,
        ...medianOf(done),
        failing: done.at(-1)?.failing ?? [],
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

const SCORE_ROWS: { key: keyof LighthouseScores; label: string }[] = [
  { key: 'performance', label: 'Performance' },
  { key: 'accessibility', label: 'Accessibility' },
  { key: 'bestPractices', label: 'Best practices' },
  { key: 'seo', label: 'SEO' },
];

// Lighthouse's own "good" marks for the metrics; the quality bars set budgets on the scores only.
const METRIC_ROWS: {
  key: keyof LighthouseMetrics;
  label: string;
  good: string;
  show: (v: number) => string;
}[] = [
  { key: 'fcpMs', label: 'First Contentful Paint', good: '≤ 1.8 s (Lighthouse "good")', show: seconds },
  { key: 'lcpMs', label: 'Largest Contentful Paint', good: '≤ 2.5 s (Lighthouse "good")', show: seconds },
  { key: 'tbtMs', label: 'Total Blocking Time', good: '≤ 200 ms (Lighthouse "good")', show: ms },
  {
    key: 'cls',
    label: 'Cumulative Layout Shift',
    good: '≤ 0.1 (Lighthouse "good")',
    show: (v) => v.toFixed(3),
  },
  { key: 'siMs', label: 'Speed Index', good: '≤ 3.4 s (Lighthouse "good")', show: seconds },
];

function seconds(value: number): string {
  return `${(value / 1000).toFixed(2)} s`;
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

function meetsBudget(key: keyof LighthouseScores, value: number): boolean {
  return value >= LIGHTHOUSE_BUDGET[key];
}

/** A markdown section: one column per page, one row per category and metric, and the budget. */
export function lighthouseSection(results: LighthouseResult[]): string {
  const runs = [...new Set(results.map((r) => r.runs))].join('/');
  const header = `| | ${results.map((r) => `${r.name} (\`${r.path}\`)`).join(' | ')} | budget |`;
  const rule = `| --- | ${results.map(() => '---').join(' | ')} | --- |`;
  const scoreRows = SCORE_ROWS.map(({ key, label }) => {
    const cells = results.map((r) => `${r.scores[key]}${meetsBudget(key, r.scores[key]) ? '' : ' ✗'}`);
    const budget = LIGHTHOUSE_BUDGET[key] === 100 ? '100' : `≥ ${LIGHTHOUSE_BUDGET[key]}`;
    return `| ${label} | ${cells.join(' | ')} | ${budget} |`;
  });
  const metricRows = METRIC_ROWS.map(({ key, label, good, show }) => {
    return `| ${label} | ${results.map((r) => show(r.metrics[key])).join(' | ')} | ${good} |`;
  });
  const failing = results
    .filter((r) => r.failing.length > 0)
    .map((r) => `- ${r.name}: ${r.failing.map((id) => `\`${id}\``).join(', ')}`);
  return [
    '## Lighthouse',
    '',
    `Mobile, default simulated throttling, Chromium \`${CHROMIUM_PATH}\`; median of ${runs} runs per page (✗: under budget).`,
    '',
    header,
    rule,
    ...scoreRows,
    ...metricRows,
    ...(failing.length > 0 ? ['', 'Audits still losing points (last run):', '', ...failing] : []),
    '',
  ].join('\n');
}
