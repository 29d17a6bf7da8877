// The JavaScript each main route downloads, gzipped, measured in a real Chromium: every script the page loads
// until the network is idle, sized from the built files (gzip level 9, as a static server or CDN would send them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { root } from '../scripts/lib.mjs';
import { startServer } from './server.mjs';

const BUDGET_KB = 170;
// The home page shows its search and listing to every visitor; a returning one (the welcome helper answered, a city
// chosen) starts from the city's list (docs/product.md §2 'Home'): both count.
const RETURNING = '/ (returning)';
const routes = ['/', RETURNING, '/akis', '/mesajlar', '/giris-yap', '/kayit-ol', '/profilim', '/oto-yedek', '/tanitim'];
const onboarded = JSON.stringify({ city: 'izmir', vehicleType: null, isCompleted: true });
const gzipKb = (path) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows = [];
try {
  for (const route of routes) {
    const page = await browser.newPage();
    if (route === RETURNING) {
      await page.addInitScript((value) => localStorage.setItem('onboardingData', value), onboarded);
    }
    const scripts = new Set();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.startsWith('/assets/')) scripts.add(pathname);
    });
    await page.goto(server.url + (route === RETURNING ? '/' : route), { waitUntil: 'networkidle' });
    const kb = [...scripts].reduce((sum, path) => sum + gzipKb(join(root, 'apps/web/dist', path)), 0);
    rows.push({ route, files: scripts.size, kb });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log('| route | scripts | JS gzipped |\n| --- | --- | --- |');
for (const { route, files, kb } of rows) console.log(`| \`${route}\` | ${files} | ${kb.toFixed(1)} KB |`);
for (const first of rows.filter((row) => [`/`, RETURNING, '/akis'].includes(row.route))) {
  console.log(`\n${first.route}: ${first.kb.toFixed(1)} KB of ${BUDGET_KB} KB budget.`);
  if (first.kb > BUDGET_KB) process.exitCode = 1;
}
