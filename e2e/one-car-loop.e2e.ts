import type { QuoteView } from '@otousta/shared/schemas/quotes';
import { todayInTurkey } from '@otousta/shared/schemas/quotes';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount, openSignedIn, type SignedInAccount } from './support/accounts';
import { pick } from './support/appointments';
import { baseUrl, browserForFile, desktop, mobile, poll, screenshot } from './support/browser';

const browser = browserForFile();

async function call<T>(account: SignedInAccount, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${account.accessToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Open every day 08:30–18:30 with half-hour slots, one customer each. */
const halfHours = {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '08:30', closes: '18:30' })),
  exceptions: [],
  slotMinutes: 30,
  capacity: 1,
};

/** The page on a phone and on a desk, for a person to look at; it goes on at phone width. */
async function shoot(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(desktop);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(mobile);
}

/** Whether the element is wholly inside the phone's screen as it is scrolled now. */
const inView = (page: Page, text: string) =>
  page
    .getByText(text)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
    });

// A province and trade no other spec uses: the form's best matching business is exactly this one.
describe('the one-car loop on a phone: garage → quote → chosen slot → appointment', () => {
  let customer: SignedInAccount;
  let shop: SignedInAccount;

  beforeAll(async () => {
    [customer, shop] = await Promise.all([
      createSignedInAccount({ data: { firstName: 'Deniz', lastName: 'Kara', city: 'tunceli' } }),
      createSignedInAccount({
        userType: 'isletme',
        data: {
          businessName: 'Munzur Fren Servisi',
          city: 'tunceli',
          businessSector: ['fren'],
          businessBrand: ['fiat'],
          authorizedBrands: [],
        },
      }),
    ]);
    await call(shop, 'PUT', `/businesses/${shop.user.id}/hours`, halfHours);
    await call(customer, 'POST', '/vehicles', {
      plate: '62 DK 419',
      vehicleType: 'araba',
      brand: 'fiat',
      model: 'Egea',
      year: 2019,
    });
  });
  afterAll(async () => {
    for (const account of [customer, shop]) {
      if (account) await call(account, 'DELETE', '/users/me', { password: account.password }).catch(() => undefined);
    }
  });

  it('asks for a quote from the vehicle card, sees the offer arrive, books a chosen slot the business then sees', async () => {
    // The garage is the start: the vehicle's card asks for a quote.
    const garage = await openSignedIn(browser(), '/araclarim', customer, mobile);
    const page = garage.page;
    await page.getByRole('heading', { name: '62 DK 419' }).waitFor();
    await shoot(page, 'loop-1-garage');
    await page.getByRole('link', { name: '62 DK 419 için teklif iste' }).click();

    // The form has the vehicle picked and filled from the garage; the customer writes the rest.
    await page.getByRole('heading', { name: 'Teklif İste', level: 1 }).waitFor();
    await poll(() => page.getByLabel('Araç', { exact: true }).inputValue()).not.toBe('');
    expect(await page.getByLabel(/^Model( \*)?$/).inputValue()).toBe('Egea');
    expect(await page.getByLabel('Model yılı').inputValue()).toBe('2019');
    await page.getByLabel('Hizmet alanı').selectOption('fren');
    await page.getByRole('main').getByLabel('Şehir').selectOption('tunceli');
    await poll(() => page.getByLabel('İlçe').locator('option').count()).toBeGreaterThan(2);
    await page.getByLabel('İlçe').selectOption('Merkez');
    await page
      .getByLabel('Sorunu anlatın')
      .fill('Frenlerken direksiyon titriyor, diskler ve balatalar kontrol edilmeli.');
    await shoot(page, 'loop-2-quote-form');
    await page.getByRole('button', { name: 'Teklif İste' }).click();
    await page.getByText('İsteğiniz 1 işletmeye iletildi.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Tekliflerime Git' }).click();

    const { quotes } = await call<{ quotes: QuoteView[] }>(customer, 'GET', '/quotes');
    const quote = quotes[0]!;
    expect(quote).toMatchObject({ plate: '62DK419', brand: 'fiat', model: 'Egea', year: 2019 });
    expect(quote.businesses.map((b) => b.id)).toEqual([shop.user.id]);
    await page.getByText('Teklif bekleniyor').first().waitFor();
    await shoot(page, 'loop-3-waiting');

    // The business offers (through the API); the customer's open page shows it without a reload.
    const tomorrow = todayInTurkey(new Date(Date.now() + 86_400_000));
    await call(shop, 'POST', `/quotes/${quote.id}/offers`, {
      priceMin: 1500,
      priceMax: 2250,
      duration: '3 saat',
      earliestDate: tomorrow,
      note: 'Disk ve balata değişimi dahil.',
    });
    const offer = page.getByRole('article', { name: 'Munzur Fren Servisi teklifi' });
    await offer.waitFor({ timeout: 15_000 });
    await page.getByText('1 teklif geldi, kararınızı bekliyor').first().waitFor();
    await shoot(page, 'loop-4-offer-arrived');

    // Accepting opens the slot picker from the offer's earliest day; the customer picks 10:30.
    await offer.getByRole('button', { name: 'Teklifi Kabul Et' }).click();
    const dialog = page.getByRole('dialog', { name: 'Teklifi Kabul Et' });
    await dialog.getByText('Yarın', { exact: true }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'Yarın' }).isChecked()).toBe(true);
    await pick(dialog.getByRole('radio', { name: '10:30' }));
    await shoot(page, 'loop-5-slot-picker');
    await dialog.getByRole('button', { name: 'Kabul Et ve Randevu Al' }).click();
    await dialog.getByText('Teklifi kabul ettiniz').waitFor();
    expect(await inView(page, 'Teklifi kabul ettiniz')).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Randevuyu Gör' }).isVisible()).toBe(true);
    await shoot(page, 'loop-6-confirmation');

    // The link opens the appointment, with the vehicle and the agreed price.
    await dialog.getByRole('link', { name: 'Randevuyu Gör' }).click();
    const mine = page.getByRole('article', { name: 'Munzur Fren Servisi randevusu' });
    await mine.getByText('Araç: 62 DK 419').waitFor();
    await mine.getByText('Anlaşılan fiyat: ₺1.500,00 – ₺2.250,00').waitFor();
    expect(await mine.getAttribute('aria-current')).toBe('true');
    await shoot(page, 'loop-7-my-appointment');
    await garage.context.close();

    // The business's appointments show it with plate, service and price range, at the chosen time.
    const owner = await openSignedIn(browser(), '/randevularim', shop, mobile);
    const card = owner.page.getByRole('article', { name: 'Deniz Kara randevusu' });
    await card.getByText(/10:30/).first().waitFor();
    await card.getByText('Araç: 62 DK 419').waitFor();
    await card.getByText('Hizmet: Fren: Fiat Egea 2019').waitFor();
    await card.getByText('Anlaşılan fiyat: ₺1.500,00 – ₺2.250,00').waitFor();
    await card.getByText('Onay bekliyor').waitFor();
    await shoot(owner.page, 'loop-8-business-appointments');
    await owner.context.close();
  }, 240_000);
});
