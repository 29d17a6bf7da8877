import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import { fillRegistrationForm } from './support/accounts';
import { baseUrl, browserForFile, desktop, mobile, openPage, screenshot } from './support/browser';

const browser = browserForFile();
let folder: string;
let photo: string;
let run = 0;

/** Addresses and numbers unique to this run, since accounts stay in the suite's database. */
function person() {
  run += 1;
  const stamp = `${Date.now()}${run}`;
  return {
    email: `kayit-${stamp}@example.com`,
    // A Turkish mobile number (05xx) with seven digits taken from the stamp.
    phone: `0532${stamp.slice(-7)}`,
  };
}

/**
 * The network is closed: map tiles fail fast instead of waiting for a timeout. The tile URLs asked for still tell
 * the zoom level the map shows ({z}/{x}/{y}).
 */
async function withoutTiles(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(/tile\.openstreetmap\.org/, (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  return requested;
}

const zoomsOf = (tiles: string[]) => new Set(tiles.map((url) => Number(/\/(\d+)\/\d+\/\d+\.png/.exec(url)?.[1])));

async function open(viewport = desktop) {
  const { context, page } = await openPage(browser(), '/kayit-ol', viewport);
  const tiles = await withoutTiles(context);
  await page.getByRole('button', { name: 'Hesap Oluştur' }).waitFor();
  return { context, page, tiles };
}

// Labels of required fields end in an asterisk the accessible name leaves out.
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillBasics(page: Page, who: { email: string; phone: string }, password = 'guvenli-sifre-1') {
  await fillRegistrationForm(page, {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    ...who,
    birthDate: '1990-05-17',
    password,
  });
  await page
    .getByRole('checkbox', { name: "Kişisel verilerimin işlenmesine ilişkin Aydınlatma Metni'ni okudum." })
    .check();
}

const summary = (page: Page) => page.getByRole('alert').first();

async function chooseBusiness(page: Page) {
  await page.getByText('İlan Veren (İşletme)').click();
  await page.getByText('İşletme Bilgileri').waitFor();
}

/** Opens the location picker and waits for its map; answers the dialog. */
async function openMapPicker(page: Page) {
  await page.getByRole('button', { name: 'Haritadan Konum Seç' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.leaflet-container').waitFor();
  return dialog;
}

/** Types a point into the picker's latitude and longitude boxes, as written, and enters it. */
async function typeCoordinates(dialog: Locator, latitude: string, longitude: string) {
  await dialog.getByLabel('Enlem').fill(latitude);
  await dialog.getByLabel('Boylam').fill(longitude);
  await dialog.getByLabel('Boylam').press('Enter');
}

/** Opens the picker, clicks the middle of the map and confirms; answers the coordinates the picker showed. */
async function pickOnMap(page: Page) {
  const dialog = await openMapPicker(page);
  const map = dialog.locator('.leaflet-container');
  const confirm = dialog.getByRole('button', { name: 'Konumu Seç' });
  expect(await confirm.isDisabled()).toBe(true);
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20);
  await expect.poll(() => confirm.isEnabled()).toBe(true);
  const lat = await dialog.getByLabel('Enlem').inputValue();
  const lng = await dialog.getByLabel('Boylam').inputValue();
  await confirm.click();
  await dialog.waitFor({ state: 'hidden' });
  return { lat, lng };
}

async function fillBusiness(page: Page) {
  await field(page, 'İşletme Adı').fill('Usta Oto Servis');
  await field(page, 'Hizmet Açıklaması').fill('Periyodik bakım, fren ve motor onarımı.');
  await page.getByRole('checkbox', { name: 'Araba', exact: true }).check();
  await page.getByText('Genel Bakım', { exact: true }).click();
  await page.getByText('Tofaş', { exact: true }).first().click();
  // Authorized brands offer only the chosen brand.
  const authorized = page.getByRole('group', { name: 'Yetkili Servis Olduğunuz Markalar' });
  await authorized.getByText('Tofaş', { exact: true }).click();
  await field(page, 'Instagram').fill('@ustaoto');
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'otousta-registration-'));
  photo = join(folder, 'dukkan.png');
  await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toFile(photo);
});

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
});

