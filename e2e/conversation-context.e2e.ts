import type { QuoteView } from '@otousta/shared/schemas/quotes';
import { todayInTurkey } from '@otousta/shared/schemas/quotes';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount, openSignedIn, type SignedInAccount } from './support/accounts';
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

async function shoot(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(desktop);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(mobile);
}

/** A customer named Ahmet Yılmaz with one garage vehicle, whose quote request goes to the business. */
async function ahmetWith(shop: SignedInAccount, vehicle: { plate: string; brand: string; model: string }) {
  const customer = await createSignedInAccount({ data: { firstName: 'Ahmet', lastName: 'Yılmaz', city: 'sinop' } });
  const { vehicle: saved } = await call<{ vehicle: { id: string } }>(customer, 'POST', '/vehicles', {
    ...vehicle,
    vehicleType: 'araba',
    year: 2018,
  });
  const { quote } = await call<{ quote: QuoteView }>(customer, 'POST', '/quotes', {
    vehicleId: saved.id,
    sector: 'fren',
    city: 'sinop',
    district: 'Merkez',
    description: 'Frenlerken ses geliyor, balatalar kontrol edilmeli.',
    urgency: 'esnek',
    businessIds: [shop.user.id],
  });
  return { customer, quote };
}

// A province no other spec uses, so the business's lists hold only this file's customers.
describe('a conversation shows what it is about, and tells apart two customers of the same name', () => {
  let shop: SignedInAccount;
  let first: SignedInAccount;
  let second: SignedInAccount;
  let appointmentId: string;

  beforeAll(async () => {
    shop = await createSignedInAccount({
      userType: 'isletme',
      data: { businessName: 'Sinop Fren Ustası', city: 'sinop', businessSector: ['fren'], authorizedBrands: [] },
    });
    await call(shop, 'PUT', `/businesses/${shop.user.id}/hours`, halfHours);
    const [a, b] = await Promise.all([
      ahmetWith(shop, { plate: '34 ABC 123', brand: 'toyota', model: 'Corolla' }),
      ahmetWith(shop, { plate: '06 KL 4521', brand: 'renault', model: 'Clio' }),
    ]);
    first = a.customer;
    second = b.customer;

    // The business offers on the first request; the customer accepts it at tomorrow's first free slot.
    const tomorrow = todayInTurkey(new Date(Date.now() + 86_400_000));
    const offered = await call<{ quote: QuoteView }>(shop, 'POST', `/quotes/${a.quote.id}/offers`, {
      priceMin: 1500,
      priceMax: 2250,
      duration: '2 saat',
      earliestDate: tomorrow,
    });
    const offerId = offered.quote.offers[0]!.id;
    const { slots } = await call<{ slots: { startsAt: string; free: number }[] }>(
      first,
      'GET',
      `/businesses/${shop.user.id}/slots?date=${tomorrow}`,
    );
    const slot = slots.find((s) => s.free > 0)!;
    ({ appointmentId } = await call<{ appointmentId: string }>(
      first,
      'POST',
      `/quotes/${a.quote.id}/offers/${offerId}/accept`,
      { startsAt: slot.startsAt },
    ));

    for (const customer of [first, second]) {
      await call(customer, 'POST', '/messages', { receiverId: shop.user.id, content: 'Merhaba, aracım hakkında.' });
    }
  });
  afterAll(async () => {
    for (const account of [first, second, shop]) {
      if (account) await call(account, 'DELETE', '/users/me', { password: account.password }).catch(() => undefined);
    }
  });

  it("opens the chat from the business's appointment card with the appointment's plate and price above the messages", async () => {
    const { page, context } = await openSignedIn(browser(), '/randevularim', shop, mobile);
    const card = page.getByRole('article', { name: 'Ahmet Yılmaz randevusu' });
    await card.getByText('Araç: 34 ABC 123').waitFor();
    await card.getByRole('link', { name: 'Mesaj gönder' }).click();

    const about = page.getByRole('region', { name: 'Randevu ve teklif bilgisi' });
    await about.getByText('34 ABC 123 Corolla · Fren').waitFor();
    const toggle = about.getByRole('button');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await about.getByText('Fren: Toyota Corolla 2018 · 34 ABC 123 · ₺1.500,00 – ₺2.250,00').waitFor();
    await about.getByRole('link', { name: 'Randevuyu gör' }).waitFor();
    expect(await about.getByRole('link', { name: 'Teklif isteğini gör' }).count()).toBe(2);
    await shoot(page, 'context-1-chat-card');

    // The customer cancels; the open card follows on the bell's event, without a reload.
    await about.getByText('Onay bekliyor').waitFor();
    await call(first, 'PATCH', `/appointments/${appointmentId}`, { status: 'cancelled', reason: 'Başka gün gelirim.' });
    await about.getByText('İptal edildi').waitFor();

    // Its link leads back to the appointment on /randevularim.
    await about.getByRole('link', { name: 'Randevuyu gör' }).click();
    await poll(() => card.getAttribute('aria-current')).toBe('true');
    await context.close();
  }, 120_000);

  it("lists the two Ahmet Yılmaz conversations with each one's vehicle under the name", async () => {
    const { page, context } = await openSignedIn(browser(), '/mesajlar', shop, mobile);
    const rows = page.getByTestId('conversation').filter({ hasText: 'Ahmet Yılmaz' });
    await rows.nth(1).waitFor();
    const hints = await page.getByTestId('partner-hint').allTextContents();
    expect(hints.sort()).toEqual(['06 KL 4521 Clio · Fren', '34 ABC 123 Corolla · Fren']);
    await shoot(page, 'context-2-same-names');
    await context.close();
  }, 120_000);
});
