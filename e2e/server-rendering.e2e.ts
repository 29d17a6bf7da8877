import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount, openSignedIn, type SignedInAccount } from './support/accounts';
import { appReady, baseUrl, browserForFile, desktop, mobile, screenshot } from './support/browser';

/*
 * The public pages arrive rendered with their data (the home page, a business profile, the feed), readable without
 * JavaScript; the app then takes the same markup over without redrawing it, signed in or not.
 */

const browser = browserForFile();
let business: SignedInAccount;
const BUSINESS = 'Sunucu Oto Elektrik';
const POST = 'Sunucuda çizilen gönderi: akü ve marş motoru bakımı';
// A business in a province of its own, so its city pages list it on their first page whatever other files add.
const LOCAL = 'Kilis Lastik Merkezi';
let local: SignedInAccount;

const html = (path: string, cookie?: string) =>
  fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} }).then(async (r) => ({
    status: r.status,
    body: await r.text(),
  }));

/** What #root holds in a page's HTML. */
const rootOf = (body: string) => body.slice(body.indexOf('<div id="root"'), body.indexOf('</body>'));

/** Opens a page, noting every element the app removes while taking the server's markup over, and every error. */
async function openWatched(page: Page, path: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedByApp: string[] }).removedByApp = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.closest('main')) continue;
        for (const node of Array.from(record.removedNodes))
          if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await appReady(page);
  return {
    errors,
    removed: () => page.evaluate(() => (window as unknown as { removedByApp: string[] }).removedByApp),
  };
}

