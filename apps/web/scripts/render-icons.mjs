// Renders the app icons of the web manifest (public/icons/*.png) from the Tidy Steps mark, the same drawing
// as public/favicon.svg. Run it by hand after changing the mark (`node apps/web/scripts/render-icons.mjs`)
// and commit the PNGs: the build only copies them, so it needs neither sharp nor this script.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const iconsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const GREEN = '#2f6b5e';
const CREAM = '#faf7f2';
const SAND = '#e9c58f';

/** The steps and the sun of the mark, drawn in a 64 × 64 box. */
const steps = (stroke, sun) => `
  <path d="M14 46h12v-9h10v-9h14" fill="none" stroke="${stroke}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="47" cy="18" r="4" fill="${sun}"/>`;

const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;

/** The mark scaled to `scale` of the box, around its centre, on a full square of `background`. */
const fullBleed = (scale, background) =>
  svg(`<rect width="64" height="64" fill="${background}"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${steps(CREAM, SAND)}</g>`);

const icons = [
  // "any": the rounded square of the favicon, with transparent corners.
  {
    file: 'icon-192.png',
    size: 192,
    source: svg(`<rect width="64" height="64" rx="16" fill="${GREEN}"/>${steps(CREAM, SAND)}`),
  },
  {
    file: 'icon-512.png',
    size: 512,
    source: svg(`<rect width="64" height="64" rx="16" fill="${GREEN}"/>${steps(CREAM, SAND)}`),
  },
  // Maskable: the launcher cuts its own shape, so the colour fills the square and the drawing stays
  // inside the central safe circle (40 % radius).
  { file: 'icon-maskable-512.png', size: 512, source: fullBleed(0.9, GREEN) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, source: fullBleed(0.96, GREEN) },
  // Android draws the badge in the status bar from its alpha channel only: white on transparent.
  {
    file: 'badge-96.png',
    size: 96,
    source: svg(`<g transform="translate(32 32) scale(1.2) translate(-32 -32)">${steps('#ffffff', '#ffffff')}</g>`),
  },
];

mkdirSync(iconsDir, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(icon.source), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(join(iconsDir, icon.file));
  console.log(`icons: ${icon.file} (${icon.size} × ${icon.size})`);
}
