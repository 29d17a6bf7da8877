import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount, openSignedIn, type SignedInAccount } from './support/accounts';
import { appReady, baseUrl, desktop, launchBrowser, mobile, screenshot } from './support/browser';

/*
 * The public pages arrive rendered with their data (the home page, a business profile, the feed), readable without
 * JavaScript; the app then takes the same markup over without redrawing it, signed in or not.
 */

let browser: Browser;
let business: SignedInAccount;
const BUSINESS = 'Sunucu Oto Elektrik';
const POST = 'Sunucuda çizilen gönderi: akü ve marş motoru bakımı';

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
    browser = await launchBrowser();
    business = await createSignedInAccount({ userType: 'isletme', data: { businessName: BUSINESS } });
    const form = new FormData();
    form.append('postData', JSON.stringify({ content: POST, type: 'maintenance' }));
    const response = await fetch(`${baseUrl()}/api/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${business.accessToken}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`post failed: ${response.status}`);
  });
  afterAll(() => browser.close());

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

  it("leaves the onboarding out of a returning visitor's home page, which the browser fills in", async () => {
    const returning = await html('/', 'onboarded=1');
    expect(rootOf(returning.body)).not.toContain('Hoş Geldiniz!');
    expect(rootOf(returning.body)).toContain('Yükleniyor');
  });

  it('sends the plain app shell, never an error, for a page it cannot render', async () => {
    const missing = await html('/isletme/boyle-bir-isletme-yok');
    expect(missing.status).toBe(200);
    expect(missing.body).not.toContain('server-payload');
    expect(missing.body).toContain('<div id="root">');
  });

  it('shows the pages without JavaScript, at 1280 and 390 px', async () => {
    for (const [width, viewport] of [
      ['1280', desktop],
      ['390', mobile],
    ] as const) {
      const context = await browser.newContext({
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
    const context = await browser.newContext({ viewport: desktop, locale: 'tr-TR', baseURL: baseUrl() });
    for (const path of ['/', `/isletme/${business.user.id}`, '/akis']) {
      const page = await context.newPage();
      const watched = await openWatched(page, path);
      expect(await watched.removed(), path).toEqual([]);
      expect(watched.errors, path).toEqual([]);
      await page.close();
    }
    const page = await context.newPage();
    await openWatched(page, '/');
    await page.getByRole('button', { name: 'Başlayalım' }).click();
    await page.getByRole('heading', { name: 'Hangi şehirdesiniz?' }).waitFor();
    await context.close();
  });

  it('gives a signed-in reader their own header and controls once the app has the page', async () => {
    const { context, page } = await openSignedIn(browser, `/isletme/${business.user.id}`, business);
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
