import { chromium } from 'playwright-core';
const B = 'http://127.0.0.1:3918';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
async function as(email, vp, steps) {
  const ctx = await b.newContext({ viewport: vp, locale: 'tr-TR' });
  const p = await ctx.newPage();
  await p.goto(B + '/giris-yap', { waitUntil: 'networkidle' });
  await p.getByLabel(/E-posta/).fill(email); await p.getByLabel(/Şifre/).first().fill('OtoUsta2026!');
  await p.getByRole('button', { name: 'Giriş Yap' }).last().click(); await p.waitForTimeout(2500);
  await steps(p, async (n) => { await p.waitForTimeout(900); await p.screenshot({ path: `/tmp/shots/${n}.png` }); console.log(n, p.url(), 'overflow', await p.evaluate(() => document.documentElement.scrollWidth - innerWidth)); });
  await ctx.close();
}
const phone = { width: 390, height: 844 }, desk = { width: 1280, height: 900 };
await as('isletme@otousta.com.tr', phone, async (p, shot) => {
  await shot('20-business-landing');
  await p.goto(B + '/teklif-talepleri', { waitUntil: 'networkidle' }); await shot('21-inbox');
  await p.goto(B + '/randevularim', { waitUntil: 'networkidle' }); await shot('22-biz-appointments');
  await p.evaluate(() => scrollTo(0, 900)); await shot('23-biz-appointments-2');
});
await as('musteri@otousta.com.tr', phone, async (p, shot) => {
  await p.goto(B + '/randevularim', { waitUntil: 'networkidle' }); await shot('24-cust-appointments');
  await p.goto(B + '/bildirimler', { waitUntil: 'networkidle' }); await shot('25-notifications');
});
await as('musteri@otousta.com.tr', desk, async (p, shot) => {
  await p.goto(B + '/', { waitUntil: 'networkidle' }); await shot('26-home-desk');
});
await b.close();
