import { readFile } from 'node:fs/promises';
import type { OwnUser } from '@otousta/shared/schemas/user';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import {
  createSignedInAccount,
  DEFAULT_PASSWORD,
  fillRegistrationForm,
  openSignedIn,
  registerAccount,
  signInThroughApi,
  storedSession,
  uniqueContact,
} from './support/accounts';
import { baseUrl, browserForFile, desktop, mobile, openPage, pathname, screenshot } from './support/browser';
import { mailCount, mailedLink } from './support/mail';

/*
 * Accounts people can recover and trust: forgotten password, e-mail verification and change, password change,
 * sessions, KVKK consent, data export and deletion — through the screens, with the mails the app really sends.
 * The first block needs nothing but the web app; every other block needs the account endpoints of the API.
 */

// Mantine appends ' *' to the label of a required field.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const main = (page: Page) => page.getByRole('main');
/** A part of the page by its heading: each is a <section> labelled by it, so a region of that name. */
const section = (page: Page, heading: string) => main(page).getByRole('region', { name: heading, exact: true });
const KVKK_BOX = "Kişisel verilerimin işlenmesine ilişkin Aydınlatma Metni'ni okudum.";
const MARKETING = 'Kampanya ve duyurulardan e-posta ile haberdar olmak istiyorum.';
const NEW_PASSWORD = 'yepyeni-sifre-2';

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const refreshStatus = async (refreshToken: string) =>
  (await api('/auth/refresh', { method: 'POST', body: { refresh_token: refreshToken } })).status;

async function ownUser(token: string): Promise<OwnUser> {
  return ((await (await api('/auth/profile', { token })).json()) as { user: OwnUser }).user;
}

/** No part of the page reaches past the right edge of a 390 px phone. */
const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const browser = browserForFile();

