import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import { createSignedInAccount, openSignedIn, signInAccount } from './support/accounts';
import { apiClient } from './support/api';
import { appReady, baseUrl, browserForFile, desktop, mobile, openPage, pathname, screenshot } from './support/browser';

const DEFAULT_TITLE = "OtoUsta - Türkiye'nin En Güvenilir Otomotiv Hizmet Platformu";

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('app shell', () => {
  const browser = browserForFile();

  it('serves the Turkish app with its default title on the home page', async () => {
    const { context, page } = await openPage(browser(), '/');
    await heading(page).waitFor();
    expect(await page.title()).toBe(DEFAULT_TITLE);
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await screenshot(page, 'home-1280');
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();
  });

  it('shows a signed-out visitor the links of the top navigation, with sign-in (back to this page) and registration', async () => {
    const { context, page } = await openPage(browser(), '/akis');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.waitFor();
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/akis',
      '/oto-yedek',
      '/oto-yedek-panel',
      '/hakkimizda',
      // 'Acil Çekici', in the bar on every page.
      '/cekici-hizmetleri',
      '/giris-yap?donus=%2Fakis',
      '/kayit-ol',
    ]);
    expect(await page.getByRole('link', { name: 'OtoUsta ana sayfa' }).getAttribute('href')).toBe('/?page=1&limit=12');
    await context.close();
  });

  it('highlights home only on the root path and any other link when the path ends with it', async () => {
    const { context, page } = await openPage(browser(), '/akis');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    // The page itself, not the header shown while its code loads, which the page's header then replaces.
    await page.getByRole('heading', { name: 'Akış', level: 1 }).waitFor();
    await appReady(page);
    expect(await nav.getByRole('link', { name: 'Akış' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Ana Sayfa' }).getAttribute('aria-current')).toBeNull();

    await nav.getByRole('link', { name: 'Ana Sayfa' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    await expect.poll(() => nav.getByRole('link', { name: 'Ana Sayfa' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Akış' }).getAttribute('aria-current')).toBeNull();
    await context.close();
  });

  it("marks 'Acil Çekici' in the bar as the current page on the tow services page", async () => {
    const { context, page } = await openPage(browser(), '/cekici-hizmetleri');
    await appReady(page);
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    expect(await nav.getByRole('link', { name: 'Acil Çekici' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Ana Sayfa' }).getAttribute('aria-current')).toBeNull();
    await context.close();
  });

  it('closes the account menu when the keyboard leaves it, and Escape gives the focus back to its button', async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openSignedIn(browser(), '/hakkimizda', account);
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    const button = nav.getByRole('button', { name: account.user.firstName, exact: false });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // 'Çıkış' is the menu's last control: Tab from it goes on to the page.
    await nav.getByRole('button', { name: 'Çıkış' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Profilim' }).isVisible()).toBe(false);

    await button.click();
    await nav.getByRole('link', { name: 'Profilim' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('sends a tab whose session was ended on another device to sign in, saying so', async () => {
    const account = await createSignedInAccount();
    const other = await signInAccount(account);
    const { context, page } = await openSignedIn(browser(), '/bildirimler', account);
    const call = apiClient(baseUrl());
    const { sessions } = await call<{ sessions: { id: string; current: boolean }[] }>('/auth/sessions', {
      token: other.accessToken,
    });
    const ended = sessions.find((session) => !session.current)!;
    await call(`/auth/sessions/${ended.id}`, { method: 'DELETE', token: other.accessToken });

    await page.reload();
    await expect.poll(() => pathname(page)).toBe('/giris-yap');
    await page.getByText('Oturumunuz sonlandırıldı. Lütfen yeniden giriş yapın.').waitFor();
    await context.close();
  });

  it('has a page, never the 404, for every route of the product, each under a page title', async () => {
    // Pages name themselves ('Akış - OtoUsta', or what they show, e.g. a business that does not exist).
    const routes = [
      '/tanitim',
      '/akis',
      '/hakkimizda',
      '/iletisim',
      '/mesajlar',
      '/cekici-hizmetleri',
      '/yedek-parca',
      '/oto-yedek',
      '/oto-yedek-panel',
      '/add-product',
      '/edit-product/urun-1',
      '/isletme/isletme-1',
      '/kategoriler',
      '/kampanyalar',
      '/yeni-urunler',
      '/indirimli',
      '/tum-urunler',
      '/satici-ol',
      '/komisyon',
      '/destek',
      '/yardim',
      '/sss',
      '/iade',
      '/kariyer',
      '/basin',
      '/gizlilik',
      '/giris-yap',
      '/profilim',
      '/kayit-ol',
    ];
    const { context, page } = await openPage(browser(), '/');
    for (const path of routes) {
      await page.goto(path);
      await expect.poll(() => page.title(), { message: path }).toMatch(/^\S.* - OtoUsta$/);
      expect(await page.getByText('Sayfa Bulunamadı').count(), path).toBe(0);
    }
    await context.close();
  });

  it('sends the scripts of the app compressed and cached for good', async () => {
    const { context, page } = await openPage(browser(), '/');
    const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
    const response = await page.request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['cache-control']).toContain('immutable');
    await context.close();
  });

  it('sends /register to the registration page and the footer seller panel to the panel', async () => {
    const { context, page } = await openPage(browser(), '/register');
    await expect.poll(() => pathname(page)).toBe('/kayit-ol');
    await expect.poll(() => page.title()).toBe('Kayıt Ol - OtoUsta');

    await page.goto('/satis-paneli');
    await expect.poll(() => pathname(page)).toBe('/oto-yedek-panel');
    await context.close();
  });

  it('answers an unknown address with the 404 page and its ways out', async () => {
    for (const viewport of [desktop, mobile]) {
      const { context, page } = await openPage(browser(), '/boyle-bir-sayfa-yok', viewport);
      await heading(page).waitFor();
      expect(await heading(page).textContent()).toBe('Sayfa Bulunamadı');
      expect(await page.title()).toBe('Sayfa Bulunamadı - OtoUsta');
      const main = page.getByRole('main');
      for (const [name, href] of [
        ['Ana Sayfaya Dön', '/'],
        ['Çekici Hizmetleri', '/cekici-hizmetleri'],
        ['Yedek Parça', '/oto-yedek'],
        ['İletişim', '/iletisim'],
      ]) {
        expect(await main.getByRole('link', { name }).getAttribute('href')).toBe(href);
      }
      await screenshot(page, `404-${viewport.width}`);
      if (viewport === desktop) expect(await accessibilityProblems(page)).toEqual([]);
      await context.close();
    }
  });

  it('offers a skip link that moves the keyboard to the page content', async () => {
    const { context, page } = await openPage(browser(), '/hakkimizda');
    await heading(page).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'İçeriğe geç' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await context.close();
  });

  describe('mobile menu at 390 px', () => {
    async function openPhone(path = '/hakkimizda') {
      const opened = await openPage(browser(), path, mobile);
      await heading(opened.page).waitFor();
      return opened;
    }
    const toggle = (page: Page) => page.getByRole('button', { name: /Menüyü (aç|kapat)/ });
    const menu = (page: Page) => page.getByRole('navigation', { name: 'Mobil menü' });

    it('hides the desktop links behind a labelled toggle that lists every destination', async () => {
      const { context, page } = await openPhone();
      expect(await page.getByRole('navigation', { name: 'Ana menü' }).isVisible()).toBe(false);
      expect(await menu(page).isVisible()).toBe(false);
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
      await screenshot(page, 'home-shell-390');

      await toggle(page).click();
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
      expect(await toggle(page).getAttribute('aria-label')).toBe('Menüyü kapat');
      // The burger turns into a cross; the screenshot shows where its transition ends.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      const names = await menu(page).getByRole('link').allTextContents();
      expect(names).toEqual([
        'Acil Çekici',
        'Ana Sayfa',
        'Akış',
        'OtoYedek',
        'Satış Panel',
        'Hakkımızda',
        'Giriş Yap',
        'Kayıt Ol',
      ]);
      await screenshot(page, 'mobile-menu-390');
      expect(await accessibilityProblems(page)).toEqual([]);
      await context.close();
    });

    it('closes on Escape and gives the focus back to the toggle', async () => {
      const { context, page } = await openPhone();
      await toggle(page).click();
      await menu(page).waitFor();
      await page.keyboard.press('Escape');
      await menu(page).waitFor({ state: 'hidden' });
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
      expect(await toggle(page).evaluate((el) => el === document.activeElement)).toBe(true);
      await context.close();
    });

    it('closes on a click outside it', async () => {
      const { context, page } = await openPhone();
      await toggle(page).click();
      await menu(page).waitFor();
      await page.mouse.click(195, 780);
      await menu(page).waitFor({ state: 'hidden' });
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
      await context.close();
    });

    it('closes when a link is chosen, also the link of the page already shown', async () => {
      const { context, page } = await openPhone();
      await toggle(page).click();
      await menu(page).getByRole('link', { name: 'Akış' }).click();
      await expect.poll(() => pathname(page)).toBe('/akis');
      await menu(page).waitFor({ state: 'hidden' });

      await toggle(page).click();
      await menu(page).getByRole('link', { name: 'Akış' }).click();
      await menu(page).waitFor({ state: 'hidden' });
      await context.close();
    });
  });
});
