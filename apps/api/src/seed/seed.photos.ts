import { sectors } from '@otousta/shared/options/vehicles';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import type { Random } from './seed.random.js';

/** Background colour pairs for the generated pictures. */
const palettes = [
  ['#1c7ed6', '#0b7285'],
  ['#e8590c', '#c92a2a'],
  ['#2b8a3e', '#087f5b'],
  ['#5f3dc4', '#1864ab'],
  ['#343a40', '#495057'],
  ['#d9480f', '#e67700'],
  ['#0c8599', '#1971c2'],
  ['#862e9c', '#a61e4d'],
] as const;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A car seen from the side, drawn with a few shapes. */
const car = (x: number, y: number, scale: number, fill: string) => `
  <g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}">
    <path d="M20 120 L40 80 Q55 50 95 48 L200 45 Q235 45 258 75 L285 100 Q330 104 340 125 L340 150 L20 150 Z"/>
    <path d="M80 82 L102 58 L160 56 L160 84 Z M175 56 L215 56 Q232 58 246 84 L175 84 Z" fill="#1a1b1e" fill-opacity="0.45"/>
    <circle cx="90" cy="152" r="30" fill="#1a1b1e"/><circle cx="90" cy="152" r="13" fill="#ced4da"/>
    <circle cx="270" cy="152" r="30" fill="#1a1b1e"/><circle cx="270" cy="152" r="13" fill="#ced4da"/>
  </g>`;

/** A spanner, the sign of a workshop. */
const spanner = (x: number, y: number, rotate: number) => `
  <g transform="translate(${x} ${y}) rotate(${rotate})" fill="#ffffff" fill-opacity="0.22">
    <rect x="-12" y="0" width="24" height="150" rx="10"/>
    <path d="M-38 -30 A40 40 0 1 0 38 -30 L18 -30 L18 5 L-18 5 L-18 -30 Z"/>
  </g>`;

/**
 * A 960×640 picture for a trade: a gradient, a car, a spanner, the trade's initial in a badge and its name. Made
 * from SVG by sharp, so the demo data needs no network and no stock photos.
 */
export function tradePicture(sectorValue: string, variant: number): Promise<Buffer> {
  const sector = sectors.find((s) => s.value === sectorValue);
  const label = sector?.label ?? 'Oto Servis';
  const initial = label.charAt(0).toLocaleUpperCase('tr-TR');
  const [from, to] = palettes[variant % palettes.length]!;
  const flip = variant % 2 === 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient>
    </defs>
    <rect width="960" height="640" fill="url(#bg)"/>
    <circle cx="${flip ? 160 : 800}" cy="120" r="210" fill="#ffffff" fill-opacity="0.08"/>
    <circle cx="${flip ? 860 : 90}" cy="600" r="160" fill="#000000" fill-opacity="0.10"/>
    <rect x="0" y="500" width="960" height="140" fill="#000000" fill-opacity="0.2"/>
    ${spanner(flip ? 330 : 630, 190, flip ? -30 : 30)}
    ${car(flip ? 380 : 220, 250, 1.2, '#f8f9fa')}
    <circle cx="${flip ? 800 : 160}" cy="130" r="78" fill="#ffffff" fill-opacity="0.92"/>
    <text x="${flip ? 800 : 160}" y="160" font-family="DejaVu Sans, sans-serif" font-size="92" font-weight="700"
      text-anchor="middle" fill="${from}">${escapeXml(initial)}</text>
    <text x="480" y="600" font-family="DejaVu Sans, sans-serif" font-size="54" font-weight="700"
      text-anchor="middle" fill="#ffffff">${escapeXml(label)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** The trades that get their own pictures; every other trade uses the general ones. */
export const picturedSectors = [
  'genel',
  'elektrik',
  'kaporta',
  'boyama',
  'cekici',
  'ekspertiz',
  'motor',
  'lastik',
  'akü',
  'fren',
  'suspansiyon',
  'rot-balansci',
  'egzozcu',
  'klima-tamiri',
  'şanzıman-tamircisi',
] as const;

/** About 30 pictures, two per pictured trade, stored once and shared by the demo businesses. */
export function pictureSpecs(random: Random): { sector: string; variant: number }[] {
  const specs: { sector: string; variant: number }[] = [];
  for (const sector of picturedSectors) {
    const first = random.int(0, palettes.length - 1);
    specs.push({ sector, variant: first }, { sector, variant: (first + 3) % palettes.length });
  }
  return specs;
}

/** The picture URLs a list column holds over the rows `where` picks, each once: what a reset deletes with those rows. */
export async function storedPictures(db: Db, table: PgTable, column: PgColumn, where: SQL): Promise<string[]> {
  const rows = await db.execute(sql`select distinct unnest(${column}) as url from ${table} where ${where}`);
  return ((rows as unknown as { rows: { url: string }[] }).rows ?? []).map((r) => r.url);
}