describe('account screens before any account call', () => {
  it('links "Şifremi unuttum" from the sign-in page and checks the address before sending anything', async () => {
    const { context, page } = await openPage(browser(), '/giris-yap');
    await main(page).getByRole('link', { name: 'Şifremi unuttum' }).click();
    await expect.poll(() => pathname(page)).toBe('/sifremi-unuttum');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/forgot-password')) sent += 1;
    });
    await field(page, 'E-posta').fill('ayse@');
    await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await page.getByText('Geçerli bir e-posta adresi girin.').waitFor();
    expect(await field(page, 'E-posta').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'E-posta').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(sent).toBe(0);
    await context.close();
  });

  it('says a reset page opened without a token is no valid link and offers a new one', async () => {
    const { context, page } = await openPage(browser(), '/sifre-sifirla');
    await main(page)
      .getByRole('alert')
      .getByText(/Şifre sıfırlama bağlantısı geçersiz/)
      .waitFor();
    expect(await main(page).getByRole('link', { name: 'Yeni bağlantı isteyin' }).getAttribute('href')).toBe(
      '/sifremi-unuttum',
    );
    await context.close();
  });

  it('asks for the new password twice, with the length rule shown, before sending it', async () => {
    const { context, page } = await openPage(browser(), '/sifre-sifirla?token=herhangi');
    await main(page).getByText('En az 8 karakter').waitFor();
    await field(page, 'Yeni Şifre').fill('kisa');
    await page.getByRole('button', { name: 'Şifremi Kaydet' }).click();
    await page.getByText('Şifre en az 8 karakter olmalıdır.').waitFor();
    await field(page, 'Yeni Şifre').fill(NEW_PASSWORD);
    await field(page, 'Yeni Şifre Tekrar').fill('baska-sifre-9');
    await page.getByRole('button', { name: 'Şifremi Kaydet' }).click();
    await page.getByText('Şifreler eşleşmiyor!').waitFor();
    expect(await field(page, 'Yeni Şifre Tekrar').getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('will not register anybody without the privacy-notice box, which opens the notice in a new tab', async () => {
    const { context, page } = await openPage(browser(), '/kayit-ol');
    await fillRegistrationForm(page, { firstName: 'Ayşe', lastName: 'Yılmaz', ...uniqueContact('kvkk') });
    // A customer's birth date is optional now.
    expect(await page.getByRole('textbox', { name: 'Doğum Tarihi', exact: true }).getAttribute('required')).toBeNull();
    const notice = main(page).getByRole('link', { name: 'Kişisel verilerimin işlenmesine ilişkin Aydınlatma Metni' });
    expect(await notice.getAttribute('href')).toBe('/gizlilik');
    expect(await notice.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('checkbox', { name: MARKETING }).isChecked()).toBe(false);

    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/register-with-photos')) sent += 1;
    });
    await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
    await expect
      .poll(() => main(page).getByRole('alert').first().textContent())
      .toBe("Kayıt olmak için Aydınlatma Metni'ni okuduğunuzu onaylamalısınız.");
    expect(await page.getByRole('checkbox', { name: KVKK_BOX }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(sent).toBe(0);
    await context.close();
  });

  it('keeps the recovery pages on a 390 px phone screen and free of axe findings', async () => {
    for (const path of ['/sifremi-unuttum', '/sifre-sifirla?token=herhangi', '/sifre-sifirla']) {
      const { context, page } = await openPage(browser(), path, mobile);
      await main(page).getByRole('heading', { level: 1 }).waitFor();
      expect(await widerThanScreen(page), path).toBe(false);
      expect(await accessibilityProblems(page), path).toEqual([]);
      await screenshot(page, `accounts${path.replace(/\W+/g, '-')}-390`);
      await context.close();
    }
  });
});

describe('forgotten password', () => {
  it('mails a reset link, sets the new password, ends every old session, and the new password signs in', async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openPage(browser(), '/sifremi-unuttum');
    await field(page, 'E-posta').fill(account.email);
    await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await main(page)
      .getByRole('status')
      .getByText(`Bu adrese (${account.email}) kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderdik.`, {
        exact: false,
      })
      .waitFor();

    const link = await mailedLink(account.email, '/sifre-sifirla');
    await page.goto(link);
    await field(page, 'Yeni Şifre').fill(NEW_PASSWORD);
    await field(page, 'Yeni Şifre Tekrar').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Şifremi Kaydet' }).click();
    await expect.poll(() => pathname(page)).toBe('/giris-yap');
    await main(page).getByText('Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.').waitFor();

    // The session from before the reset is over; the old password no longer works, the new one does.
    expect(await refreshStatus(account.refreshToken)).toBe(401);
    await expect(signInThroughApi(account)).rejects.toThrow(/401/);
    await field(page, 'E-posta').fill(account.email);
    await field(page, 'Şifre').fill(NEW_PASSWORD);
    await main(page).getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    expect((await storedSession(page)).accessToken).toBeTruthy();

    // A link works once.
    await page.goto(link);
    await field(page, 'Yeni Şifre').fill('ucuncu-sifre-3');
    await field(page, 'Yeni Şifre Tekrar').fill('ucuncu-sifre-3');
    await page.getByRole('button', { name: 'Şifremi Kaydet' }).click();
    await main(page)
      .getByRole('alert')
      .getByText(/Şifre sıfırlama bağlantısı geçersiz/)
      .waitFor();
    await main(page).getByRole('link', { name: 'Yeni bağlantı isteyin' }).waitFor();
    await context.close();
  });

  it('answers an address without an account exactly like one with an account', async () => {
    const account = await registerAccount();
    const known = await api('/auth/forgot-password', { method: 'POST', body: { email: account.email } });
    const unknown = await api('/auth/forgot-password', {
      method: 'POST',
      body: { email: uniqueContact('yok').email },
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await unknown.text()).toBe(await known.text());
  });
});

describe('e-mail verification and change', () => {
  it('shows the banner until the address is verified through a mailed link, then never again', async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openSignedIn(browser(), '/profilim', account);
    const banner = main(page).getByRole('region', { name: 'E-posta adresiniz doğrulanmadı' });
    await banner.waitFor();
    const before = await mailCount(account.email);
    await banner.getByRole('button', { name: 'Doğrulama e-postasını tekrar gönder' }).click();
    await banner.getByText(`Doğrulama e-postasını ${account.email} adresine gönderdik.`).waitFor();

    await page.goto(await mailedLink(account.email, '/e-posta-dogrula', { after: before }));
    await main(page).getByText('E-posta adresiniz doğrulandı. Teşekkür ederiz!').waitFor();
    await main(page).getByRole('link', { name: 'Profilime git' }).click();
    await section(page, 'E-posta Adresi').getByText('Doğrulandı', { exact: true }).waitFor();
    expect(await banner.count()).toBe(0);
    expect((await ownUser(account.accessToken)).emailVerified).toBe(true);
    await context.close();
  });

  it('changes the address only when the link mailed to the new one is opened', async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openSignedIn(browser(), '/profilim', account);
    const email = section(page, 'E-posta Adresi');
    const next = uniqueContact('yeni-adres').email;

    await field(page, 'Yeni E-posta').fill(next);
    await email.getByLabel(/^Şifreniz( \*)?$/).fill('yanlis-sifre-1');
    await email.getByRole('button', { name: 'E-postayı Değiştir' }).click();
    await email.getByRole('alert').getByText('Mevcut şifreniz hatalı.').waitFor();
    expect(await email.getByLabel(/^Şifreniz( \*)?$/).getAttribute('aria-invalid')).toBe('true');

    await email.getByLabel(/^Şifreniz( \*)?$/).fill(account.password);
    await email.getByRole('button', { name: 'E-postayı Değiştir' }).click();
    await email.getByText(new RegExp(`^Onay bağlantısını ${next} adresine gönderdik`)).waitFor();
    await email.getByText(`${next} adresi onay bekliyor.`, { exact: false }).waitFor();
    // Until then the old address is the account's.
    expect((await ownUser(account.accessToken)).email).toBe(account.email);

    await page.goto(await mailedLink(next, '/e-posta-dogrula'));
    await main(page).getByText('E-posta adresiniz doğrulandı. Teşekkür ederiz!').waitFor();
    const moved = await signInThroughApi({ email: next, password: account.password });
    expect(moved.user).toMatchObject({ email: next, emailVerified: true });
    await context.close();
  });
});

