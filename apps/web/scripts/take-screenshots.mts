// Screenshots of running pages at desktop and phone widths, for design review:
//   npx tsx apps/web/scripts/take-screenshots.mts http://localhost:3000 /,/jobs/1,/nope [outDir]
// FULL=1 captures whole pages. Console errors in the pages are printed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const paths = (process.argv[3] ?? '/').split(',');
const outDir = process.argv[4] ?? '/tmp/gfj-shots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const viewports = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`console error on ${page.url()}: ${message.text()}`);
  });
  for (const pagePath of paths) {
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    const file = path.join(outDir, `${name}${pagePath.replace(/[^a-z0-9]+/gi, '_')}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.info(file);
  }
  await context.close();
}
await browser.close();
