import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/web/src/app/paths';
import { createSignedInAccount, openSignedIn, type SignedInAccount } from './support/accounts';
import { appReady, baseUrl, browserForFile, desktop, mobile, screenshot } from './support/browser';

/*
 * The first minute of a new visitor on a phone (docs/product.md §2 'Home', docs/decisions/043-no-silent-city.md): the
 * search on the first screen, no province chosen for them, 'Acil Çekici' one tap from any page, and a signed-in
 * user's own city on a new device.
 */

// The suite's database is shared by every e2e file, so this file's businesses live in a province of their own.
const IGDIR = { slug: 'igdir', latitude: 39.9196, longitude: 44.0437 };
const TYRES = 'Iğdır Lastik Merkezi';
const TOW = 'Iğdır Yol Yardım';

const browser = browserForFile();
let tow: SignedInAccount;

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');
const search = (page: Page) => new URL(page.url()).searchParams;

async function api(account: SignedInAccount, method: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

/** A phone with the site already allowed to know where it is. */
async function openPhone(path: string, { located = false } = {}) {
  const context = await browser().newContext({
    viewport: mobile,
    isMobile: true,
    hasTouch: true,
    locale: 'tr-TR',
    baseURL: baseUrl(),
    ...(located
      ? { permissions: ['geolocation'], geolocation: { latitude: IGDIR.latitude, longitude: IGDIR.longitude } }
      : {}),
  });
  const page = await context.newPage();
  await page.goto(path);
  await appReady(page);
  return { context, page };
}

describe('the first minute', () => {
  beforeAll(async () => {
    [, tow] = await Promise.all([
      createSignedInAccount({
        userType: 'isletme',
        data: {
          city: IGDIR.slug,
          businessName: TYRES,
          businessSector: ['lastik'],
          businessLatitude: IGDIR.latitude + 0.01,
          businessLongitude: IGDIR.longitude,
        },
      }),
      createSignedInAccount({
        userType: 'isletme',
        data: {
          city: IGDIR.slug,
          businessName: TOW,
          businessSector: ['cekici'],
          businessBrand: [],
          authorizedBrands: [],
          businessLatitude: IGDIR.latitude,
          businessLongitude: IGDIR.longitude + 0.02,
        },
      }),
    ]);
    // Open round the clock.
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' }));
    await api(tow, 'PUT', `/businesses/${tow.user.id}/hours`, { weekly, exceptions: [], slotMinutes: 60, capacity: 1 });
  });

  it('sends the search, the emergency button and the list of all Türkiye to a cold visit, never a province', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    for (const shown of ['Ne lazım?', 'Nerede?', 'Acil Çekici', 'İşletmeler', 'Hoş Geldiniz!'])
      expect(html).toContain(shown);
    // The list itself is in the server's page, not a loading state.
    expect(html).toMatch(/<article[^>]*aria-labelledby="business-/);

    const { context, page } = await openPhone('/');
    const where = main(page).getByRole('combobox', { name: 'Nerede?' });
    expect(await where.inputValue()).toBe('');
    expect(await where.locator('option:checked').textContent()).toBe('Tüm Türkiye');
    expect(search(page).get('city')).toBeNull();
    await screenshot(page, 'first-minute-home-390');
    // The helper never stands in the way, and once closed it stays closed.
    await main(page).getByRole('button', { name: 'Hoş geldiniz kutusunu kapat' }).click();
    await page.reload();
    await appReady(page);
    expect(await main(page).getByRole('heading', { name: 'Hoş Geldiniz!' }).count()).toBe(0);
    expect(await (await fetch(`${baseUrl()}/`, { headers: { cookie: 'onboarded=1' } })).text()).not.toContain(
      'Hoş Geldiniz!',
    );
    await context.close();
  });

  it("finds 'lastik' near the visitor's position from the first screen", async () => {
    const { context, page } = await openPhone('/', { located: true });
    await main(page).getByRole('textbox', { name: 'Ne lazım?' }).fill('lastik');
    await main(page).getByRole('combobox', { name: 'Nerede?' }).selectOption({ label: 'Konumum' });
    await expect.poll(() => search(page).get('near')).toBe(`${IGDIR.latitude},${IGDIR.longitude}`);
    await main(page).getByRole('button', { name: 'Ara', exact: true }).click();
    await expect.poll(() => search(page).get('sector')).toBe('lastik');
    const first = cards(page).first();
    await first.getByRole('heading', { name: TYRES }).waitFor();
    await first.getByText(/·\s*1,1 km/).waitFor();
    // Nobody has reviewed it yet: said in words, not as empty stars and '0,0'.
    await first.getByText('Henüz değerlendirme yok').waitFor();
    expect(await first.getByText('0,0').count()).toBe(0);
    await screenshot(page, 'first-minute-search-390');
    await context.close();
  });

  it("reaches a tow service's call button in one tap from any page", async () => {
    const { context, page } = await openPhone(paths.about, { located: true });
    // In the bar itself, not behind the menu.
    await page.getByRole('banner').getByRole('link', { name: 'Acil Çekici' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(paths.towing);
    // 'Konumumu yenile' once the granted position has already moved the list.
    await main(page)
      .getByRole('button', { name: /^Konumumu (kullan|yenile)$/ })
      .click();
    const card = cards(page).filter({ hasText: TOW }).first();
    await card.waitFor();
    expect(await card.getByRole('link', { name: `Ara: ${TOW}` }).getAttribute('href')).toMatch(/^tel:\+90/);
    await card.getByText('Açık · 7/24').waitFor();
    await card.getByText('1,7 km').waitFor();
    await screenshot(page, 'first-minute-towing-near-390');

    // Without a position too, every card carries 'Ara'; the open-now filter keeps the open ones.
    await page.goto(`${paths.towing}?city=${IGDIR.slug}`);
    const listed = cards(page).filter({ hasText: TOW }).first();
    await listed.getByRole('link', { name: `Ara: ${TOW}` }).waitFor();
    await main(page).getByText('Şimdi açık', { exact: true }).click();
    await expect.poll(() => search(page).get('openNow')).toBe('true');
    await cards(page).filter({ hasText: TOW }).first().waitFor();
    await context.close();
  });

  it('starts a signed-in user from İstanbul on İstanbul on a device that never chose a city', async () => {
    const customer = await createSignedInAccount({ data: { city: 'istanbul', firstName: 'Selin', lastName: 'Acar' } });
    const { context, page } = await openSignedIn(browser(), '/', customer, desktop);
    const where = main(page).getByRole('combobox', { name: 'Nerede?' });
    await expect.poll(() => where.inputValue()).toBe('istanbul');
    await main(page).getByText('Şehir: İstanbul').filter({ visible: true }).waitFor();
    await screenshot(page, 'first-minute-signed-in-1280');

    // The account's links are one labelled menu, reached with the keyboard.
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    const account = nav.getByRole('button', { name: 'Selin Acar' });
    await account.focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Siparişlerim' }).waitFor();
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'Siparişlerim' }).waitFor({ state: 'hidden' });
    expect(await account.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
