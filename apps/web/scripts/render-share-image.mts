// Renders the social share card (public/images/share-card.svg) to the PNG that Open Graph and
// Twitter need (they do not accept SVG). Run after editing the SVG:
//   npx tsx apps/web/scripts/render-share-image.mts
import path from 'node:path';
import { chromium } from '@playwright/test';

const images = path.join(import.meta.dirname, '../public/images');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(`file://${path.join(images, 'share-card.svg')}`);
await page.screenshot({ path: path.join(images, 'share-card.png'), type: 'png' });
await browser.close();
console.info('Wrote public/images/share-card.png');
