import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import {
  createSignedInAccount,
  fillRegistrationForm,
  openSignedIn,
  registerAccount,
  storedSession,
  storeSession,
  uniqueContact,
} from './support/accounts';
import { baseUrl, browserForFile, desktop, mobile, openPage, pathname, screenshot } from './support/browser';

// Mantine appends ' *' to the label of a required field.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const alert = (page: Page) => page.getByRole('main').getByRole('alert');

async function openSignIn(viewport = desktop) {
  const opened = await openPage(browser(), '/giris-yap', viewport);
  await opened.page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
  return opened;
}

async function submit(page: Page, email: string, password: string) {
  await field(page, 'E-posta').fill(email);
  await field(page, 'Şifre').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
}

const browser = browserForFile();

describe('sign in', () => {
  it('signs a registered user in, stores the session and lands on the home page with their name in the menu', async () => {
    const account = await registerAccount({ data: { firstName: 'Deniz', lastName: 'Kaya' } });
    const { context, page } = await openSignIn();
    expect(await page.getByRole('checkbox', { name: 'Beni hatırla' }).isChecked()).toBe(true);
    expect(await page.getByRole('link', { name: 'Kayıt Ol' }).last().getAttribute('href')).toBe('/kayit-ol');

    await submit(page, account.email.toUpperCase(), account.password);
    await expect.poll(() => pathname(page)).toBe('/');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    // The account's links are in a menu on the user's name.
    await nav.getByRole('button', { name: 'Deniz Kaya' }).click();
    expect(await nav.getByRole('link', { name: 'Profilim' }).getAttribute('href')).toBe('/profilim');
    expect(await nav.getByRole('link', { name: 'Mesajlar' }).getAttribute('href')).toBe('/mesajlar');
    expect(await nav.getByRole('button', { name: 'Çıkış' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Giriş Yap' }).count()).toBe(0);

    const stored = await storedSession(page);
    expect(JSON.parse(stored.user!)).toMatchObject({ id: account.user.id, firstName: 'Deniz', lastName: 'Kaya' });
    expect(stored.accessToken).toBeTruthy();
    expect(stored.refreshToken).toBeTruthy();
    await context.close();
  });

  it('asks for both fields before sending anything', async () => {
    const { context, page } = await openSignIn();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) sent += 1;
    });
    await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
    await alert(page).waitFor();
    expect(await alert(page).textContent()).toBe('Lütfen e-posta ve şifre alanlarını doldurun.');
    expect(await page.getByText('E-posta adresi zorunludur').isVisible()).toBe(true);
    expect(await page.getByText('Şifre zorunludur').isVisible()).toBe(true);
    expect(await field(page, 'E-posta').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(0);
    await context.close();
  });

  it('says the e-mail or password is wrong and keeps what was typed', async () => {
    const account = await registerAccount();
    const { context, page } = await openSignIn();
    await submit(page, account.email, 'yanlis-sifre-123');
    await alert(page).waitFor();
    expect(await alert(page).textContent()).toBe('E-posta adresi veya şifre hatalı.');
    expect(await field(page, 'E-posta').inputValue()).toBe(account.email);
    expect(page.url()).toContain('/giris-yap');
    expect((await storedSession(page)).accessToken).toBeNull();
    await context.close();
  });

  it('keeps the session only for the tab when remember me is off', async () => {
    const account = await registerAccount();
    const { context, page } = await openSignIn();
    await page.getByRole('checkbox', { name: 'Beni hatırla' }).uncheck();
    await submit(page, account.email, account.password);
    await expect.poll(() => pathname(page)).toBe('/');
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Mesajlar' }).waitFor();
    expect((await storedSession(page)).accessToken).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
    await context.close();
  });

  it('signs out: the server forgets the refresh token and the browser forgets the whole session', async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openSignedIn(browser(), '/hakkimizda', account);
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.getByRole('button', { name: account.user.firstName, exact: false }).click();
    await nav.getByRole('button', { name: 'Çıkış' }).click();
    await nav.getByRole('link', { name: 'Giriş Yap' }).waitFor();
    await expect.poll(() => pathname(page)).toBe('/');
    expect(await storedSession(page)).toEqual({ user: null, accessToken: null, refreshToken: null });

    const refresh = await fetch(`${baseUrl()}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: account.refreshToken }),
    });
    expect(refresh.status).toBe(401);
    await context.close();
  });

  it('signs out from the mobile menu too', async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openSignedIn(browser(), '/hakkimizda', account, mobile);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobil menü' });
    // 'Acil Çekici' comes first: the roadside is one tap away from every page.
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Acil Çekici',
      'Ana Sayfa',
      'Akış',
      'OtoYedek',
      'Satış Panel',
      'Hakkımızda',
      'Mesajlar',
      'Tekliflerim',
      'Siparişlerim',
      'Randevularım',
      'Araçlarım',
      'Favorilerim',
      'Ayşe Yılmaz',
    ]);
    await screenshot(page, 'mobile-menu-signed-in-390');
    await menu.getByRole('button', { name: 'Çıkış' }).click();
    await expect.poll(() => storedSession(page).then((s) => s.accessToken)).toBeNull();
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await menu.getByRole('link', { name: 'Giriş Yap' }).waitFor();
    await context.close();
  });

  it('renews an expired access token once for parallel calls and carries on', async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openPage(browser(), '/giris-yap');
    await storeSession(page, { ...account, accessToken: 'suresi-dolmus-anahtar' });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
    });
    // The profile page and the background session check both call the API with the stale token at once.
    await page.goto('/profilim');
    await page.getByRole('button', { name: 'Düzenle' }).waitFor();
    expect(refreshes).toHaveLength(1);
    const stored = await storedSession(page);
    expect(stored.accessToken).not.toBe('suresi-dolmus-anahtar');
    expect(stored.refreshToken).not.toBe(account.refreshToken);
    await context.close();
  });

  it('sends the user to the sign-in page and forgets the session when it cannot be renewed', async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openPage(browser(), '/giris-yap');
    await storeSession(page, { ...account, accessToken: 'gecersiz', refreshToken: 'gecersiz' });
    // The navigation's unread badge learns first that the session is dead (as it may on a busy machine): the page's
    // own calls, answered only after that, must still take the user to the sign-in page.
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
    await page.route(/\/api\/(auth\/profile|users\/profile\/complete|cart)$/, async (route) => {
      await refused;
      await route.continue();
    });
    await page.goto('/profilim');
    await expect.poll(() => pathname(page)).toBe('/giris-yap');
    await expect.poll(() => storedSession(page)).toEqual({ user: null, accessToken: null, refreshToken: null });
    await context.close();
  });

  it('keeps the signed-in desktop bar on one line at the narrowest desktop width, even with a long name', async () => {
    const account = await createSignedInAccount({
      data: { firstName: 'Abdurrahman Muhammed', lastName: 'Karamustafaoğulları' },
    });
    const { context, page } = await openSignedIn(browser(), '/hakkimizda', account, { width: 1200, height: 800 });
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.getByRole('button', { name: 'Abdurrahman Muhammed Karamustafaoğulları' }).waitFor();
    expect(await page.locator('header').evaluate((header) => header.getBoundingClientRect().height)).toBeLessThan(70);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1200);
    await screenshot(page, 'header-signed-in-1200');
    await context.close();
  });

  it('looks right and is accessible on a desktop and on a phone', async () => {
    for (const viewport of [desktop, mobile]) {
      const { context, page } = await openSignIn(viewport);
      expect(await page.title()).toBe('Giriş Yap - OtoUsta');
      for (const claim of ['25.000+', '%100', '7/24']) expect(await page.getByText(claim).isVisible()).toBe(true);
      await screenshot(page, `sign-in-${viewport.width}`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await context.close();
    }
  });

  describe('where signing in leads', () => {
    it('greets a new account after registration with its e-mail address filled in', async () => {
      const who = uniqueContact('kayit');
      const { context, page } = await openPage(browser(), '/kayit-ol');
      await page.getByRole('button', { name: 'Hesap Oluştur' }).waitFor();
      await fillRegistrationForm(page, { firstName: 'Burak', lastName: 'Çelik', ...who, birthDate: '1992-08-30' });
      await page
        .getByRole('checkbox', { name: "Kişisel verilerimin işlenmesine ilişkin Aydınlatma Metni'ni okudum." })
        .check();
      await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
      await expect.poll(() => pathname(page)).toBe('/giris-yap');
      await page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: 'Kayıt başarılı! E-posta adresiniz ve şifrenizle giriş yapabilirsiniz.' })
        .waitFor();
      expect(await field(page, 'E-posta').inputValue()).toBe(who.email);
      await screenshot(page, 'sign-in-after-registration-1280');
      // Only the password is left to type.
      await field(page, 'Şifre').fill('guvenli-sifre-1');
      await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
      await expect.poll(() => pathname(page)).toBe('/');
      await context.close();
    });

    it('returns to the page that sent the visitor to sign in', async () => {
      const [account, business] = await Promise.all([
        registerAccount(),
        registerAccount({ userType: 'isletme', data: { businessName: 'Dönüş Oto Elektrik' } }),
      ]);
      // A visitor who wants to message a business is sent to sign in, and comes back to that chat.
      const { context, page } = await openPage(browser(), `/mesajlar?userId=${business.user.id}`);
      await expect.poll(() => pathname(page)).toBe('/giris-yap');
      await submit(page, account.email, account.password);
      await expect
        .poll(() => `${pathname(page)}${new URL(page.url()).search}`)
        .toBe(`/mesajlar?userId=${business.user.id}`);
      await page.getByRole('region', { name: 'Dönüş Oto Elektrik ile sohbet' }).waitFor();
      await context.close();

      // 'Giriş Yap' in the header comes back to the page it was pressed on.
      const feed = await openPage(browser(), '/akis');
      await feed.page.getByRole('heading', { name: 'Akış', level: 1 }).waitFor();
      await feed.page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Giriş Yap' }).click();
      await expect.poll(() => pathname(feed.page)).toBe('/giris-yap');
      await submit(feed.page, account.email, account.password);
      await expect.poll(() => pathname(feed.page)).toBe('/akis');
      await feed.context.close();
    });

    it('never leaves the site after signing in, whatever the address asks for', async () => {
      const account = await registerAccount();
      const origin = new URL(baseUrl()).origin;
      const { context, page } = await openPage(browser(), `/giris-yap?donus=${encodeURIComponent('//evil.example')}`);
      await submit(page, account.email, account.password);
      await expect.poll(() => page.url()).toBe(`${origin}/`);
      await context.close();

      // The same rule for someone already signed in who follows such a link.
      const signedIn = await createSignedInAccount();
      for (const unsafe of [
        'https://evil.example/giris',
        '/\\evil.example',
        '\\\\evil.example',
        'javascript:alert(1)',
      ]) {
        const opened = await openSignedIn(browser(), `/giris-yap?donus=${encodeURIComponent(unsafe)}`, signedIn);
        await expect.poll(() => opened.page.url(), { message: unsafe }).toBe(`${origin}/`);
        await opened.context.close();
      }
    });

    it('sends someone already signed in from the sign-in and registration pages to the home page', async () => {
      const account = await createSignedInAccount();
      for (const path of ['/giris-yap', '/kayit-ol']) {
        const { context, page } = await openSignedIn(browser(), path, account);
        await expect.poll(() => pathname(page), { message: path }).toBe('/');
        await context.close();
      }
    });
  });
});
