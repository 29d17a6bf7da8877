import type { FitmentInput } from '@otousta/shared/schemas/garage';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedInAccount } from './support/accounts';
import { adminServerForFile } from './support/admin-server';
import { desktop, mobile, screenshot } from './support/browser';
import { addVehicle, shopForVehicle } from './support/garage';
import { type ShopApi, shopApi } from './support/shop';

/*
 * The garage: a driver adds a vehicle with its plate → filters the shop by it ('Aracıma uyanlar') → a fitting part
 * says 'Aracınıza uyumlu'; and favourites: a heart on a business page puts it in /favorilerim. Parts are sold by an
 * approved seller, and approval needs an admin (created only by the admin:create command), so this file runs its
 * own server on its own embedded database.
 */

const file = adminServerForFile();
let shop: ShopApi;

const brakePart = (name: string) => ({ name, price: 1250, stock: 5, category: 'fren', brand: 'Bosch' });
const clioFitment: FitmentInput = {
  vehicles: [{ vehicleType: 'araba', brand: 'renault', model: 'Clio', yearFrom: 2012 }],
  oemNumbers: [],
};

/** Nothing wider than the screen: no sideways scrolling on a phone. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 0.5);
const look = (page: Page, name: string) => screenshot(page, `garage-${name}-${page.viewportSize()?.width}`);

describe('garage and favourites', () => {
  let seller: SignedInAccount;
  let clio: string;

  beforeAll(async () => {
    shop = shopApi(file.server());
    seller = await shop.businessSeller('Bursa Fren Parça');
    await shop.addProduct(seller, brakePart('Egea Ön Fren Diski'), {
      vehicles: [{ vehicleType: 'araba', brand: 'fiat', model: 'Egea', yearFrom: 2015, yearTo: 2023 }],
      oemNumbers: ['51935455'],
    });
    clio = (await shop.addProduct(seller, brakePart('Clio Arka Balata'), clioFitment)).id;
    // An approved seller and its products take several calls, each slower on a loaded machine.
  }, 240_000);

  for (const viewport of [desktop, mobile]) {
    it(`lets the seller list the vehicles a part fits and its OEM numbers (${viewport.width} px)`, async () => {
      const { page } = await file.open(seller, `/edit-product/${clio}`, viewport);
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
      const saved = await shop.call<{ fitment: { vehicles: { brand: string }[]; oemNumbers: string[] } }>(
        `/products/${clio}/fitment`,
      );
      expect(saved.fitment.vehicles.map((v) => v.brand)).toEqual(['renault', 'dacia']);
      expect(saved.fitment.oemNumbers).toEqual([`7701208${viewport.width}`]);
      // Back as it was, for the driver's test.
      await shop.call(`/products/${clio}/fitment`, {
        method: 'PUT',
        token: seller.accessToken,
        body: JSON.stringify(clioFitment),
      });
    });

    it(`adds a vehicle, finds the parts that fit it and keeps a favourite business (${viewport.width} px)`, async () => {
      const driver = await shop.customer('Selin', 'Sürücü');
      const { page } = await file.open(driver, '/araclarim', viewport);

      // 1. The vehicle, with the plate spaced as it is typed.
      await page.getByText('Henüz aracınız yok.').waitFor();
      await addVehicle(page, {
        typed: '16abc42',
        shown: '16 ABC 42',
        brand: 'fiat',
        model: 'Egea',
        year: 2019,
        inspectionDue: '2030-05-20',
      });
      await page.getByText('20.05.2030').waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await look(page, 'list');

      // 2. The shop narrowed to parts that fit it.
      await shopForVehicle(page, 'Egea Ön Fren Diski');
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
      await page.goto(`/isletme/${seller.user.id}`);
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
