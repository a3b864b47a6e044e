// Writes app/favicon.ico from public/icon.svg: the browser draws the SVG at 16, 32 and 48
// px (Chromium, through Playwright), and the PNGs are packed into one .ico file (the ICO
// format allows PNG images). Browsers that ask for /favicon.ico (and link previews that
// ignore SVG icons) get the same icon. Run it after changing the icon:
//   node lib/tooling/favicon.mjs
// The result is committed; the build does not run this.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SIZES = [16, 32, 48];

/** An .ico file holding the PNG images (ICONDIR, one ICONDIRENTRY per image, the images). */
export function packIco(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, at + 1); // height
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3); // reserved
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

async function main() {
  const svg = readFileSync(join(root, 'public', 'icon.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  try {
    const images = [];
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
      );
      images.push({ size, png: await page.screenshot({ omitBackground: true }) });
      await page.close();
    }
    writeFileSync(join(root, 'app', 'favicon.ico'), packIco(images));
    console.log(`app/favicon.ico: ${SIZES.join(', ')} px`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
