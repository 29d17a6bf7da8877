import type { LoginResponse } from '@otousta/shared/schemas/auth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, jpegBytes, storeSession, uniqueContact } from './support/accounts';
import { type AdminServer, startServerWithAdmin } from './support/admin-server';
import { desktop, launchBrowser, mobile, screenshot } from './support/browser';
import { shopApi } from './support/shop';

/*
 * The garage: a driver adds a vehicle with its plate → filters the shop by it ('Aracıma uyanlar') → a fitting part
 * says 'Aracınıza uyumlu'; and favourites: a heart on a business page puts it in /favorilerim. Parts are sold by an
 * approved seller, and approval needs an admin (created only by the admin:create command), so this file runs its
 * own server on its own embedded database.
 */

let server: AdminServer;
let browser: Browser;

interface Session {
  id: string;
  token: string;
  login: LoginResponse;
}

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(`${server.baseUrl}/api${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

async function signIn(email: string, password = DEFAULT_PASSWORD): Promise<Session> {
  const login = await call<LoginResponse>('/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });
  return { id: login.user.id, token: login.access_token, login };
}

/** An account through the registration API: a driver, or a business with a photo. */
async function register(userType: 'musteri' | 'isletme', businessName?: string): Promise<Session> {
  const contact = uniqueContact('garaj');
  const form = new FormData();
  const business =
    userType === 'isletme'
      ? {
          businessName,
          businessAddress: 'Nilüfer Mah. 5. Sok. No: 7, Nilüfer/Bursa',
          businessServices: 'Fren, debriyaj ve süspansiyon parçaları.',
          vehicleType: ['araba'],
          businessSector: ['fren'],
          businessBrand: ['fiat'],
          authorizedBrands: [],
          businessLatitude: 40.21,
          businessLongitude: 28.98,
        }
      : {};
  form.append(
    'userData',
    JSON.stringify({
      firstName: 'Selin',
      lastName: 'Sürücü',
      email: contact.email,
      phone: contact.phone,
      password: DEFAULT_PASSWORD,
      city: 'bursa',
      birthDate: '1987-06-02',
      userType,
      kvkkAccepted: true,
      ...business,
    }),
  );
  if (userType === 'isletme') {
    form.append('photos', new Blob([new Uint8Array(await jpegBytes('#e8590c'))], { type: 'image/jpeg' }), 'dukkan.jpg');
  }
  await call('/users/register-with-photos', { method: 'POST', body: form });
  return signIn(contact.email);
}

/** A business approved as a seller by the admin, with its legal details, as the shop specs make one. */
async function approvedSeller(shopName: string): Promise<Session> {
  const seller = await shopApi(server).businessSeller(shopName);
  return signIn(seller.email);
}

async function product(seller: Session, name: string, fitment?: object): Promise<string> {
  const form = new FormData();
  form.append(
    'productData',
    JSON.stringify({
      name,
      description: 'Sıfır, faturalı ve garantili ürün.',
      price: 1250,
      stock: 5,
      category: 'fren',
      brand: 'Bosch',
      condition: 'new',
    }),
  );
  const { product: created } = await call<{ product: { id: string } }>('/products', {
    method: 'POST',
    body: form,
    token: seller.token,
  });
  if (fitment) {
    await call(`/products/${created.id}/fitment`, {
      method: 'PUT',
      token: seller.token,
      body: JSON.stringify(fitment),
    });
  }
  return created.id;
}

async function open(session: Session, path: string, viewport: typeof desktop) {
  const context = await browser.newContext({ viewport, locale: 'tr-TR', baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto('/giris-yap');
  await storeSession(page, {
    email: session.login.user.email,
    password: DEFAULT_PASSWORD,
    user: session.login.user,
    accessToken: session.token,
    refreshToken: session.login.refresh_token,
  });
  await page.goto(path);
  return { context, page };
}

/** Nothing wider than the screen: no sideways scrolling on a phone. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 0.5);
const look = (page: Page, name: string) => screenshot(page, `garage-${name}-${page.viewportSize()?.width}`);

describe('garage and favourites', () => {
  let seller: Session;
  let clio: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServerWithAdmin();
    browser = await launchBrowser();
    seller = await approvedSeller('Bursa Fren Parça');
    await product(seller, 'Egea Ön Fren Diski', {
      vehicles: [{ vehicleType: 'araba', brand: 'fiat', model: 'Egea', yearFrom: 2015, yearTo: 2023 }],
      oemNumbers: ['51935455'],
    });
    clio = await product(seller, 'Clio Arka Balata', {
      vehicles: [{ vehicleType: 'araba', brand: 'renault', model: 'Clio', yearFrom: 2012 }],
      oemNumbers: [],
    });
  }, 240_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of [desktop, mobile]) {
    it(`lets the seller list the vehicles a part fits and its OEM numbers (${viewport.width} px)`, async () => {
      const { context, page } = await open(seller, `/edit-product/${clio}`, viewport);
      contexts.push(context);
      await page.getByRole('heading', { name: 'Araç Uyumluluğu' }).waitFor();
      const first = page.getByRole('group', { name: 'Uyumlu araç 1' });
      await expect.poll(() => first.getByLabel('Marka').inputValue()).toBe('renault');
      await page.getByRole('button', { name: 'Araç Ekle' }).click();
      const row = page.getByRole('group', { name: 'Uyumlu araç 2' });
      await row.getByLabel('Marka').selectOption('dacia');
      await row.getByLabel('İlk yıl').fill('2020');
      await row.getByLabel('Son yıl').fill('2012');
      await page.getByRole('button', { name: 'Uyumluluğu Kaydet' }).click();
      // The shared rule refuses a range that ends before it starts, before anything is sent.
      await page.getByRole('alert').getByText('başlangıç yılı bitiş yılından büyük olamaz', { exact: false }).waitFor();
      await row.getByLabel('Son yıl').fill('2024');
      await page.getByLabel('OEM numaraları').fill(`77 01 208 ${viewport.width}`);
      await page.getByRole('button', { name: 'Uyumluluğu Kaydet' }).click();
      await page.getByText('Uyumluluk bilgileri kaydedildi.').waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await look(page, 'fitment-editor');
      const saved = await call<{ fitment: { vehicles: { brand: string }[]; oemNumbers: string[] } }>(
        `/products/${clio}/fitment`,
      );
      expect(saved.fitment.vehicles.map((v) => v.brand)).toEqual(['renault', 'dacia']);
      expect(saved.fitment.oemNumbers).toEqual([`7701208${viewport.width}`]);
      // Back as it was, for the driver's test.
      await call(`/products/${clio}/fitment`, {
        method: 'PUT',
        token: seller.token,
        body: JSON.stringify({
          vehicles: [{ vehicleType: 'araba', brand: 'renault', model: 'Clio', yearFrom: 2012 }],
          oemNumbers: [],
        }),
      });
    });

    it(`adds a vehicle, finds the parts that fit it and keeps a favourite business (${viewport.width} px)`, async () => {
      const driver = await register('musteri');
      const { context, page } = await open(driver, '/araclarim', viewport);
      contexts.push(context);

      // 1. The vehicle, with the plate spaced as it is typed.
      await page.getByRole('heading', { name: 'Araçlarım', level: 1 }).waitFor();
      await page.getByText('Henüz aracınız yok.').waitFor();
      await page.getByRole('button', { name: 'Araç Ekle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Araç Ekle' });
      const plate = dialog.getByLabel(/^Plaka/);
      await plate.pressSequentially('16abc42');
      await expect.poll(() => plate.inputValue()).toBe('16 ABC 42');
      await dialog.getByLabel(/^Marka/).selectOption('fiat');
      await dialog.getByLabel(/^Model( \*)?$/).fill('Egea');
      await dialog.getByLabel(/^Model yılı/).fill('2019');
      await dialog.getByLabel('Muayene tarihi').fill('2030-05-20');
      await dialog.getByRole('button', { name: 'Aracı Ekle' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await page.getByRole('heading', { name: '16 ABC 42' }).waitFor();
      await page.getByText('20.05.2030').waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await look(page, 'list');

      // 2. The shop narrowed to parts that fit it.
      await page.getByRole('link', { name: 'Aracıma uyan parçalar' }).click();
      await page.getByRole('heading', { name: 'Egea Ön Fren Diski' }).waitFor();
      await expect.poll(() => page.getByLabel('Aracıma uyanlar').inputValue()).not.toBe('');
      expect(await page.getByRole('heading', { name: 'Clio Arka Balata' }).count()).toBe(0);
      expect(await fitsWidth(page)).toBe(true);
      await look(page, 'catalogue');
      // Without the filter both parts are there.
      await page.getByLabel('Aracıma uyanlar').selectOption('');
      await page.getByRole('heading', { name: 'Clio Arka Balata' }).waitFor();
      // An OEM number finds its part however it is written.
      await page.getByRole('searchbox', { name: 'OEM numarasıyla ara' }).fill('519-354-55');
      await page.getByRole('searchbox', { name: 'OEM numarasıyla ara' }).press('Enter');
      await expect.poll(() => page.getByRole('heading', { name: 'Clio Arka Balata' }).count()).toBe(0);
      await page.getByRole('heading', { name: 'Egea Ön Fren Diski' }).waitFor();
      await page.getByRole('searchbox', { name: 'OEM numarasıyla ara' }).fill('');
      await page.getByRole('searchbox', { name: 'OEM numarasıyla ara' }).press('Enter');
      await page.getByRole('heading', { name: 'Clio Arka Balata' }).waitFor();
      await page.getByLabel('Aracıma uyanlar').selectOption({ index: 1 });
      await expect.poll(() => page.getByRole('heading', { name: 'Clio Arka Balata' }).count()).toBe(0);

      // 3. The fitting part says so; the other does not fit.
      await page.getByRole('link', { name: 'Egea Ön Fren Diski' }).click();
      await page.getByTestId('fitment-verdict').getByText('Aracınıza uyumlu', { exact: true }).waitFor();
      await page.getByText('51935455').waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await look(page, 'product');

      // 4. A favourite business, kept in /favorilerim.
      await page.goto(`/isletme/${seller.id}`);
      const heart = page.getByRole('button', { name: 'Bursa Fren Parça favorilere ekle' });
      await heart.click();
      await page.getByRole('button', { name: 'Bursa Fren Parça favorilerden çıkar', pressed: true }).waitFor();
      await page.goto('/favorilerim');
      await page.getByRole('heading', { name: 'Favorilerim', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Bursa Fren Parça' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await look(page, 'favorites');
      // Taken back from the list itself.
      await page.getByRole('button', { name: 'Bursa Fren Parça favorilerden çıkar' }).click();
      await page.getByText('Henüz favori işletmeniz yok.', { exact: false }).waitFor();
    });
  }
});
