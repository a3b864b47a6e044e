// Screenshots of the projects shown on the home page: `npm run screenshots` (builds first).
//   node scripts/screenshots.mjs [--port=4330]
// Reads the project cards from the built home page (so content/home.ts stays the only
// list), opens each card's page at 1280 x 800 in the light theme and writes the part the
// card names (`crop` in content/home.ts, on the picture as data-crop): 400 x 250 pixels
// from that element's top left corner, at 1.6 times, so 640 x 400 WebP whose words stay
// readable on the card, to the card's image file under public/. The browser
// itself scales and encodes (a canvas), so no image library is needed. The to-do list
// gets three sample tasks and 2048 a few moves, so their pictures show them in use. Outside services
// are answered here: the Pokémon game gets one drawn Pokémon, everything else nothing.
// Run it after a change of a project page's look, look at the pictures, commit them.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';
import { root, serve } from './serve.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const PORT = Number(args.port ?? 4330);
const SHOT = { width: 1280, height: 800 };
const IMAGE = { width: 640, height: 400, quality: 0.85 };
const CROP = { width: 400, height: 250 };
const SAMPLE_TASKS = [
  ['Preparar la reunión del lunes', 'Revisar la agenda y enviar el acta anterior', 0],
  ['Comprar pan', 'En la panadería de la esquina', 1],
  ['Repasar los verbos irregulares', 'Diez minutos con el entrenador', 0],
].map(([title, description, status], i) => ({
  id: i + 1,
  title,
  description,
  status,
  creationDate: '2026-01-12',
  creationTime: `09:${10 + i * 5}`,
}));
const MOVES = {
  '/2048': ['ArrowLeft', 'ArrowUp', 'ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowUp'],
};

/** A friendly creature for the Pokémon game: the page shows it as a silhouette. */
const ARTWORK =
  'https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork/';
const CREATURE = `<svg xmlns="http://www.w3.org/2000/svg" width="475" height="475" viewBox="0 0 475 475">
<path d="M120 60 L170 190 L120 200 Z M355 60 L305 190 L355 200 Z" fill="#f5c518"/>
<ellipse cx="237" cy="280" rx="150" ry="135" fill="#f5c518"/>
<path d="M360 300 Q450 260 430 170 Q470 250 420 330 Z" fill="#e0a800"/>
<rect x="150" y="390" width="50" height="60" rx="20" fill="#f5c518"/>
<rect x="275" y="390" width="50" height="60" rx="20" fill="#f5c518"/>
</svg>`;

if (!existsSync(join(root, 'out/helloworld.html'))) {
  console.error('No build in out/: run `npm run build` first (or `npm run screenshots`).');
  process.exit(1);
}

const server = await serve(join(root, 'out'), PORT);
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: CHROMIUM_ARGS,
});
try {
  const context = await browser.newContext({
    viewport: SHOT,
    deviceScaleFactor: IMAGE.width / CROP.width,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    const url = route.request().url();
    const pokemon = /pokeapi\.co\/api\/v2\/pokemon\/(\d+)/.exec(url);
    if (pokemon) {
      return route.fulfill({
        json: {
          id: Number(pokemon[1]),
          name: 'pikachu',
          sprites: {
            other: { 'official-artwork': { front_default: `${ARTWORK}${pokemon[1]}.png` } },
          },
        },
        headers: { 'access-control-allow-origin': '*' },
      });
    }
    if (url.startsWith(ARTWORK)) {
      return route.fulfill({
        body: CREATURE,
        contentType: 'image/svg+xml',
        headers: { 'access-control-allow-origin': '*' },
      });
    }
    return route.fulfill({ status: 204, body: '' });
  });
  // A list with a few tasks to show, not an empty one (the key and shape of lib/todo).
  await context.addInitScript((tasks) => {
    if (!localStorage.getItem('tasks')) localStorage.setItem('tasks', JSON.stringify(tasks));
  }, SAMPLE_TASKS);
  const page = await context.newPage();
  const base = `http://127.0.0.1:${PORT}`;
  await page.goto(`${base}/helloworld`);
  const cards = await page.$$eval('#projects a:has(img)', (links) =>
    links.map((a) => ({
      href: a.getAttribute('href'),
      image: a.querySelector('img')?.getAttribute('src'),
      crop: a.querySelector('img')?.dataset.crop ?? 'main',
    })),
  );
  if (cards.length === 0) throw new Error('No project cards found on /helloworld.');

  for (const { href, image, crop } of cards) {
    if (!href || !image?.endsWith('.webp')) throw new Error(`Card ${href}: no .webp image`);
    await page.goto(`${base}${href}`, { waitUntil: 'networkidle' });
    // A game in play, not an empty board: a few moves (pages without arrows ignore them).
    for (const key of MOVES[href] ?? []) await page.keyboard.press(key);
    await page.evaluate(async () => {
      await document.fonts.ready;
      // Pictures in the first screen; lazy ones further down never load, so never wait on them.
      const inView = [...document.images].filter(
        (img) => !img.complete && img.getBoundingClientRect().top < innerHeight,
      );
      await Promise.all(inView.map((img) => img.decode().catch(() => null)));
    });
    await page.waitForTimeout(300);
    // The part at the top of the screen, under the sticky navbar (clear of anything
    // fixed at the screen's foot), with a margin around its corner.
    const part = page.locator(crop).first();
    await part.evaluate((el) => {
      const bar = document.querySelector('body > header')?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy(0, el.getBoundingClientRect().top - Math.max(0, bar) - 16);
    });
    const box = await part.boundingBox();
    if (!box) throw new Error(`Card ${href}: nothing matches ${crop}`);
    const png = await page.screenshot({
      type: 'png',
      clip: { x: Math.max(0, box.x - 16), y: Math.max(0, box.y - 16), ...CROP },
    });
    const webp = await page.evaluate(
      async ({ data, width, height, quality }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${data}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d');
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(img, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality).split(',')[1];
      },
      { data: png.toString('base64'), ...IMAGE },
    );
    const file = join(root, 'public', decodeURIComponent(image));
    writeFileSync(file, Buffer.from(webp, 'base64'));
    console.log(
      `${href} -> public${image} (${Math.round(Buffer.from(webp, 'base64').length / 1024)} KB)`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
