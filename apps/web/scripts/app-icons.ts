/**
 * Draws the candidate app's PNG icons from its SVGs (decision 155), with the machine's Chromium:
 * `node --import tsx apps/web/scripts/app-icons.ts`. The PNGs are kept in public/ (an installed
 * app's launcher asks PNG); run again after changing the SVGs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.join(path.dirname(new URL(import.meta.url).pathname), '../public');
const icons = [
  { svg: 'favicon.svg', png: 'app-icon-192.png', size: 192 },
  { svg: 'favicon.svg', png: 'app-icon-512.png', size: 512 },
  { svg: 'app-icon-maskable.svg', png: 'app-icon-maskable-512.png', size: 512 },
  { svg: 'favicon.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { svg, png, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = fs.readFileSync(path.join(publicDir, svg), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${markup}</body></html>`);
    await page.screenshot({ path: path.join(publicDir, png), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    process.stdout.write(`${png}: ${size}x${size}\n`);
  }
} finally {
  await browser.close();
}
