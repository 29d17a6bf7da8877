import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  createSignedInAccount,
  registerAccount,
  type SignedInAccount,
  storeSession,
} from './support/accounts';
import { baseUrl, browserForFile, desktop, mobile, screenshot } from './support/browser';

// The suite's database is shared by every e2e file: this file's businesses stand in a province of their own, around
// the centre of Ardahan, and the visitor stands right there.
const CITY = 'ardahan';
const HERE = { latitude: 41.1105, longitude: 42.7022 };

const browser = browserForFile();
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

/** The tests that matter on either screen run on each, named in their titles. */
const bothScreens: [string, typeof desktop][] = [
  ['desktop', desktop],
  ['phone', mobile],
];

/** A visitor who has let the site know where they are (the browser's permission granted). */
async function openHere(path: string, viewport = desktop, account?: SignedInAccount) {
  const context: BrowserContext = await browser().newContext({
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

/** The province's business list as that visitor sees it, once its first card is drawn. */
async function openList(viewport = desktop) {
  const opened = await openHere(`/?city=${CITY}`, viewport);
  await cards(opened.page).first().waitFor();
  return opened;
}

/** Sets a business's hours through the API, as it does in /profilim: every day all day, or closed today. */
async function setHours(owner: SignedInAccount, closedToday: boolean) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const res = await fetch(`${baseUrl()}/api/businesses/${owner.user.id}/hours`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.accessToken}` },
    body: JSON.stringify({
      weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '23:59' })),
      exceptions: closedToday ? [{ date: today, label: 'Bakım', ranges: [] }] : [],
      slotMinutes: 60,
      capacity: 1,
    }),
  });
  if (res.status !== 200) throw new Error(`setting hours failed: ${res.status} ${await res.text()}`);
}

/**
 * Opens the map of a list and zooms in about one business's pin with double clicks until no other pin or cluster is
 * left in view, then asks for 'Bu alanda ara'.
 */
async function searchAreaAround(page: Page, keep: Account) {
  await main(page).getByRole('button', { name: 'Harita' }).click();
  const map = page.getByTestId('results-map');
  const pin = map.locator(`.leaflet-marker-icon[title="${keep.user.businessName}"]`);
  await pin.waitFor();
  // On a phone the map starts below the fold: the mouse reaches only what is on screen.
  await map.scrollIntoViewIfNeeded();
  const othersInView = () =>
    map.locator('.leaflet-marker-icon').evaluateAll((icons, title) => {
      const area = icons[0]!.closest('[data-testid="results-map"]')!.getBoundingClientRect();
      return icons.filter((icon) => {
        const box = icon.getBoundingClientRect();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        return (
          icon.getAttribute('title') !== title && x > area.left && x < area.right && y > area.top && y < area.bottom
        );
      }).length;
    }, keep.user.businessName);
  await expect
    .poll(
      async () => {
        if ((await othersInView()) === 0) return 0;
        // The pin is first dragged to the middle (clear of the notes along the map's edges), then a double click just
        // under its point zooms about it; one on the pin itself would open its card.
        const area = (await map.boundingBox())!;
        const [cx, cy] = [area.x + area.width / 2, area.y + area.height / 2];
        let box = (await pin.boundingBox())!;
        await page.mouse.move(cx, cy);
        await page.mouse.down();
        await page.mouse.move(cx + cx - (box.x + box.width / 2), cy + cy - (box.y + box.height), { steps: 8 });
        await page.mouse.up();
        box = (await pin.boundingBox())!;
        await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height + 4);
        return othersInView();
      },
      { timeout: 20_000 },
    )
    .toBe(0);
  await map.getByRole('button', { name: 'Bu alanda ara' }).click();
  await page.waitForURL(/bbox=/);
}

describe('finding help fast: near me, by name, by rating, emergency towing', () => {
  let near: Account;
  let far: Account;
  let wellReviewed: Account;
  let posof: Account;
  let posofTow: Account;
  let open: SignedInAccount;
  let closed: SignedInAccount;

  beforeAll(async () => {
    far = await business('Kura Nehri Oto Servis', 41.16, 42.78);
    near = await business('Kuzey Oto Elektrik Ustası', 41.1125, 42.7045);
    wellReviewed = await business('Yalnızçam Kaporta', 41.13, 42.74);
    tow = await business('Ardahan Acil Çekici', 41.115, 42.71, 'cekici');
    // In Posof, 45 km north of the others: the nearest to its district's centre.
    posof = await business('Posof Sınır Lastik', 41.512, 42.73, 'lastik');
    // A second tow service, east of Posof: the towing page's map has two places to choose between.
    posofTow = await business('Posof Yol Yardım Çekici', 41.48, 42.95, 'cekici');
    // Two with hours, away from the visitor: one open all day today, one closed today.
    const withHours = (name: string) =>
      createSignedInAccount({
        userType: 'isletme',
        data: {
          city: CITY,
          businessName: name,
          businessSector: ['genel'],
          businessLatitude: 41.2,
          businessLongitude: 42.9,
        },
      });
    [open, closed] = await Promise.all([withHours('Gece Gündüz Açık Servis'), withHours('Bugün Kapalı Servis')]);
    created.push(open, closed);
    await setHours(open, false);
    await setHours(closed, true);
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
  });

  it.each(bothScreens)(
    "lists the nearest businesses first with their distance after 'Konumumu kullan' (%s)",
    async (name, viewport) => {
      const { context, page } = await openList(viewport);
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
    },
  );

  it('finds a business by its name typed without spaces and with a typo', async () => {
    const { context, page } = await openList();
    await main(page).getByRole('textbox', { name: 'Ne lazım?' }).fill('kuzey otoelktrik');
    await main(page).getByRole('textbox', { name: 'Ne lazım?' }).press('Enter');
    await page.waitForURL(/q=kuzey\+otoelktrik/);
    await expect.poll(() => cards(page).first().getByRole('heading').textContent()).toBe(near.user.businessName);
    await screenshot(page, 'find-name-search');
    await context.close();
  });

  it('sorts by weighted rating: three 5-star reviews before a single one', async () => {
    const { context, page } = await openList();
    await main(page).getByRole('combobox', { name: 'Sıralama' }).selectOption({ label: 'En yüksek puan' });
    await page.waitForURL(/sort=rating/);
    const names = async () => (await cards(page).getByRole('heading').allTextContents()).map((t) => t.trim());
    await expect.poll(async () => (await names())[0]).toBe(wellReviewed.user.businessName);
    const order = await names();
    expect(order.indexOf(far.user.businessName!)).toBeGreaterThan(order.indexOf(wellReviewed.user.businessName!));
    await context.close();
  });

  it("calls or messages the nearest tow service from a phone: 'Ara' dials, the location waits in the composer", async () => {
    const { context, page } = await openHere('/cekici-hizmetleri', mobile, customer);
    await page.getByRole('heading', { name: 'Acil Çekici', exact: true }).waitFor();
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

  it.each(bothScreens)(
    "puts the businesses nearest the picked district's centre first (%s)",
    async (name, viewport) => {
      const { context, page } = await openList(viewport);
      expect(await cards(page).first().getByRole('heading').textContent()).not.toBe(posof.user.businessName);
      // The browser's own select: typing 'posof' on it jumps to the district.
      await main(page).getByRole('combobox', { name: 'İlçe' }).selectOption('Posof');
      await page.waitForURL(/district=Posof/);
      await expect.poll(() => cards(page).first().getByRole('heading').textContent()).toBe(posof.user.businessName);
      await expect(
        cards(page)
          .first()
          .getByText(/^· 0,[0-9] km$/)
          .isVisible(),
      ).resolves.toBe(true);
      await main(page).getByText('Posof merkezine en yakın işletmeler önce gösteriliyor.').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, `find-district-${name}`);
      await context.close();
    },
  );

  it('offers the districts on the towing page too', async () => {
    const { context, page } = await openHere(`/cekici-hizmetleri?city=${CITY}`, mobile);
    await cards(page).filter({ hasText: tow.user.businessName! }).waitFor();
    await main(page).getByRole('combobox', { name: 'İlçe' }).selectOption('Merkez');
    await page.waitForURL(/district=Merkez/);
    await expect(cards(page).first().getByText(/ km$/).textContent()).resolves.toMatch(/^[01],\d km$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'find-towing-district');
    await context.close();
  });

  it("hides closed businesses with 'Şimdi açık'", async () => {
    const { context, page } = await openHere(`/?city=${CITY}&limit=48`);
    const named = (business: Account) => cards(page).filter({ hasText: business.user.businessName! });
    await named(closed).waitFor();
    await named(open).waitFor();
    // The chip's label (an open business's card says 'Şimdi açık' too).
    await main(page).locator('label', { hasText: 'Şimdi açık' }).click();
    await page.waitForURL(/openNow=true/);
    await expect.poll(() => named(closed).count()).toBe(0);
    expect(await named(open).count()).toBe(1);
    // Businesses that keep no hours cannot be said to be open.
    expect(await named(near).count()).toBe(0);
    await screenshot(page, 'find-open-now');
    await context.close();
  });

  it.each(bothScreens)(
    "lists only what the map shows after 'Bu alanda ara' on the listing (%s)",
    async (name, viewport) => {
      const { context, page } = await openHere(`/?city=${CITY}&limit=48`, viewport);
      const named = (business: Account) => cards(page).filter({ hasText: business.user.businessName! });
      await named(near).waitFor();
      await searchAreaAround(page, posof);
      const map = page.getByTestId('results-map');
      await expect.poll(() => map.locator(`.leaflet-marker-icon[title="${near.user.businessName}"]`).count()).toBe(0);
      await screenshot(page, `find-map-area-${name}`);
      await main(page).getByRole('button', { name: 'Liste' }).click();
      await named(posof).waitFor();
      expect(await named(near).count()).toBe(0);
      expect(await named(far).count()).toBe(0);
      await context.close();
    },
  );

  it.each(bothScreens)(
    "lists only the tow services the map shows after 'Bu alanda ara' on the towing page (%s)",
    async (name, viewport) => {
      const { context, page } = await openHere(`/cekici-hizmetleri?city=${CITY}`, viewport);
      const named = (business: Account) => cards(page).filter({ hasText: business.user.businessName! });
      await named(tow).waitFor();
      await named(posofTow).waitFor();
      await searchAreaAround(page, posofTow);
      const map = page.getByTestId('results-map');
      await expect.poll(() => map.locator(`.leaflet-marker-icon[title="${tow.user.businessName}"]`).count()).toBe(0);
      await screenshot(page, `find-towing-map-area-${name}`);
      await main(page).getByRole('button', { name: 'Liste' }).click();
      await named(posofTow).waitFor();
      expect(await named(tow).count()).toBe(0);
      await context.close();
    },
  );

  it.each(bothScreens)(
    'keeps only businesses rated at least 4 stars with the rating filter (%s)',
    async (name, viewport) => {
      const { context, page } = await openHere(`/?city=${CITY}&limit=48`, viewport);
      const named = (business: Account) => cards(page).filter({ hasText: business.user.businessName! });
      await named(near).waitFor();
      if (viewport === mobile)
        await main(page)
          .getByRole('button', { name: /^Filtreler/ })
          .click();
      await main(page).getByRole('combobox', { name: 'Puan' }).selectOption({ label: '4 yıldız ve üzeri' });
      await page.waitForURL(/minRating=4/);
      await expect.poll(() => named(near).count()).toBe(0);
      expect(await named(wellReviewed).count()).toBe(1);
      expect(await named(far).count()).toBe(1);
      expect(await main(page).getByRole('button', { name: 'Puan filtresini kaldır' }).count()).toBe(1);
      await screenshot(page, `find-min-rating-${name}`);
      // 'Filtreleri Temizle' takes the rating back too.
      await main(page)
        .getByRole('button', { name: viewport === mobile ? 'Temizle' : 'Filtreleri Temizle' })
        .first()
        .click();
      await expect.poll(() => new URL(page.url()).searchParams.has('minRating')).toBe(false);
      await named(near).waitFor();
      await context.close();
    },
  );
});
