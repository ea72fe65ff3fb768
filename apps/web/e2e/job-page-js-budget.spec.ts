import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, fetchJobs, test } from './fixtures.ts';

// quality-bars.md: "JavaScript sent to a job page: under 120 KB gzip on first load" (KB = 1000
// bytes). Sizes come from the production build: the precompressed .gz copy the server sends, or,
// for a file too small to have one (the server compresses those as it sends them), gzip -9 of it.
const BUDGET_BYTES = 120_000;
const CLIENT_BUILD = path.join(import.meta.dirname, '..', 'build', 'client');

/** What the server sends for a built script to a browser that accepts gzip. */
function gzipBytes(assetPath: string): number {
  const file = path.join(CLIENT_BUILD, assetPath);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

// Loaded on demand only: a job page visitor who has not clicked anything never needs them.
const ON_DEMAND = [
  'sign-in-dialog',
  'confirm-email-dialog',
  'apply-dialog',
  'email-friend-dialog',
  'follow-dialog',
  'search-bar',
  'user-dropdown',
  'api-client',
  'error-content',
  // The browser query cache (client navigations and changes) and the error-reporting SDK (only
  // with SENTRY_DSN, after the page is up).
  'query-client',
  'error-reporting.client',
];

test('a job page loads under 120 KB of gzipped JavaScript before any interaction', async ({
  page,
}, testInfo) => {
  const [job] = await fetchJobs(page, '/api/jobs?pageSize=1');
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`/jobs/${job!.id}/${job!.slug}`, { waitUntil: 'networkidle' });
  // Everything the HTML announces counts, fetched yet or not.
  for (const href of await page
    .locator('link[rel="modulepreload"], script[src]')
    .evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('href') ?? node.getAttribute('src') ?? ''),
    )) {
    scripts.add(new URL(href, page.url()).pathname);
  }

  const rows = [...scripts].map((script) => ({ script, bytes: gzipBytes(script) }));
  rows.sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  const breakdown = rows.map((row) => `${(row.bytes / 1000).toFixed(1).padStart(6)} KB  ${row.script}`);
  await testInfo.attach('job-page-js.txt', {
    body: [...breakdown, `${(total / 1000).toFixed(1).padStart(6)} KB  total`].join('\n'),
    contentType: 'text/plain',
  });
  console.info(
    `job page first-load JavaScript: ${(total / 1000).toFixed(1)} KB gzip\n${breakdown.join('\n')}`,
  );

  for (const name of ON_DEMAND) {
    expect(
      rows.map((row) => row.script).filter((script) => path.basename(script).startsWith(`${name}-`)),
      `${name} is loaded on demand`,
    ).toEqual([]);
  }
  expect(total).toBeLessThan(BUDGET_BYTES);
});
