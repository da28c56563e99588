/**
 * Takes a screenshot of a page as a person would see it:
 *   node scripts/screenshot.ts <url> <out.png> [width] [height] [locale]
 */
import { chromium } from '@playwright/test';

const [url, out, width = '1280', height = '800', locale = 'zh-CN'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.ts <url> <out.png> [width] [height] [locale]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, locale });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: false });
await browser.close();
