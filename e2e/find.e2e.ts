import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  createSignedInAccount,
  registerAccount,
  type SignedInAccount,
  storeSession,
} from './support/accounts';
import { baseUrl, desktop, launchBrowser, mobile, screenshot } from './support/browser';

// The suite's database is shared by every e2e file: this file's businesses stand in a province of their own, around
// the centre of Ardahan, and the visitor stands right there.
const CITY = 'ardahan';
const HERE = { latitude: 41.1105, longitude: 42.7022 };

let browser: Browser;
const created: Account[] = [];
let customer: SignedInAccount;
let tow: Account;

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');

async function business(name: string, lat: number, lng: number, sector = 'genel') {
  const account = await registerAccount({
    userType: 'isletme',
    data: {
      city: CITY,
      businessName: name,
      businessSector: [sector],
      businessLatitude: lat,
      businessLongitude: lng,
    },
  });
  created.push(account);
  return account;
}

async function review(by: SignedInAccount, businessId: string, rating: number) {
  const res = await fetch(`${baseUrl()}/api/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${by.accessToken}` },
    body: JSON.stringify({ businessId, rating, comment: 'Hızlı ve özenli çalıştılar, teşekkürler.' }),
  });
  if (res.status !== 201) throw new Error(`review failed: ${res.status} ${await res.text()}`);
}

/** A visitor who has let the site know where they are (the browser's permission granted). */
async function openHere(path: string, viewport = desktop, account?: SignedInAccount) {
  const context: BrowserContext = await browser.newContext({
    viewport,
    locale: 'tr-TR',
    baseURL: baseUrl(),
    geolocation: HERE,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.goto('/giris-yap');
  await page.evaluate(
    (city) => localStorage.setItem('onboardingData', JSON.stringify({ city, vehicleType: null, isCompleted: true })),
    CITY,
  );
  if (account) await storeSession(page, account);
  await page.goto(path);
  return { context, page };
}

describe('finding help fast: near me, by name, by rating, emergency towing', () => {
  let near: Account;
  let far: Account;
  let wellReviewed: Account;

  beforeAll(async () => {
    browser = await launchBrowser();
    far = await business('Kura Nehri Oto Servis', 41.16, 42.78);
    near = await business('Kuzey Oto Elektrik Ustası', 41.1125, 42.7045);
    wellReviewed = await business('Yalnızçam Kaporta', 41.13, 42.74);
    tow = await business('Ardahan Acil Çekici', 41.115, 42.71, 'cekici');
    customer = await createSignedInAccount();
    created.push(customer);
    const reviewers = await Promise.all([1, 2, 3].map(() => createSignedInAccount()));
    created.push(...reviewers);
    await review(reviewers[0]!, far.user.id, 5);
    for (const reviewer of reviewers) await review(reviewer, wellReviewed.user.id, 5);
  });

  afterAll(async () => {
    // What this file created leaves the shared database again.
    for (const account of created) {
      const session = await fetch(`${baseUrl()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      }).then((r) => r.json() as Promise<{ access_token: string }>);
      await fetch(`${baseUrl()}/api/users/me`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
        body: JSON.stringify({ password: account.password }),
      });
    }
    await browser.close();
  });

  it.each([
    ['desktop', desktop],
    ['phone', mobile],
  ])("lists the nearest businesses first with their distance after 'Konumumu kullan' (%s)", async (name, viewport) => {
    const { context, page } = await openHere(`/?city=${CITY}`, viewport);
    await cards(page).first().waitFor();
    await main(page).getByRole('button', { name: 'Konumumu kullan' }).click();
    await page.waitForURL(/near=41\.1105%2C42\.7022|near=41\.1105,42\.7022/);
    const first = cards(page).first();
    await expect.poll(() => first.getByRole('heading').textContent()).toBe(near.user.businessName);
    await expect(first.getByText(/^· 0,[1-9] km$/).textContent()).resolves.toMatch(/km/);
    await expect(main(page).getByText('Konumunuza en yakın işletmeler önce gösteriliyor.').isVisible()).resolves.toBe(
      true,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `find-near-me-${name}`);
    await context.close();
  });

  it('finds a business by its name typed without spaces and with a typo', async () => {
    const { context, page } = await openHere(`/?city=${CITY}`);
    await cards(page).first().waitFor();
    await main(page).getByRole('textbox', { name: 'İşletme veya usta adı' }).fill('kuzey otoelktrik');
    await main(page).getByRole('textbox', { name: 'İşletme veya usta adı' }).press('Enter');
    await page.waitForURL(/q=kuzey\+otoelktrik/);
    await expect.poll(() => cards(page).first().getByRole('heading').textContent()).toBe(near.user.businessName);
    await screenshot(page, 'find-name-search');
    await context.close();
  });

  it('sorts by weighted rating: three 5-star reviews before a single one', async () => {
    const { context, page } = await openHere(`/?city=${CITY}`);
    await cards(page).first().waitFor();
    await main(page).getByRole('textbox', { name: 'Sıralama' }).click();
    await page.getByRole('option', { name: 'En yüksek puan' }).click();
    await page.waitForURL(/sort=rating/);
    const names = async () => (await cards(page).getByRole('heading').allTextContents()).map((t) => t.trim());
    await expect.poll(async () => (await names())[0]).toBe(wellReviewed.user.businessName);
    const order = await names();
    expect(order.indexOf(far.user.businessName!)).toBeGreaterThan(order.indexOf(wellReviewed.user.businessName!));
    await context.close();
  });

  it("calls or messages the nearest tow service from a phone: 'Ara' dials, the location waits in the composer", async () => {
    const { context, page } = await openHere('/cekici-hizmetleri', mobile, customer);
    await page.getByRole('heading', { name: 'Acil Çekici' }).waitFor();
    await page.getByRole('button', { name: 'Konumumu kullan' }).click();
    const card = cards(page).filter({ hasText: tow.user.businessName! });
    await card.waitFor();
    await expect(cards(page).first().getByRole('heading').textContent()).resolves.toBe(tow.user.businessName);
    const call = card.getByRole('link', { name: `Ara: ${tow.user.businessName}` });
    expect(await call.getAttribute('href')).toBe(`tel:${tow.user.phone}`);
    const box = await call.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThan(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'find-towing-phone');

    await card.getByRole('link', { name: `Konumumu mesajla gönder: ${tow.user.businessName}` }).click();
    const composer = page.getByRole('textbox', { name: 'Mesajınız' });
    await expect.poll(() => composer.inputValue()).toContain('openstreetmap.org/?mlat=41.1105&mlon=42.7022');
    // Nothing was sent: the conversation starts only when the customer sends it.
    const conversations = await fetch(`${baseUrl()}/api/messages/conversations`, {
      headers: { authorization: `Bearer ${customer.accessToken}` },
    }).then((r) => r.json() as Promise<{ conversations: unknown[] }>);
    expect(conversations.conversations).toHaveLength(0);
    await screenshot(page, 'find-towing-message');
    await context.close();
  });
});
