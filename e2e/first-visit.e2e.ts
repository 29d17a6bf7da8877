import { NEW_CHAT_GREETING } from '@otousta/shared/schemas/messages';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/web/src/app/paths';
import { createSignedInAccount, openSignedIn, type SignedInAccount, storeSession } from './support/accounts';
import { appReady, baseUrl, browserForFile, desktop, mobile, openPage, screenshot } from './support/browser';

/*
 * What a first-time visitor trips over, each tried as a new user would: the feed and its dialog on a phone, the
 * welcome helper, 'Mesaj At', the model year of a post, and a business moving its map pin. The shop's stumbles live in
 * shop.e2e.ts (they need an approved seller), the sign-in ones in auth.e2e.ts.
 */

// The suite's database is shared by every e2e file, so this file's businesses live in a province of their own.
const CITY = { slug: 'bayburt', name: 'Bayburt' };

const browser = browserForFile();
let customer: SignedInAccount;
let business: SignedInAccount;

const main = (page: Page) => page.getByRole('main');
// Desktop and mobile each render the listing filters once (the other copy is hidden), so only the visible one counts.
const filter = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true }).filter({ visible: true });
const chip = (page: Page, text: string) => main(page).getByText(text, { exact: true }).filter({ visible: true });
// Measured against the screen, not window.innerWidth: a phone browser zooms out to show a page wider than the
// screen, and innerWidth grows with it.
const screenWidth = (page: Page) => page.viewportSize()!.width;
const overflow = async (page: Page) =>
  (await page.evaluate(() => document.documentElement.scrollWidth)) - screenWidth(page);

/** A phone as the visitor holds it: 390 px, touch, and a browser that zooms out to show a page wider than that. */
async function openPhone(path: string, account?: SignedInAccount) {
  const context = await browser().newContext({
    viewport: mobile,
    isMobile: true,
    hasTouch: true,
    locale: 'tr-TR',
    baseURL: baseUrl(),
  });
  const page = await context.newPage();
  await page.goto('/giris-yap');
  if (account) await storeSession(page, account);
  await page.goto(path);
  return { context, page };
}

/** Whether an element lies wholly inside the screen's width, as a person sees it. */
async function onScreen(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= screenWidth(page) + 0.5;
}

// The e2e server is shared by every spec, and the feed spec counts posts and popular tags: what this one publishes
// is taken back when it ends.
const published: (() => Promise<void>)[] = [];