describe('server-rendered public pages', () => {
  beforeAll(async () => {
    business = await createSignedInAccount({ userType: 'isletme', data: { businessName: BUSINESS } });
    const form = new FormData();
    form.append('postData', JSON.stringify({ content: POST, type: 'maintenance' }));
    const response = await fetch(`${baseUrl()}/api/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${business.accessToken}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`post failed: ${response.status}`);
    local = await createSignedInAccount({
      userType: 'isletme',
      data: {
        businessName: LOCAL,
        city: 'kilis',
        businessSector: ['lastik'],
        businessLatitude: 36.7184,
        businessLongitude: 37.1212,
      },
    });
  });

  it('sends the first screen of the home page, a business profile and the feed in the HTML itself', async () => {
    const home = await html('/');
    expect(home.status).toBe(200);
    expect(rootOf(home.body)).toContain('Hoş Geldiniz!');

    const profile = await html(`/isletme/${business.user.id}`);
    expect(rootOf(profile.body)).toContain(`>${BUSINESS}</h1>`);
    expect(rootOf(profile.body)).toContain('Hizmetler');

    const feed = await html('/akis');
    expect(rootOf(feed.body)).toContain('>Akış</h1>');
    expect(rootOf(feed.body)).toContain(POST);
    // The data the page was drawn from travels with it, so the browser asks for it no second time.
    expect(feed.body).toMatch(/<script type="application\/json" id="server-payload">\{.*"posts".*<\/script>/);
  });

  it("leaves the welcome helper out of a returning visitor's home page and starts its list on the device's city", async () => {
    const returning = await html('/', 'onboarded=1; tercih=kilis%2C');
    expect(rootOf(returning.body)).not.toContain('Hoş Geldiniz!');
    expect(rootOf(returning.body)).toContain('Ne lazım?');
    expect(rootOf(returning.body)).toContain(LOCAL);
    expect(rootOf(returning.body)).not.toContain('Yükleniyor');
  });

  it('sends the plain app shell, never an error, for a page it cannot render', async () => {
    const missing = await html('/isletme/boyle-bir-isletme-yok');
    // No such business: the status says so, and the browser's app shows why.
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('server-payload');
    expect(missing.body).toContain('<div id="root">');
  });

  it('shows the pages without JavaScript, at 1280 and 390 px', async () => {
    for (const [width, viewport] of [
      ['1280', desktop],
      ['390', mobile],
    ] as const) {
      const context = await browser().newContext({
        viewport,
        locale: 'tr-TR',
        baseURL: baseUrl(),
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto('/akis');
      await page.getByRole('article', { name: `${BUSINESS} gönderisi` }).waitFor();
      await screenshot(page, `ssr-feed-nojs-${width}`);
      await page.goto(`/isletme/${business.user.id}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(BUSINESS);
      await screenshot(page, `ssr-business-nojs-${width}`);
      await page.goto('/');
      await page.getByRole('heading', { name: 'Hoş Geldiniz!' }).waitFor();
      await screenshot(page, `ssr-home-nojs-${width}`);
      await context.close();
    }
  });

  it('takes the markup over without redrawing it or an error, and works at once', async () => {
    const context = await browser().newContext({ viewport: desktop, locale: 'tr-TR', baseURL: baseUrl() });
    for (const path of ['/', `/isletme/${business.user.id}`, '/akis', '/kilis', '/kilis/lastik']) {
      const page = await context.newPage();
      const watched = await openWatched(page, path);
      expect(await watched.removed(), path).toEqual([]);
      expect(watched.errors, path).toEqual([]);
      await page.close();
    }
    const page = await context.newPage();
    await openWatched(page, '/');
    await page.getByRole('button', { name: 'Hoş geldiniz kutusunu kapat' }).click();
    await page.getByRole('heading', { name: 'Hoş Geldiniz!' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('sends a city page and a city+sector page with their own title, canonical, breadcrumb, JSON-LD and cards', async () => {
    for (const [path, title] of [
      ['/kilis', 'Kilis Oto Servisleri ve Ustaları'],
      ['/kilis/lastik', 'Kilis Lastik İşletmeleri'],
    ] as const) {
      const page = await html(path);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain(`<title>${title} - OtoUsta</title>`);
      expect(page.body).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${path}"`));
      const jsonLd = [...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as { '@type': string; itemListElement: { name: string; url?: string }[] },
      );
      const list = jsonLd.find((d) => d['@type'] === 'ItemList');
      expect(list?.itemListElement.map((i) => i.name)).toEqual([LOCAL]);
      expect(list?.itemListElement[0]?.url).toMatch(new RegExp(`/isletme/${local.user.id}$`));
      expect(jsonLd.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement.map((i) => i.name)).toEqual(
        path === '/kilis' ? ['Ana Sayfa', 'Kilis'] : ['Ana Sayfa', 'Kilis', 'Lastik'],
      );
      // The cards and the visible breadcrumb are in the HTML itself.
      expect(rootOf(page.body)).toContain(`>${title}</h1>`);
      expect(rootOf(page.body)).toContain(LOCAL);
      expect(rootOf(page.body)).toContain('aria-label="Sayfa yolu"');
    }
    // The city page leads to its sectors' pages; a business page back to its city's and sector's.
    expect(rootOf((await html('/kilis')).body)).toContain('href="/kilis/lastik"');
    const profile = rootOf((await html(`/isletme/${local.user.id}`)).body);
    expect(profile).toContain('href="/kilis"');
    expect(profile).toContain('href="/kilis/lastik"');
  });

  it('shows the city+sector page at 1280 and 390 px, nothing wider than the screen, linked from the footer', async () => {
    for (const [width, viewport] of [
      ['1280', desktop],
      ['390', mobile],
    ] as const) {
      const context = await browser().newContext({ viewport, locale: 'tr-TR', baseURL: baseUrl() });
      const page = await context.newPage();
      await page.goto('/kilis/lastik');
      await appReady(page);
      await page.getByRole('heading', { level: 1, name: 'Kilis Lastik İşletmeleri' }).waitFor();
      await page.getByRole('main').getByRole('article').filter({ hasText: LOCAL }).waitFor();
      const trail = page.getByRole('navigation', { name: 'Sayfa yolu' });
      expect(await trail.getByRole('link', { name: 'Kilis' }).getAttribute('href')).toBe('/kilis');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `ssr-city-sector-${width}`);
      // The footer's cities open their pages in the app.
      await page.getByRole('navigation', { name: 'Şehirler' }).getByRole('link', { name: 'İzmir' }).click();
      await page.waitForURL(/\/izmir$/);
      await page.getByRole('heading', { level: 1, name: 'İzmir Oto Servisleri ve Ustaları' }).waitFor();
      await page.goto('/kilis');
      await appReady(page);
      await page.getByRole('main').getByRole('article').filter({ hasText: LOCAL }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, `ssr-city-${width}`);
      await context.close();
    }
  });

  it("answers unknown pages with 404 and the app's Turkish not-found page; the app's own routes still answer", async () => {
    for (const path of ['/boyle-bir-sayfa-yok', '/kilis/olmayan-sektor', '/kilis/lastik/fazla']) {
      const page = await html(path);
      expect(page.status, path).toBe(404);
      expect(rootOf(page.body), path).toContain('Sayfa Bulunamadı');
    }
    for (const path of ['/akis', '/profilim', '/bildirimler', '/cekici-hizmetleri', '/oto-yedek']) {
      expect((await html(path)).status, path).toBe(200);
    }
    expect((await fetch(`${baseUrl()}/api/users/service-providers?city=kilis`)).status).toBe(200);
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec((await html('/')).body)?.[1];
    expect((await fetch(`${baseUrl()}${script}`)).status).toBe(200);

    const context = await browser().newContext({ viewport: mobile, locale: 'tr-TR', baseURL: baseUrl() });
    const page = await context.newPage();
    const response = await page.goto('/boyle-bir-sayfa-yok');
    expect(response?.status()).toBe(404);
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' }).waitFor();
    await page.getByRole('link', { name: 'Ana Sayfaya Dön' }).waitFor();
    await screenshot(page, 'not-found-390');
    await context.close();
  });

  it('gives a signed-in reader their own header and controls once the app has the page', async () => {
    const { context, page } = await openSignedIn(browser(), `/isletme/${business.user.id}`, business);
    await page.getByRole('link', { name: 'Profilimi Düzenle' }).waitFor();
    expect(await page.getByRole('main').getByText('Şikayet Et').count()).toBe(0);
    await page.goto('/akis');
    await page.getByRole('button', { name: 'Yeni Gönderi' }).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Giriş Yap' }).count(),
    ).toBe(0);
    await context.close();
  });
});
