import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import {
  createSignedInAccount,
  jpegBytes,
  openSignedIn,
  registerAccount,
  type SignedInAccount,
  storedSession,
} from './support/accounts';
import { browserForFile, desktop, mobile, openPage, pathname, screenshot } from './support/browser';
import { textOf } from './support/text';

// Mantine appends ' *' to the label of a required field.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const main = (page: Page) => page.getByRole('main');
const details = (page: Page) => main(page).locator('dl').first();
const photoImages = (page: Page) => main(page).locator('section[aria-labelledby="profile-photos"] img');

const browser = browserForFile();

async function openProfile(account: SignedInAccount, viewport = desktop) {
  const opened = await openSignedIn(browser(), '/profilim', account, viewport);
  await opened.page.getByRole('button', { name: 'Düzenle' }).waitFor();
  return opened;
}

// A Select's label also names its list of options, so the text box is found by its role.
const select = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function chooseCity(page: Page, label: string, search: string, name: string) {
  await select(page, label).click();
  await select(page, label).fill(search);
  await page.getByRole('option', { name, exact: true }).click();
}

describe('own profile', () => {
  it('tells a signed-out visitor to sign in', async () => {
    const { context, page } = await openPage(browser(), '/profilim');
    await page.getByRole('heading', { name: 'Giriş Yapılmamış' }).waitFor();
    await main(page).getByRole('link', { name: 'Giriş Yap' }).click();
    await expect.poll(() => pathname(page)).toBe('/giris-yap');
    await context.close();
  });

  it("shows a customer's own data and preferences, without business fields", async () => {
    const account = await createSignedInAccount({ data: { firstName: 'Mert', lastName: 'Demir' } });
    const { context, page } = await openProfile(account);
    expect(await page.title()).toBe('Profilim - OtoUsta');
    const text = await textOf(main(page));
    for (const shown of [
      'Mert Demir',
      account.email,
      `0532 ${account.user.phone.slice(6, 9)} ${account.user.phone.slice(9, 11)} ${account.user.phone.slice(11)}`,
      'İzmir',
      '17 Mayıs 1990',
      'Müşteri',
      'Tercihler',
      'İstatistikler',
      'Değerlendirme',
      'Üyelik',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('İşletme Bilgileri');
    await context.close();
  });

  it('saves an edited profile, shows the success message and still shows the change after a reload', async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openProfile(account);
    await page.getByRole('button', { name: 'Düzenle' }).click();
    expect(await field(page, 'E-posta').getAttribute('readonly')).not.toBeNull();
    expect(await field(page, 'Hesap Türü').getAttribute('readonly')).not.toBeNull();
    await field(page, 'Ad').fill('Elif');
    await field(page, 'Soyad').fill('Şahin');
    await chooseCity(page, 'Şehir', 'ankara', 'Ankara');
    await field(page, 'Doğum Tarihi').fill('1988-11-03');
    await chooseCity(page, 'Tercih Edilen Şehir', 'IZMIR', 'İzmir');
    await page.getByLabel('Motosiklet').check();
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();

    await page.getByText('Profil başarıyla güncellendi!').waitFor();
    expect(await page.getByRole('button', { name: 'Düzenle' }).isVisible()).toBe(true);
    expect(await textOf(details(page))).toContain('Elif');
    // docs/product.md §4: the stored session user is replaced, so the header greets the new name at once.
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.getByRole('button', { name: 'Elif Şahin' }).waitFor();
    expect(JSON.parse((await storedSession(page)).user!)).toMatchObject({ firstName: 'Elif', city: 'ankara' });

    await page.reload();
    await page.getByRole('button', { name: 'Düzenle' }).waitFor();
    const text = await textOf(main(page));
    for (const shown of ['Elif', 'Şahin', 'Ankara', '3 Kasım 1988', 'İzmir', 'Motosiklet'])
      expect(text).toContain(shown);
    await context.close();
  });

  it('hides the success message after five seconds', async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openProfile(account);
    await page.getByRole('button', { name: 'Düzenle' }).click();
    await field(page, 'Ad').fill('Zeynep');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    const message = page.getByText('Profil başarıyla güncellendi!');
    await message.waitFor();
    const shownAt = Date.now();
    await message.waitFor({ state: 'detached', timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4000);
    await context.close();
  });

  it('restores the saved values on cancel', async () => {
    const account = await createSignedInAccount({ data: { firstName: 'Can' } });
    const { context, page } = await openProfile(account);
    await page.getByRole('button', { name: 'Düzenle' }).click();
    await field(page, 'Ad').fill('Geçici');
    await page.getByRole('button', { name: 'İptal' }).click();
    expect(await textOf(details(page))).toContain('Can');
    expect(await textOf(details(page))).not.toContain('Geçici');
    await page.getByRole('button', { name: 'Düzenle' }).click();
    expect(await field(page, 'Ad').inputValue()).toBe('Can');
    await context.close();
  });

  it('refuses missing required fields in the form and keeps everything typed', async () => {
    const account = await createSignedInAccount();
    const { context, page } = await openProfile(account);
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches += 1;
    });
    await page.getByRole('button', { name: 'Düzenle' }).click();
    await field(page, 'Ad').fill('');
    await field(page, 'Soyad').fill('Aydın');
    await field(page, 'Telefon').fill('');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();

    await main(page).getByRole('alert').waitFor();
    expect(await textOf(main(page).getByRole('alert'))).toContain('Lütfen tüm zorunlu alanları doldurun.');
    expect(await field(page, 'Ad').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Telefon').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Soyad').inputValue()).toBe('Aydın');
    expect(patches).toBe(0);
    await context.close();
  });

  it("reports the server's refusal, marks the field and keeps the form as typed", async () => {
    const other = await registerAccount();
    const account = await createSignedInAccount();
    const { context, page } = await openProfile(account);
    await page.getByRole('button', { name: 'Düzenle' }).click();
    await field(page, 'Ad').fill('Burak');
    await field(page, 'Telefon').fill(other.user.phone);
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();

    await main(page).getByRole('alert').waitFor();
    expect(await textOf(main(page).getByRole('alert'))).toBe(
      'Profil güncellenirken bir hata oluştu: Bu telefon numarası zaten kullanılıyor.',
    );
    expect(await field(page, 'Telefon').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Ad').inputValue()).toBe('Burak');
    await context.close();
  });

  it('lets a business edit its business fields, with authorized brands only among its brands', async () => {
    const account = await createSignedInAccount({ userType: 'isletme' });
    const { context, page } = await openProfile(account);
    const text = await textOf(main(page));
    for (const shown of ['Usta Oto Servis', 'İlan Veren', 'İşletme Bilgileri', 'Tofaş', 'Mercedes-Benz', 'Motor']) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('Tercihler');

    await page.getByRole('button', { name: 'Düzenle' }).click();
    await field(page, 'İşletme Adı').fill('Usta Oto Bakım');
    await select(page, 'Yetkili Servis Markaları').click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered.sort()).toEqual(['Mercedes-Benz', 'Tofaş']);
    await page.keyboard.press('Escape');

    // Dropping a brand drops it from the authorized brands too (docs/product.md §5).
    await select(page, 'Markalar').click();
    await page.getByRole('option', { name: 'Tofaş' }).click();
    await page.keyboard.press('Escape');
    await select(page, 'Yetkili Servis Markaları').click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Mercedes-Benz']);
    await page.keyboard.press('Escape');
    await screenshot(page, `profile-edit-business-${desktop.width}`);

    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('Profil başarıyla güncellendi!').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Düzenle' }).waitFor();
    const saved = await textOf(main(page));
    expect(saved).toContain('Usta Oto Bakım');
    expect(saved).not.toContain('Tofaş');
    await context.close();
  });

  it('uploads a photo, refuses unsuitable files before sending, and removes a photo after confirmation', async () => {
    const account = await createSignedInAccount({ userType: 'isletme' });
    const { context, page } = await openProfile(account);
    const input = main(page).locator('input[type="file"]');
    expect(await photoImages(page).count()).toBe(1);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/upload-photos')) uploads += 1;
    });

    await input.setInputFiles({ name: 'not.txt', mimeType: 'text/plain', buffer: Buffer.from('merhaba') });
    await page.getByText('Sadece JPG, PNG, GIF ve WebP dosyaları kabul edilir').waitFor();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    await input.setInputFiles({ name: 'buyuk.jpg', mimeType: 'image/jpeg', buffer: big });
    await page.getByText("Dosya boyutu 5MB'dan küçük olmalıdır").waitFor();
    expect(uploads).toBe(0);

    await input.setInputFiles({ name: 'atolye.jpg', mimeType: 'image/jpeg', buffer: await jpegBytes('#2f9e44') });
    await page.getByText('Fotoğraf başarıyla yüklendi!').waitFor();
    expect(await photoImages(page).count()).toBe(2);
    expect(uploads).toBe(1);

    await main(page).getByRole('button', { name: 'Fotoğraf 2: kaldır' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fotoğrafı kaldır' });
    await dialog.getByText('Bu fotoğrafı kaldırmak istediğinizden emin misiniz?').waitFor();
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await photoImages(page).count()).toBe(2);

    await main(page).getByRole('button', { name: 'Fotoğraf 2: kaldır' }).click();
    await dialog.getByRole('button', { name: 'Kaldır' }).click();
    await page.getByText('Fotoğraf başarıyla kaldırıldı!').waitFor();
    expect(await photoImages(page).count()).toBe(1);

    await page.reload();
    await page.getByRole('button', { name: 'Düzenle' }).waitFor();
    expect(await photoImages(page).count()).toBe(1);
    await context.close();
  });

  it('looks right and is accessible on a desktop and on a phone', async () => {
    const account = await createSignedInAccount({ userType: 'isletme', photos: 3 });
    for (const viewport of [desktop, mobile]) {
      const { context, page } = await openProfile(account, viewport);
      await photoImages(page).nth(2).waitFor();
      await screenshot(page, `profile-${viewport.width}`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.getByRole('button', { name: 'Düzenle' }).click();
      await screenshot(page, `profile-edit-${viewport.width}`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await context.close();
    }
  });
});
