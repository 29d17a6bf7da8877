import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import { type Account, createSignedInAccount, openSignedIn, registerAccount } from './support/accounts';
import { appReady, baseUrl, browserForFile, desktop, mobile, openPage, pathname, screenshot } from './support/browser';

// The suite's database is shared by every e2e file, so this file's businesses live in a province of their own.
const CITY = { slug: 'hakkari', name: 'Hakkari' };
const MOTOR_SHOPS = 13;

const browser = browserForFile();
let towing: Account;
let firstShop: Account;

const main = (page: Page) => page.getByRole('main');
const search = (page: Page) => new URL(page.url()).searchParams;
// Desktop and mobile each render the filters once (the other copy is hidden), so only the visible one counts.
const filter = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true }).filter({ visible: true });
const cards = (page: Page) => main(page).getByRole('article');
const chip = (page: Page, text: string | RegExp) => main(page).getByText(text).filter({ visible: true });
const total = (page: Page) => main(page).getByText(/^Toplam \d+ kayıt, \d+ sayfa$/);

/** Clicks the star a person would click (the radio inputs of the rating are visually hidden). */
async function rate(page: Page, stars: number) {
  const id = await main(page)
    .getByRole('radio', { name: `${stars} yıldız` })
    .getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

/** Picks a filter's option the way the browser's own select does it, by its label. */
async function choose(page: Page, label: string, option: string) {
  await filter(page, label).selectOption({ label: option });
}

/** Marks onboarding as done the way the home page stores it (docs/product.md §9 'onboardingData'). */
async function skipOnboarding(page: Page, city: string | null = CITY.slug) {
  await page.evaluate(
    (value) =>
      localStorage.setItem('onboardingData', JSON.stringify({ city: value, vehicleType: null, isCompleted: true })),
    city,
  );
}

describe('discovery: listing, towing, business profile and reviews', () => {
  beforeAll(async () => {
    const shops = await Promise.all(
      Array.from({ length: MOTOR_SHOPS }, (_, i) =>
        registerAccount({
          userType: 'isletme',
          photos: i === 0 ? 2 : 1,
          data: {
            city: CITY.slug,
            businessName: `Hakkari Motor ${String(i + 1).padStart(2, '0')}`,
            businessSector: ['motor'],
            businessBrand: ['tofas', 'fiat', 'renault', 'mercedes-benz'],
            authorizedBrands: ['tofas', 'fiat', 'renault'],
          },
        }),
      ),
    );
    firstShop = shops[0]!;
    towing = await registerAccount({
      userType: 'isletme',
      data: {
        city: CITY.slug,
        businessName: 'Zap Çekici',
        businessSector: ['cekici'],
        businessBrand: [],
        authorizedBrands: [],
      },
    });
  });

  it('starts a visitor on the chosen city, then filters and pages the list through the URL with back and forward', async () => {
    const { context, page } = await openPage(browser(), '/', desktop);
    await appReady(page);
    await main(page).getByRole('combobox', { name: 'Nerede?' }).selectOption({ label: CITY.name });
    await main(page).getByRole('button', { name: 'Araba' }).click();

    // The chosen city is the list's filter, shown as a chip, and the device remembers it.
    await total(page).waitFor();
    await expect.poll(() => total(page).textContent()).toBe(`Toplam ${MOTOR_SHOPS + 1} kayıt, 2 sayfa`);
    await chip(page, `Şehir: ${CITY.name}`).waitFor();
    expect(await cards(page).count()).toBe(12);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('onboardingData')))!)).toEqual({
      city: CITY.slug,
      vehicleType: 'araba',
      isCompleted: true,
    });

    // A card: at most 3 brand chips then '+N daha', at most 2 authorised chips; no 'Mesaj At' when signed out.
    const card = cards(page).filter({ hasText: 'Hakkari Motor' }).first();
    await expect.poll(() => card.getByText('+1 daha').count()).toBe(1);
    expect(await card.getByText(/^Yetkili:/).count()).toBe(2);
    expect(
      await main(page)
        .getByRole('link', { name: /^Mesaj At/ })
        .count(),
    ).toBe(0);

    await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
    await expect.poll(() => search(page).get('page')).toBe('2');
    await expect.poll(() => cards(page).count()).toBe(2);
    await page.goBack();
    // Back to the first listing address, which named no page: page 1.
    await expect.poll(() => search(page).get('page') ?? '1').toBe('1');
    await expect.poll(() => cards(page).count()).toBe(12);
    await page.goForward();
    await expect.poll(() => cards(page).count()).toBe(2);

    // A new page size starts again at page 1.
    await page.getByRole('combobox', { name: 'Sayfa başına:' }).selectOption('24');
    await expect.poll(() => `${search(page).get('page')}/${search(page).get('limit')}`).toBe('1/24');
    await expect.poll(() => cards(page).count()).toBe(MOTOR_SHOPS + 1);
    expect(await total(page).textContent()).toBe(`Toplam ${MOTOR_SHOPS + 1} kayıt, 1 sayfa`);
    // Arrows only for a business with more than one photo.
    const arrows = (name: string) =>
      cards(page).filter({ hasText: name }).getByRole('button', { name: 'Sonraki fotoğraf' }).count();
    expect(await arrows('Hakkari Motor 01')).toBe(1);
    expect(await arrows('Hakkari Motor 02')).toBe(0);
    // A mouse click on the card carousel's next control shows the next photo (pointing at the card pauses its
    // autoplay, so only the click moves it).
    const photos = cards(page)
      .filter({ hasText: 'Hakkari Motor 01' })
      .getByRole('region', { name: /fotoğraflar/ });
    const shownPhoto = () => photos.locator('[aria-hidden="false"] img').getAttribute('src');
    await photos.hover();
    const position = (await photos.locator('p').textContent()) ?? '';
    const before = await shownPhoto();
    await photos.getByRole('button', { name: 'Sonraki fotoğraf' }).click();
    await expect
      .poll(() => photos.locator('p').textContent())
      .toBe(position === 'Fotoğraf 1 / 2' ? 'Fotoğraf 2 / 2' : 'Fotoğraf 1 / 2');
    expect(await shownPhoto()).not.toBe(before);

    await choose(page, 'Hizmet Alanı', 'Çekici');
    await expect.poll(() => search(page).get('sector')).toBe('cekici');
    await expect.poll(() => cards(page).count()).toBe(1);
    await main(page).getByText('Zap Çekici').waitFor();
    await screenshot(page, 'discovery-listing-1280');
    expect(await accessibilityProblems(page)).toEqual([]);

    await choose(page, 'Marka', 'BMW');
    await main(page).getByRole('heading', { name: 'İşletme bulunamadı' }).waitFor();
    await main(page).getByRole('button', { name: 'Filtreleri Temizle' }).last().click();
    // Clearing empties all five filters, the city too.
    await expect.poll(() => search(page).get('city')).toBe('');
    expect(search(page).get('sector')).toBeNull();
    await total(page).waitFor();
    await expect.poll(() => chip(page, /^Şehir:/).count()).toBe(0);

    await page.goto(`/?city=${CITY.slug}&sector=cekici&page=1&limit=12`);
    await main(page).getByRole('link', { name: 'Profili Gör: Zap Çekici' }).click();
    await expect.poll(() => pathname(page)).toBe(`/isletme/${towing.user.id}`);
    await page.getByRole('heading', { name: 'Zap Çekici', level: 1 }).waitFor();
    expect(await page.title()).toBe('Zap Çekici - OtoUsta');
    await context.close();
  });

  it('lets a customer write, edit and delete a review of a business', async () => {
    const customer = await createSignedInAccount({ data: { firstName: 'Deniz', lastName: 'Kara' } });
    const { context, page } = await openSignedIn(browser(), `/isletme/${firstShop.user.id}`, customer, desktop);
    await page.getByRole('heading', { name: 'Hakkari Motor 01', level: 1 }).waitFor();
    await main(page).getByRole('link', { name: 'Mesaj Gönder' }).waitFor();

    await page.getByRole('tab', { name: 'Adres' }).click();
    const go = main(page).getByRole('link', { name: 'Konuma Git' });
    expect(await go.getAttribute('href')).toContain('38.4237,27.1428');
    // The map loads with the tab.
    await main(page).locator('[data-zoom="15"]').waitFor();

    await page.getByRole('tab', { name: /^Değerlendirmeler/ }).click();
    await main(page).getByText('Henüz değerlendirme yapılmamış').waitFor();
    const comment = main(page).getByRole('textbox', { name: 'Yorumunuz' });
    const send = main(page).getByRole('button', { name: 'Değerlendirmeyi Gönder' });
    await comment.fill('Kısa yorum');
    await comment.fill('  kısa   ');
    expect(await send.isDisabled()).toBe(true);
    await rate(page, 4);
    await comment.fill('Aracımı zamanında ve temiz teslim ettiler.');
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await main(page).getByRole('heading', { name: 'Değerlendirmeniz' }).waitFor();
    await page.getByRole('tab', { name: 'Değerlendirmeler (1)' }).waitFor();
    await main(page).getByText('4,0', { exact: true }).waitFor();
    await screenshot(page, 'discovery-profile-review-1280');

    await main(page).getByRole('button', { name: 'Düzenle' }).click();
    expect(await comment.inputValue()).toBe('Aracımı zamanında ve temiz teslim ettiler.');
    await rate(page, 2);
    await comment.fill('İkinci ziyarette bekleme uzun sürdü.');
    await main(page).getByRole('button', { name: 'Güncelle' }).click();
    await main(page).getByText('İkinci ziyarette bekleme uzun sürdü.').first().waitFor();
    await main(page).getByText('2,0', { exact: true }).waitFor();

    await main(page).getByRole('button', { name: 'Sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Değerlendirmeyi Sil' });
    await dialog.getByText('Değerlendirmenizi silmek istediğinizden emin misiniz?').waitFor();
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await main(page).getByText('Henüz değerlendirme yapılmamış').waitFor();
    await page.getByRole('tab', { name: 'Değerlendirmeler (0)' }).waitFor();
    await context.close();
  });

  it('asks a signed-out visitor to sign in before reviewing and keeps a business from reviewing itself', async () => {
    const visitor = await openPage(browser(), `/isletme/${firstShop.user.id}`, desktop);
    await visitor.page.getByRole('tab', { name: /^Değerlendirmeler/ }).click();
    await main(visitor.page).getByRole('link', { name: 'Giriş Yap' }).waitFor();
    expect(await main(visitor.page).getByRole('link', { name: 'Mesaj Gönder' }).count()).toBe(0);
    await visitor.context.close();

    const owner = await createSignedInAccount({
      userType: 'isletme',
      data: { city: 'bayburt', businessName: 'Kendi Servisim' },
    });
    const { context, page } = await openSignedIn(browser(), `/isletme/${owner.user.id}`, owner, desktop);
    await page.getByRole('tab', { name: /^Değerlendirmeler/ }).click();
    await main(page).getByText('Kendi işletmenizi değerlendiremezsiniz.').waitFor();
    expect(await main(page).getByRole('textbox', { name: 'Yorumunuz' }).count()).toBe(0);
    expect(await main(page).getByRole('button', { name: 'İşletme şikayet et' }).count()).toBe(0);

    // On the listing the owner's own card leads to /profilim and offers no 'Mesaj At'.
    await skipOnboarding(page, 'bayburt');
    await page.goto('/');
    const own = cards(page).filter({ hasText: 'Kendi Servisim' });
    await own.waitFor();
    expect(await own.getByRole('link', { name: /^Mesaj At/ }).count()).toBe(0);
    await own.getByRole('link', { name: /^Profili Gör/ }).click();
    await expect.poll(() => pathname(page)).toBe('/profilim');
    await context.close();
  });

  it('works on a phone: filter panel with count and chips, towing list, and a message to a business', async () => {
    const customer = await createSignedInAccount();
    const { context, page } = await openSignedIn(browser(), '/hakkimizda', customer, mobile);
    await skipOnboarding(page);
    await page.goto(`/?city=${CITY.slug}&page=1&limit=12`);
    const toggle = main(page).getByRole('button', { name: /^Filtreler/ });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await main(page).getByLabel('1 etkin filtre').count()).toBe(1);
    await chip(page, `Şehir: ${CITY.name}`).waitFor();
    await toggle.click();
    await choose(page, 'Hizmet Alanı', 'Motor');
    await expect.poll(() => main(page).getByLabel('2 etkin filtre').count()).toBe(1);
    await expect.poll(() => cards(page).count()).toBe(12);
    await screenshot(page, 'discovery-listing-390');

    // 'Mesaj At' carries the business to /mesajlar (?userId and navigation state), where the chat opens with it.
    const first = cards(page).first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    const message = first.getByRole('link', { name: /^Mesaj At/ });
    expect(await message.getAttribute('href')).toMatch(/^\/mesajlar\?userId=[0-9a-f-]{36}$/);
    await message.click();
    await expect.poll(() => pathname(page)).toBe('/mesajlar');
    await main(page).getByText(name).filter({ visible: true }).first().waitFor();

    await page.goto(`/cekici-hizmetleri?city=${CITY.slug}`);
    await page.getByRole('heading', { name: 'Çekici Hizmetleri', level: 2 }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
    const card = cards(page).first();
    await card.getByText('Zap Çekici').waitFor();
    await card.getByRole('link', { name: /^Mesaj Gönder/ }).waitFor();
    await screenshot(page, 'discovery-towing-390');
    await card.getByRole('link', { name: /^Profili Gör/ }).click();
    await expect.poll(() => pathname(page)).toBe(`/isletme/${towing.user.id}`);
    await page.getByRole('heading', { name: 'Zap Çekici', level: 1 }).waitFor();
    await screenshot(page, 'discovery-profile-390');
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();
  });

  it('lets a customer report a business from its profile and sends a signed-out visitor to sign in first', async () => {
    const visitor = await openPage(browser(), `/isletme/${firstShop.user.id}`, desktop);
    await visitor.page.getByRole('heading', { name: 'Hakkari Motor 01', level: 1 }).waitFor();
    await main(visitor.page).getByRole('link', { name: 'İşletme şikayet et' }).click();
    await expect.poll(() => pathname(visitor.page)).toBe('/giris-yap');
    await visitor.context.close();

    const customer = await createSignedInAccount();
    const { context, page } = await openSignedIn(browser(), `/isletme/${firstShop.user.id}`, customer, mobile);
    await page.getByRole('heading', { name: 'Hakkari Motor 01', level: 1 }).waitFor();
    await main(page).getByRole('button', { name: 'İşletme şikayet et' }).click();
    const dialog = page.getByRole('dialog', { name: 'İşletme şikayet et' });
    const send = dialog.getByRole('button', { name: 'Şikayet Et', exact: true });
    // A reason is required before anything is sent.
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Yanıltıcı veya sahte içerik').check();
    await dialog.getByLabel('Açıklama (isteğe bağlı)').fill('Adres ve telefon başka bir işletmeye ait.');
    await send.click();
    await dialog.getByText('Şikayetiniz alındı. Ekibimiz inceleyecek.').waitFor();
    await screenshot(page, 'discovery-profile-report-390');
    await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();
  });

  it("keeps a signed-in customer's helper answer on the account, so a new device starts from it", async () => {
    const customer = await createSignedInAccount();
    const { context, page } = await openSignedIn(browser(), '/', customer, mobile);
    await main(page).getByRole('button', { name: 'Araba' }).click();
    const preferences = async () => {
      const response = await fetch(`${baseUrl()}/api/auth/profile`, {
        headers: { authorization: `Bearer ${customer.accessToken}` },
      });
      return ((await response.json()) as { user: { preferences: unknown } }).user.preferences;
    };
    await expect.poll(preferences).toEqual({ vehicleType: ['araba'] });
    await context.close();

    const other = await openSignedIn(browser(), '/', customer, mobile);
    await total(other.page).waitFor();
    await chip(other.page, 'Araç Türü: Araba').waitFor();
    expect(await main(other.page).getByRole('heading', { name: 'Hoş Geldiniz!' }).count()).toBe(0);
    await other.context.close();
  });
});
