// `npm run bench lighthouse`: Lighthouse (mobile preset: Moto G-class device, slow 4G, 4x CPU slowdown) on the built
// home, business profile, feed and product pages, served by the production server with the demo data. Prints the
// performance, accessibility and SEO scores and the metrics behind performance. Not part of `npm test`.
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './server.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The demo data loads only outside production (the seeder refuses a production database).
const server = await startServer({ SEED_DEMO: 'true', NODE_ENV: 'development' });
let chrome;
try {
  // The demo data is written on the first start; wait until the listing has it.
  let businessId;
  for (let i = 0; i < 600 && !businessId; i++) {
    const answer = await fetch(`${server.url}/api/users/service-providers?limit=12`).then((r) => r.json());
    businessId = answer.serviceProviders?.[0]?.id;
    if (!businessId) await new Promise((r) => setTimeout(r, 500));
  }
  if (!businessId) throw new Error('no business in the demo data');
  const product = await fetch(`${server.url}/api/products?limit=1`).then((r) => r.json());
  const productId = product.products?.[0]?.id;
  if (!productId) throw new Error('no product in the demo data');

  const pages = [
    ['home', '/'],
    ['business', `/isletme/${businessId}`],
    ['feed', '/akis'],
    ['product', `/urun/${productId}`],
  ];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  // Other work on the machine slows the page's tasks and so the simulated metrics: the record notes the load.
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`load average before: ${load()}`);
  for (const [name, path] of pages) {
    // One warm-up load so the first run does not pay for the server's cold caches.
    await fetch(`${server.url}${path}`);
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const failed = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    rows.push({
      page: name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      FCP: audits['first-contentful-paint'].displayValue,
      LCP: audits['largest-contentful-paint'].displayValue,
      TBT: audits['total-blocking-time'].displayValue,
      CLS: audits['cumulative-layout-shift'].displayValue,
      failing: failed.join(' ') || '—',
    });
  }
  console.table(rows);
  console.log(`load average after: ${load()}`);
} finally {
  await chrome?.kill();
  await server.stop();
}
