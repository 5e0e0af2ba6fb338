/**
 * Rasterises the crest (scripts/icon-svg.ts) into the PNG icons of the web app manifest with
 * headless Chromium, and writes the SVG favicon. Run: `npx tsx apps/pwa/scripts/generate-icons.ts`.
 * The PNGs are committed; run this again only when the crest changes.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { crestSvg } from './icon-svg.ts';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const targets = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
  { file: 'icons/apple-touch-icon-180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const target of targets) {
    const page = await browser.newPage({ viewport: { width: target.size, height: target.size } });
    const svg = crestSvg({ maskable: target.maskable, size: target.size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: publicDir + target.file, omitBackground: true });
    await page.close();
  }
  await writeFile(publicDir + 'favicon.svg', crestSvg({ maskable: false, size: 64 }));
} finally {
  await browser.close();
}
