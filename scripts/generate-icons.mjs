// Makes the installable site's PNG icons (apps/web/public/icons) from the logo in apps/web/public/favicon.svg:
// `node scripts/generate-icons.mjs`. The PNGs are committed; run this again when the logo changes.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const web = new URL('../apps/web/public/', import.meta.url);
const out = new URL('icons/', web);
mkdirSync(out, { recursive: true });

const logo = readFileSync(new URL('favicon.svg', web), 'utf8');
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#1c7ed6';
// The car of the logo: everything after its rounded background square.
const car = logo.replace(/^.*?<rect[^>]*\/>/s, '').replace(/<\/svg>\s*$/, '');

// Maskable: the launcher cuts the icon to its own shape (circle, squircle) and shows only the middle 80% for sure,
// so the background fills the square and the car is shrunk to sit inside that circle. Its box is x 10–50, y 24–51.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand}"/><g transform="translate(32 32) scale(0.78) translate(-30 -37.5)">${car}</g></svg>`;
// Badge: the small monochrome icon Android shows in the status bar; only its alpha counts, so a white car alone.
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g transform="translate(32 32) scale(1.4) translate(-30 -37.5)"><path d="M14 38l6-14h24l6 14v8h-4a5 5 0 0 1-10 0H22a5 5 0 0 1-10 0h-2v-8z" fill="#fff"/></g></svg>`;

const render = (svg, size, file, background) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .flatten(background ? { background } : false)
    .png({ compressionLevel: 9 })
    .toFile(new URL(file, out).pathname);

await Promise.all([
  render(logo, 192, 'icon-192.png'),
  render(logo, 512, 'icon-512.png'),
  render(maskable, 192, 'maskable-192.png'),
  render(maskable, 512, 'maskable-512.png'),
  // iOS puts its own rounded corners on a square without transparency.
  render(maskable, 180, 'apple-touch-icon.png', brand),
  render(badge, 96, 'badge-96.png'),
]);