describe('password and sessions', () => {
  it('lists the sessions with this device marked and signs another device out', async () => {
    const account = await createSignedInAccount();
    const other = await signInThroughApi(account);
    const { context, page } = await openSignedIn(browser(), '/profilim', account);
    const sessions = section(page, 'Oturumlar');
    const items = sessions.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    const current = items.filter({ hasText: 'Bu cihaz' });
    expect(await current.count()).toBe(1);
    expect(await current.getByRole('button', { name: /^Oturumu kapat/ }).count()).toBe(0);
    expect(await items.first().textContent()).toMatch(/Açıldı: .+Son kullanım: .+/);

    await sessions.getByRole('button', { name: /^Oturumu kapat/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Oturumu kapat' });
    await dialog.getByRole('button', { name: 'Oturumu Kapat' }).click();
    await sessions.getByText('Oturum kapatıldı.').waitFor();
    await expect.poll(() => items.count()).toBe(1);
    expect(await refreshStatus(other.refresh_token)).toBe(401);
    expect(await refreshStatus(account.refreshToken)).toBe(200);
    await context.close();
  });

  it('changes the password after the current one is given, signing the other devices out', async () => {
    const account = await createSignedInAccount();
    const other = await signInThroughApi(account);
    const { context, page } = await openSignedIn(browser(), '/profilim', account);
    const form = section(page, 'Şifre Değiştir');

    await field(page, 'Mevcut Şifre').fill('yanlis-sifre-1');
    await field(page, 'Yeni Şifre').fill(NEW_PASSWORD);
    await field(page, 'Yeni Şifre Tekrar').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await form.getByRole('alert').getByText('Mevcut şifreniz hatalı.').waitFor();
    expect(await field(page, 'Mevcut Şifre').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Yeni Şifre').inputValue()).toBe(NEW_PASSWORD);

    await field(page, 'Mevcut Şifre').fill(account.password);
    await form.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await form.getByText('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.').waitFor();
    expect(await field(page, 'Mevcut Şifre').inputValue()).toBe('');
    expect(await refreshStatus(other.refresh_token)).toBe(401);
    // This browser stays signed in.
    await page.reload();
    await section(page, 'Oturumlar').getByText('Bu cihaz').waitFor();
    await expect(signInThroughApi(account)).rejects.toThrow(/401/);
    await signInThroughApi({ email: account.email, password: NEW_PASSWORD });
    await context.close();
  });
});

describe('KVKK consent, export and deletion', () => {
  it('registers a customer with the notice accepted, marketing consent given and no birth date', async () => {
    const { context, page } = await openPage(browser(), '/kayit-ol');
    const contact = uniqueContact('kvkk');
    const city = { typed: 'ankara', name: 'Ankara' };
    await fillRegistrationForm(page, { firstName: 'Deniz', lastName: 'Kaya', ...contact, city });
    await page.getByRole('checkbox', { name: KVKK_BOX }).check();
    await page.getByRole('checkbox', { name: MARKETING }).check();
    await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
    await expect.poll(() => pathname(page)).toBe('/giris-yap');

    const { user } = await signInThroughApi({ email: contact.email, password: DEFAULT_PASSWORD });
    expect(user.birthDate).toBeNull();
    expect(user.emailVerified).toBe(false);
    expect(user.consents).toMatchObject({ marketingConsent: true });
    expect(user.consents?.kvkkAcceptedAt).toBeTruthy();
    expect(user.consents?.kvkkVersion).toBeTruthy();
    expect(user.consents?.marketingConsentAt).toBeTruthy();
    await context.close();
  });

  it('refuses a registration sent without the notice accepted', async () => {
    const contact = uniqueContact('kvkk-yok');
    const form = new FormData();
    form.append(
      'userData',
      JSON.stringify({
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        ...contact,
        password: DEFAULT_PASSWORD,
        city: 'izmir',
        userType: 'musteri',
      }),
    );
    const response = await fetch(`${baseUrl()}/api/users/register-with-photos`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'KVKK_REQUIRED',
      message: "Kayıt olmak için Aydınlatma Metni'ni okuduğunuzu onaylamalısınız.",
    });
  });

  it('shows the consents and withdraws marketing consent', async () => {
    const account = await createSignedInAccount({ data: { marketingConsent: true } });
    const { context, page } = await openSignedIn(browser(), '/profilim', account);
    const privacy = section(page, 'Gizlilik ve Verileriniz');
    await privacy.getByText(/tarihinde okuduğunuzu onayladınız/).waitFor();
    const marketing = privacy.getByRole('switch', { name: MARKETING });
    expect(await marketing.isChecked()).toBe(true);
    await privacy.getByText(/^İzin verildi: /).waitFor();

    await marketing.click();
    await privacy.getByText('İzniniz geri çekildi. Artık kampanya e-postası göndermeyeceğiz.').waitFor();
    expect(await marketing.isChecked()).toBe(false);
    await privacy.getByText(/^İzin geri çekildi: /).waitFor();
    expect((await ownUser(account.accessToken)).consents?.marketingConsent).toBe(false);
    await context.close();
  });

  it("downloads the user's data as otousta-verilerim.json", async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openSignedIn(browser(), '/profilim', account);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section(page, 'Verilerimi indir').getByRole('button', { name: 'Verilerimi indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('otousta-verilerim.json');
    const data = await readFile(await download.path(), 'utf8');
    expect(data).toContain(account.email);
    expect(() => JSON.parse(data)).not.toThrow();
    expect(data).not.toContain('passwordHash');
    await context.close();
  });

  it('deletes the account after the password and a confirmation, signs out and says so on the home page', async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openSignedIn(browser(), '/profilim', account);
    const removal = section(page, 'Hesabımı Sil');
    await removal.getByText(/siparişler anonim olarak saklanır/).waitFor();
    const password = removal.getByLabel(/^Şifreniz( \*)?$/);

    await password.fill('yanlis-sifre-1');
    await removal.getByRole('button', { name: 'Hesabımı sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hesabınız silinsin mi?' });
    await dialog.getByRole('button', { name: 'Hesabımı Kalıcı Olarak Sil' }).click();
    await dialog.getByText('Hesap silinemedi: Mevcut şifreniz hatalı.').waitFor();
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await password.fill(account.password);
    await removal.getByRole('button', { name: 'Hesabımı sil' }).click();
    await dialog.getByRole('button', { name: 'Hesabımı Kalıcı Olarak Sil' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    await main(page).getByText("Hesabınız silindi. OtoUsta'yı kullandığınız için teşekkür ederiz.").waitFor();
    expect(await storedSession(page)).toEqual({ user: null, accessToken: null, refreshToken: null });
    await expect(signInThroughApi(account)).rejects.toThrow(/401/);
    expect(await refreshStatus(account.refreshToken)).toBe(401);
    await context.close();
  });
});

describe('account settings on screen', () => {
  it('fit a 390 px phone, read well on a desktop and have no axe findings', async () => {
    const account = await createSignedInAccount();
    for (const viewport of [desktop, mobile]) {
      const { context, page } = await openSignedIn(browser(), '/profilim', account, viewport);
      await section(page, 'Oturumlar').getByText('Bu cihaz').waitFor();
      expect(await widerThanScreen(page)).toBe(false);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, `accounts-profile-${viewport.width}`);
      await context.close();
    }
  });
});