describe('registration', () => {
  it('registers a business with a photo and a map point, then opens the sign-in page', async () => {
    const { context, page } = await open();
    const who = person();
    await chooseBusiness(page);
    await fillBasics(page, who);
    await fillBusiness(page);
    const point = await pickOnMap(page);
    expect(point.lat).toMatch(/^\d+\.\d{6}$/);
    expect(await page.getByTestId('location-coordinates').textContent()).toBe(`${point.lat}, ${point.lng}`);
    // The reverse-geocoded address of the point starts the address field, which the user completes by hand.
    const address = field(page, 'Açık Adres');
    const geocoded = await address.inputValue();
    expect(geocoded).toMatch(/, Ankara$/);
    expect(await page.getByTestId('location-address').textContent()).toBe(geocoded);
    await address.fill(`Kızılay Mah. Atatürk Bulvarı No: 1, ${await address.inputValue()}`);
    await page.getByRole('checkbox', { name: /okudum, kabul ediyorum/ }).check();
    await page.getByTestId('photo-input').setInputFiles(photo);
    await page.getByRole('img', { name: /dukkan\.png/ }).waitFor();

    await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
    await page.getByText('Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...').waitFor();
    await page.waitForURL('**/giris-yap');

    // What was sent arrived: the account signs in and carries the business fields, the point and the photo.
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who.email, password: 'guvenli-sifre-1' }),
    });
    expect(login.status).toBe(200);
    const { user } = (await login.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({
      userType: 'isletme',
      businessName: 'Usta Oto Servis',
      city: 'izmir',
      vehicleType: ['araba'],
      businessSector: ['genel'],
      businessBrand: ['tofas'],
      authorizedBrands: ['tofas'],
      instagram: 'https://www.instagram.com/ustaoto',
    });
    expect((user.businessLatitude as number).toFixed(6)).toBe(point.lat);
    expect((user.businessLongitude as number).toFixed(6)).toBe(point.lng);
    expect(user.photos).toHaveLength(1);
    await context.close();
  });

  it('registers a customer without photos, once however fast the button is pressed', async () => {
    const { context, page } = await open();
    await fillBasics(page, person());
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/users/register-with-photos')) sent += 1;
    });
    await page.getByRole('button', { name: 'Hesap Oluştur' }).dblclick();
    await page.getByText('Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...').waitFor();
    expect(sent).toBe(1);
    await page.waitForURL('**/giris-yap');
    await context.close();
  });

  it('reports the rules in the order of docs/product.md §5 and focuses the first field to fix', async () => {
    const { context, page } = await open();
    const submit = page.getByRole('button', { name: 'Hesap Oluştur' });

    await submit.click();
    expect(await summary(page).textContent()).toBe('Lütfen tüm zorunlu alanları doldurun.');
    expect(await field(page, 'Ad').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field(page, 'Ad').getAttribute('aria-invalid')).toBe('true');

    await fillBasics(page, person(), 'kisa');
    await field(page, 'Şifre Tekrar').fill('baska');
    await submit.click();
    expect(await summary(page).textContent()).toBe('Şifreler eşleşmiyor!');
    expect(await field(page, 'Şifre Tekrar').evaluate((el) => el === document.activeElement)).toBe(true);

    await field(page, 'Şifre Tekrar').fill('kisa');
    // Once sending was tried, the summary follows the corrections without another click.
    await expect.poll(() => summary(page).textContent()).toBe('Şifre en az 8 karakter olmalıdır.');
    await field(page, 'Şifre').fill('guvenli-sifre-1');
    await field(page, 'Şifre Tekrar').fill('guvenli-sifre-1');

    await chooseBusiness(page);
    await submit.click();
    expect(await summary(page).textContent()).toBe('İşletme adı ve adresi zorunludur!');
    await field(page, 'İşletme Adı').fill('Usta Oto');
    await field(page, 'Açık Adres').fill('Kızılay, Ankara');
    await submit.click();
    expect(await summary(page).textContent()).toBe('Araç tipi seçmelisiniz!');
    await page.getByRole('checkbox', { name: 'Araba', exact: true }).check();
    await submit.click();
    expect(await summary(page).textContent()).toBe('En az bir çalışma alanı seçmelisiniz!');
    await page.getByText('Çekici', { exact: true }).click();
    // Towing alone needs no brand, and the brand section is hidden.
    expect(await page.getByRole('group', { name: 'Markalar', exact: true }).count()).toBe(0);
    await submit.click();
    expect(await summary(page).textContent()).toBe('Hizmet açıklaması zorunludur!');
    await page.getByText('Genel Bakım', { exact: true }).click();
    await submit.click();
    expect(await summary(page).textContent()).toBe('En az bir marka seçmelisiniz!');
    await context.close();
  });

  it('narrows brands by their first letter and keeps the choices', async () => {
    const { context, page } = await open();
    await chooseBusiness(page);
    await page.getByRole('checkbox', { name: 'Araba', exact: true }).check();
    await page.getByText('Genel Bakım', { exact: true }).click();
    const brands = page.getByRole('group', { name: 'Markalar', exact: true });
    await brands.getByText('Tofaş', { exact: true }).click();
    await page.getByRole('radiogroup', { name: 'Baş harfe göre süz' }).getByText('M', { exact: true }).click();
    expect(await brands.getByText('Mercedes-Benz', { exact: true }).isVisible()).toBe(true);
    expect(await brands.getByText('Tofaş', { exact: true }).count()).toBe(0);
    const authorized = page.getByRole('group', { name: 'Yetkili Servis Olduğunuz Markalar' });
    expect(await authorized.getByText('Tofaş', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('refuses a sixth photo and a file that is not an image', async () => {
    const { context, page } = await open();
    const input = page.getByTestId('photo-input');
    await input.setInputFiles([photo, photo, photo, photo, photo, photo]);
    await page.getByText('Maksimum 5 fotoğraf yükleyebilirsiniz.').waitFor();
    expect(await page.getByRole('img', { name: /Seçilen fotoğraf/ }).count()).toBe(0);
    await input.setInputFiles([
      { name: 'dukkan.png', mimeType: 'image/png', buffer: readFileSync(photo) },
      { name: 'notlar.txt', mimeType: 'text/plain', buffer: Buffer.from('merhaba') },
    ]);
    await page
      .getByText("Bazı dosyalar uygun formatta değil. Sadece 5MB'dan küçük resim dosyaları yüklenebilir.")
      .waitFor();
    expect(await page.getByRole('img', { name: /Seçilen fotoğraf/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'dukkan.png fotoğrafını kaldır' }).click();
    expect(await page.getByRole('img', { name: /Seçilen fotoğraf/ }).count()).toBe(0);
    await context.close();
  });

  it('flags the e-mail field when the address is already registered and keeps what was typed', async () => {
    const who = person();
    const first = await open();
    await fillBasics(first.page, who);
    await first.page.getByRole('button', { name: 'Hesap Oluştur' }).click();
    await first.page.waitForURL('**/giris-yap');
    await first.context.close();

    const { context, page } = await open();
    await fillBasics(page, { email: who.email, phone: person().phone });
    await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
    await expect.poll(() => summary(page).textContent()).toBe('Bu e-posta adresi zaten kullanılıyor.');
    expect(await field(page, 'E-posta').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'E-posta').inputValue()).toBe(who.email);
    expect(await field(page, 'Ad').inputValue()).toBe('Ayşe');
    expect(new URL(page.url()).pathname).toBe('/kayit-ol');
    await context.close();
  });
});

describe('map picker', () => {
  it('opens on Ankara at zoom 13 and zooms to 17 on a place chosen from the search', async () => {
    const { context, page, tiles } = await open();
    await chooseBusiness(page);
    const dialog = await openMapPicker(page);
    await expect.poll(() => zoomsOf(tiles).has(13)).toBe(true);
    expect(zoomsOf(tiles).has(17)).toBe(false);

    // Typed without Turkish letters, found with them.
    await dialog.getByLabel('Yer ara').fill('kadikoy');
    await page.getByRole('option', { name: 'Kadıköy, İstanbul' }).click();
    await expect.poll(() => zoomsOf(tiles).has(17)).toBe(true);
    expect(await dialog.getByLabel('Enlem').inputValue()).toBe('40.985000');
    expect(await dialog.getByLabel('Boylam').inputValue()).toBe('29.055000');
    await expect.poll(() => dialog.locator('[aria-live="polite"]').textContent()).toBe('Kadıköy, İstanbul');
    await dialog.getByRole('button', { name: 'Konumu Seç' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('location-address').textContent()).toBe('Kadıköy, İstanbul');
    await context.close();
  });

  it('will not confirm a point outside Turkey', async () => {
    const { context, page } = await open();
    await chooseBusiness(page);
    const dialog = await openMapPicker(page);
    // Athens.
    await typeCoordinates(dialog, '37.9838', '23.7275');
    await dialog.getByText('Seçilen konum Türkiye sınırları dışında. Lütfen Türkiye içinde bir konum seçin.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Konumu Seç' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('uses the device location, and says so when it cannot', async () => {
    const { context, page, tiles } = await open();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 41.0082, longitude: 28.9784 });
    await chooseBusiness(page);
    const dialog = await openMapPicker(page);
    await dialog.getByRole('button', { name: 'Mevcut Konumum' }).click();
    await expect.poll(() => dialog.getByLabel('Enlem').inputValue()).toBe('41.008200');
    expect(await dialog.getByLabel('Boylam').inputValue()).toBe('28.978400');
    await expect.poll(() => zoomsOf(tiles).has(16)).toBe(true);

    await context.clearPermissions();
    await dialog.getByRole('button', { name: 'Mevcut Konumum' }).click();
    await dialog.getByText('Konum alınamadı. Lütfen manuel olarak seçin.').waitFor();
    await context.close();
  });

  it('takes typed coordinates and disables the search box when the search fails', async () => {
    const { context, page } = await open();
    await context.route('**/api/geo/search**', (route) => route.fulfill({ status: 503, body: '{}' }));
    await chooseBusiness(page);
    const dialog = await openMapPicker(page);
    await typeCoordinates(dialog, '38,4237', '27.1428');
    await expect.poll(() => dialog.getByRole('button', { name: 'Konumu Seç' }).isEnabled()).toBe(true);
    expect(await dialog.getByLabel('Enlem').inputValue()).toBe('38.423700');

    await dialog.getByLabel('Yer ara').fill('izmir');
    await expect.poll(() => dialog.getByLabel('Yer ara').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Yer ara').getAttribute('placeholder')).toBe('Arama özelliği kullanılamıyor');
    await context.close();
  });
});

describe('registration accessibility', () => {
  it('has no axe findings on the business form with errors shown, nor in the map picker', async () => {
    const { context, page } = await open();
    await chooseBusiness(page);
    await page.getByRole('checkbox', { name: 'Araba', exact: true }).check();
    await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
    expect(await accessibilityProblems(page)).toEqual([]);
    await openMapPicker(page);
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();
  });
});

describe('registration screenshots', () => {
  for (const [name, viewport] of [
    ['1280', desktop],
    ['390', mobile],
  ] as const) {
    it(`shows the customer and business forms and the open map picker at ${name} px`, async () => {
      const { context, page } = await open(viewport);
      await screenshot(page, `registration-customer-${name}`);
      await chooseBusiness(page);
      await page.getByRole('checkbox', { name: 'Araba', exact: true }).check();
      await page.getByText('Genel Bakım', { exact: true }).click();
      await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
      await screenshot(page, `registration-business-${name}`);
      const dialog = await openMapPicker(page);
      const map = dialog.locator('.leaflet-container');
      const box = (await map.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await dialog.getByRole('button', { name: 'Konumu Seç' }).waitFor();
      await page.screenshot({ path: join('test-results', `registration-map-picker-${name}.png`) });
      await context.close();
    });
  }
});
