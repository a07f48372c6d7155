/**
 * Renders the manifest's PNG icons with headless Chromium: the app icon from public/favicon.svg
 * (192, 512, and a maskable 512 whose mark fits the central 80 % circle every launcher mask keeps),
 * and the 96 px shortcut icons (Mağaza, Sipariş Takibi) from ionicons' outlines, white on the
 * theme colour. `npx tsx scripts/make-icons.ts` after changing any of them.
 */
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';

const BLUE = '#1565c0';
const app = readFileSync('public/favicon.svg', 'utf8');
// ionicons' outline SVGs draw in currentColor: white on the theme colour.
const outline = (name: string) => readFileSync(`node_modules/ionicons/dist/svg/${name}.svg`, 'utf8').replace(/currentColor/g, '#fff');

// [size, file, svg, padding, rounded]: padding keeps the mark inside the safe zone of a maskable icon.
const ICONS: [number, string, string, number, boolean][] = [
  [192, 'icon-192.png', app, 0, false],
  [512, 'icon-512.png', app, 0, false],
  [512, 'icon-maskable-512.png', app, 64, false],
  [96, 'shortcut-shop-96.png', outline('storefront-outline'), 22, true],
  [96, 'shortcut-orders-96.png', outline('receipt-outline'), 22, true],
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const [size, file, svg, padding, rounded] of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:${rounded ? 'transparent' : BLUE}">` +
      `<div style="box-sizing:border-box;width:${size}px;height:${size}px;padding:${padding}px;background:${BLUE};border-radius:${rounded ? '50%' : '0'}">` +
      `${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`,
  );
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: rounded });
}
await browser.close();
console.log('icons written');
