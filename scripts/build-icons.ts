/**
 * Renders the app icons (192, 512 and a maskable 512 with the safe zone) from one SVG with Debian's
 * Chromium, so no image tool is needed: `npx tsx scripts/build-icons.ts`. The PNGs are committed.
 */
import { writeFileSync } from 'node:fs';

import { chromium } from 'playwright-core';

const glyph = (scale: number) => `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <path d="M96 212 256 132l160 80-160 80z" fill="#ffffff"/>
    <path d="M160 252v74c0 26 44 50 96 50s96-24 96-50v-74l-96 48z" fill="#cfe0ff"/>
    <path d="M400 220v92" stroke="#ffffff" stroke-width="14" stroke-linecap="round"/>
    <text x="256" y="448" font-size="76" font-weight="700" text-anchor="middle" fill="#ffffff"
      font-family="'Noto Sans CJK SC','Noto Sans SC',sans-serif">AI留学</text>
  </g>`;

const icon = (
  maskable: boolean,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f6bff"/><stop offset="1" stop-color="#12389e"/></linearGradient></defs>
  ${maskable ? '<rect width="512" height="512" fill="url(#g)"/>' : '<rect width="512" height="512" rx="112" fill="url(#g)"/>'}
  ${glyph(maskable ? 0.72 : 0.92)}
</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 512, height: 512 } });
for (const [file, size, maskable] of [
  ['public/icons/icon-192.png', 192, false],
  ['public/icons/icon-512.png', 512, false],
  ['public/icons/maskable-512.png', 512, true],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${icon(maskable).replace('width="512" height="512"', `width="${size}" height="${size}"`)}</body></html>`,
  );
  writeFileSync(
    file,
    await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }),
  );
  console.info('wrote', file);
}
writeFileSync(
  'public/icons/apple-touch-icon.png',
  await (async () => {
    await page.setViewportSize({ width: 180, height: 180 });
    await page.setContent(
      `<html><body style="margin:0">${icon(true).replace('width="512" height="512"', 'width="180" height="180"')}</body></html>`,
    );
    return page.screenshot({ clip: { x: 0, y: 0, width: 180, height: 180 } });
  })(),
);
await browser.close();