async function apiPost(account: SignedInAccount, postData: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${account.accessToken}` };
  const form = new FormData();
  form.append('postData', JSON.stringify(postData));
  const response = await fetch(`${baseUrl()}/api/posts`, { method: 'POST', headers, body: form });
  if (response.status !== 201) throw new Error(`post failed: ${response.status} ${await response.text()}`);
  const { post } = (await response.json()) as { post: { id: string } };
  published.push(async () => {
    const removed = await fetch(`${baseUrl()}/api/posts/${post.id}`, { method: 'DELETE', headers });
    if (!removed.ok) throw new Error(`delete failed: ${removed.status} ${await removed.text()}`);
  });
}

async function apiGet<T>(path: string, account: SignedInAccount): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The network is closed: map tiles fail at once instead of waiting for a timeout. */
const withoutTiles = (context: BrowserContext) => context.route(/tile\.openstreetmap\.org/, (route) => route.abort());

describe("a first-time visitor's stumbles", () => {
  beforeAll(async () => {
    [customer, business] = await Promise.all([
      createSignedInAccount({ data: { firstName: 'Gül', lastName: 'Tekin' } }),
      createSignedInAccount({
        userType: 'isletme',
        data: { businessName: 'Bayburt Oto Bakım', city: CITY.slug, vehicleType: ['araba', 'motorsiklet'] },
      }),
    ]);
  });
  afterAll(async () => {
    for (const remove of published.splice(0)) await remove();
  });

  it('fits the feed and its new-post dialog on a 390 px phone: chips and tags wrap, nothing is off-screen', async () => {
    // Enough popular tags that one row cannot hold them.
    const tags = ['egzoz-sistemi', 'fren-balatasi', 'triger-seti', 'klima-gazi', 'lastik-rotasyonu', 'yag-degisimi'];
    await apiPost(business, { content: 'Etiketli bakım gönderisi', type: 'maintenance', tags });
    const { context, page } = await openPhone(paths.feed, customer);
    await page.getByRole('heading', { name: 'Akış', level: 1 }).waitFor();
    const hotTags = main(page).getByRole('region', { name: 'Popüler Etiketler' }).getByRole('button');
    await expect.poll(() => hotTags.count()).toBeGreaterThanOrEqual(tags.length);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const chips = main(page).getByRole('group', { name: 'Gönderi türü' }).locator('label');
    expect(await chips.count()).toBe(7);
    for (const label of await chips.all())
      expect(await onScreen(page, label), (await label.textContent()) ?? '').toBe(true);
    for (const tag of await hotTags.all())
      expect(await onScreen(page, tag), (await tag.textContent()) ?? '').toBe(true);
    await screenshot(page, 'first-visit-feed-390');

    await page.getByRole('button', { name: 'Yeni Gönderi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Gönderi' });
    await dialog.getByRole('button', { name: 'Paylaş' }).waitFor();
    await page.waitForTimeout(300); // the dialog's opening transition
    expect(await onScreen(page, dialog.locator('.mantine-Modal-close'))).toBe(true);
    expect(await onScreen(page, dialog.getByRole('button', { name: 'Paylaş' }))).toBe(true);
    expect(await onScreen(page, dialog.getByRole('button', { name: 'İptal' }))).toBe(true);
    await screenshot(page, 'first-visit-feed-dialog-390');
    await context.close();
  });

  it('shows the rule of the model year in the post dialog instead of dropping the year', async () => {
    const { context, page } = await openSignedIn(browser(), paths.feed, customer, desktop);
    await page.getByRole('button', { name: 'Yeni Gönderi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Gönderi' });
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/posts')) sent += 1;
    });
    await dialog.getByRole('textbox', { name: 'İçerik' }).fill('Klasik aracımın motor revizyonu bitti.');
    const year = dialog.getByRole('textbox', { name: 'Model yılı' });
    await year.pressSequentially('1850');
    expect(await year.inputValue()).toBe('1850');
    await dialog.getByRole('button', { name: 'Paylaş' }).click();
    await dialog.getByText('Model yılı 1900 ile gelecek yıl arasında olmalıdır.').waitFor();
    expect(await year.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(0);
    await screenshot(page, 'first-visit-post-year-1280');

    await year.fill('1968');
    await dialog.getByRole('button', { name: 'Paylaş' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const post = page.getByRole('article', { name: 'Gül Tekin gönderisi' }).filter({ hasText: 'motor revizyonu' });
    await post.getByText('1968', { exact: false }).waitFor();
    expect(sent).toBe(1);
    await context.close();
  });

  it('starts the listing from the vehicle type chosen in the welcome helper', async () => {
    const { context, page } = await openPage(browser(), '/', desktop);
    await appReady(page);
    await main(page).getByRole('combobox', { name: 'Nerede?' }).selectOption({ label: CITY.name });
    await main(page).getByRole('button', { name: 'Motosiklet' }).click();
    await expect.poll(() => filter(page, 'Araç Türü').inputValue()).toBe('motorsiklet');
    await chip(page, 'Araç Türü: Motosiklet').waitFor();
    await main(page).getByRole('article').filter({ hasText: 'Bayburt Oto Bakım' }).waitFor();
    // Cleared, it stays cleared.
    await filter(page, 'Araç Türü').selectOption('');
    await expect.poll(() => new URL(page.url()).searchParams.get('vehicleType')).toBe('');
    await page.reload();
    await expect.poll(() => filter(page, 'Araç Türü').inputValue()).toBe('');
    await context.close();
  });

  it('shows a shared link its results on a first visit, on the server and in the browser', async () => {
    const link = `/?city=${CITY.slug}&sector=motor`;
    const html = await (await fetch(`${baseUrl()}${link}`)).text();
    expect(html).toContain('Bayburt Oto Bakım');
    const { context, page } = await openPage(browser(), link, mobile);
    await page.getByRole('heading', { name: 'İşletmeler', level: 2 }).waitFor();
    await main(page).getByRole('article').filter({ hasText: 'Bayburt Oto Bakım' }).waitFor();
    await screenshot(page, 'first-visit-shared-link-390');
    await context.close();
  });

  it("does not offer a signed-in business the customer's helper", async () => {
    const { context, page } = await openSignedIn(browser(), '/', business, desktop);
    await page.getByRole('heading', { name: 'İşletmeler', level: 2 }).waitFor();
    // Its own province is where the list starts.
    await chip(page, `Şehir: ${CITY.name}`).waitFor();
    expect(await page.getByRole('heading', { name: 'Hoş Geldiniz!' }).count()).toBe(0);
    await context.close();
  });

  it("'Mesaj At' opens the chat with the greeting ready to edit, and sends nothing until the user does", async () => {
    const writer = await createSignedInAccount({ data: { firstName: 'Ozan', lastName: 'Kılıç' } });
    const { context, page } = await openSignedIn(browser(), `/?city=${CITY.slug}`, writer, desktop);
    const card = main(page).getByRole('article').filter({ hasText: 'Bayburt Oto Bakım' });
    await card.getByRole('link', { name: /^Mesaj At/ }).click();
    await page.getByRole('region', { name: 'Bayburt Oto Bakım ile sohbet' }).waitFor();
    const composer = page.getByRole('textbox', { name: 'Mesajınız' });
    await expect.poll(() => composer.inputValue()).toBe(NEW_CHAT_GREETING);
    expect(await composer.evaluate((el) => el === document.activeElement)).toBe(true);
    // Nothing has gone out in the user's name.
    const conversations = () =>
      apiGet<{ conversations: { lastMessageContent: string | null }[] }>('/messages/conversations', writer);
    expect((await conversations()).conversations).toEqual([]);
    await screenshot(page, 'first-visit-message-draft-1280');

    await composer.press('End');
    await composer.pressSequentially(' Motosiklet bakımı da yapıyor musunuz?');
    await composer.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('sohbet')).toBeTruthy();
    const sent = `${NEW_CHAT_GREETING} Motosiklet bakımı da yapıyor musunuz?`;
    await page.getByTestId('message').filter({ hasText: sent }).waitFor();
    const list = await conversations();
    expect(list.conversations).toHaveLength(1);
    expect(list.conversations[0]!.lastMessageContent).toBe(sent);
    await context.close();
  });

  it('lets a business move its map pin from its profile', async () => {
    const { context, page } = await openSignedIn(browser(), paths.profile, business, desktop);
    await withoutTiles(context);
    await page.getByRole('button', { name: 'Düzenle' }).click();
    await page.getByRole('button', { name: 'Konumu Değiştir' }).click();
    const picker = page.getByRole('dialog', { name: 'Haritadan Konum Seç' });
    await picker.locator('.leaflet-container').waitFor();
    await picker.getByLabel('Yer ara').fill('kadikoy');
    await page.getByRole('option', { name: 'Kadıköy, İstanbul' }).click();
    await expect.poll(() => picker.getByLabel('Enlem').inputValue()).toBe('40.985000');
    await picker.getByRole('button', { name: 'Konumu Seç' }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByRole('button', { name: 'Düzenle' }).waitFor();
    await main(page).getByText('40.985000, 29.055000').waitFor();
    const { user } = await apiGet<{ user: { businessLatitude: number; businessLongitude: number } }>(
      '/auth/profile',
      business,
    );
    expect([user.businessLatitude, user.businessLongitude]).toEqual([40.985, 29.055]);
    await context.close();
  });

  // About fifty routes, each given up to 5 s for its data to arrive: longer than the default limit.
  it('is never wider than a 390 px phone, on any route of the app', { timeout: 360_000 }, async () => {
    const concrete = (path: string) =>
      path.replace(':productId', 'urun-1').replace(':id', path.startsWith('/isletme') ? business.user.id : 'urun-1');
    const signedOutOnly = new Set<string>([paths.signIn, paths.register, paths.registerAlias]);
    const wide: string[] = [];
    const check = async (page: Page, path: string) => {
      await page.goto(path);
      await appReady(page);
      await page.getByRole('main').waitFor();
      // The page's data too: what arrives may be what widens it. A socket left open never lets the network rest.
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
      const extra = await overflow(page);
      if (extra > 0) wide.push(`${path}: ${extra} px wider`);
    };
    const signedIn = await openPhone('/hakkimizda', business);
    for (const path of Object.values(paths)) if (!signedOutOnly.has(path)) await check(signedIn.page, concrete(path));
    await signedIn.context.close();
    const visitor = await openPhone('/hakkimizda');
    for (const path of [paths.home, ...signedOutOnly]) await check(visitor.page, path);
    await visitor.context.close();
    expect(wide).toEqual([]);
  });
});
