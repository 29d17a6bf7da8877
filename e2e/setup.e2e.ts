import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount, jpegBytes, openSignedIn, type SignedInAccount } from './support/accounts';
import { baseUrl, browserForFile, desktop, mobile, openPage, screenshot } from './support/browser';

const browser = browserForFile();
const checklist = (page: Page) => page.getByRole('region', { name: 'İşletme kurulumu' });
const step = (page: Page, name: string) => checklist(page).getByRole('listitem').filter({ hasText: name });
const nudge = (page: Page) => page.getByText(/^Profiliniz eksik/);

describe("a business's setup checklist", () => {
  let business: SignedInAccount;
  let customer: SignedInAccount;

  beforeAll(async () => {
    // Registered with services, a map pin and a photo, but no hours yet.
    business = await createSignedInAccount({ userType: 'isletme', data: { businessName: 'Kurulum Oto Servis' } });
    customer = await createSignedInAccount();
  });

  afterAll(async () => {
    for (const account of [business, customer]) {
      await fetch(`${baseUrl()}/api/users/me`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${account.accessToken}` },
        body: JSON.stringify({ password: account.password }),
      });
    }
  });

  it('never shows a visitor, signed in or not, what the business still misses', async () => {
    const asked: string[] = [];
    const signedOut = await openPage(browser(), `/isletme/${business.user.id}`);
    const signedIn = await openSignedIn(browser(), `/isletme/${business.user.id}`, customer, mobile);
    for (const { page } of [signedOut, signedIn]) {
      page.on('request', (request) => request.url().includes('/setup') && asked.push(request.url()));
      await page.getByRole('heading', { name: 'Kurulum Oto Servis', level: 1 }).waitFor();
      // The page's own data has arrived: a nudge would have been asked for with it.
      await page.getByRole('tab', { name: /Değerlendirmeler/ }).waitFor();
      expect(await nudge(page).count()).toBe(0);
    }
    expect(asked).toEqual([]);
    await signedOut.context.close();
    await signedIn.context.close();
  });

  it('nudges the owner on its public page, then ticks hours in its checklist once it adds them', async () => {
    const { context, page } = await openSignedIn(browser(), `/isletme/${business.user.id}`, business, mobile);
    await nudge(page).waitFor();
    expect(await nudge(page).textContent()).toContain('Profiliniz eksik: çalışma saatlerini ekleyin.');
    await screenshot(page, 'setup-owner-nudge-phone');
    await page.getByRole('link', { name: 'Profilimde tamamla' }).click();
    await page.waitForURL(/\/profilim#calisma-saatleri$/);

    await checklist(page).waitFor();
    await expect.poll(() => checklist(page).getByText('3/4 tamamlandı').count()).toBe(1);
    expect(await checklist(page).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    expect(await step(page, 'Çalışma saatleri').textContent()).toContain('Eksik');
    for (const done of ['Fotoğraflar', 'Hizmetler', 'Haritadaki konum']) {
      expect(await step(page, done).textContent(), done).toContain('Tamamlandı');
    }
    expect(await step(page, 'Çalışma saatleri').getByRole('link', { name: 'Saatleri ekle' }).count()).toBe(1);
    await screenshot(page, 'setup-checklist-phone');

    const editor = page.getByRole('region', { name: 'Çalışma Saatleri' });
    for (const day of ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma']) {
      await editor.getByRole('checkbox', { name: day, exact: true }).check();
    }
    await editor.getByRole('button', { name: 'Saatleri Kaydet' }).click();
    await editor.getByText('Çalışma saatleri kaydedildi.').waitFor();
    await expect.poll(() => checklist(page).getByText('4/4 tamamlandı').count()).toBe(1);
    expect(await step(page, 'Çalışma saatleri').textContent()).toContain('Tamamlandı');
    expect(await checklist(page).getByRole('link').count()).toBe(0);

    // Complete: the public page has nothing more to tell its owner.
    const answered = page.waitForResponse((response) => response.url().includes('/setup'));
    await page.goto(`/isletme/${business.user.id}`);
    await page.getByRole('heading', { name: 'Kurulum Oto Servis', level: 1 }).waitFor();
    await answered;
    expect(await nudge(page).count()).toBe(0);
    await context.close();
  });

  it("leads a business from 'Fotoğraf ekle' to its photos and ticks the step once one is added (desktop)", async () => {
    // Registration asks for a photo: this business then removes it.
    const fresh = await createSignedInAccount({ userType: 'isletme', data: { businessName: 'Fotoğrafsız Servis' } });
    const removed = await fetch(`${baseUrl()}/api/users/remove-photo`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fresh.accessToken}` },
      body: JSON.stringify({ url: fresh.user.photos[0] }),
    });
    expect(removed.status).toBe(200);
    const { context, page } = await openSignedIn(browser(), '/profilim', fresh, desktop);
    await expect.poll(() => checklist(page).getByText('2/4 tamamlandı').count()).toBe(1);
    await screenshot(page, 'setup-checklist-desktop');
    await step(page, 'Fotoğraflar').getByRole('link', { name: 'Fotoğraf ekle' }).click();
    await page.waitForURL(/#profile-photos$/);
    const photos = page.locator('section[aria-labelledby="profile-photos"]');
    await expect.poll(() => photos.evaluate((section) => section.getBoundingClientRect().top < innerHeight)).toBe(true);
    await photos
      .locator('input[type="file"]')
      .setInputFiles({ name: 'atolye.jpg', mimeType: 'image/jpeg', buffer: await jpegBytes('#2f9e44') });
    await page.getByText('Fotoğraf başarıyla yüklendi!').waitFor();
    await expect.poll(() => checklist(page).getByText('3/4 tamamlandı').count()).toBe(1);
    expect(await step(page, 'Fotoğraflar').textContent()).toContain('Tamamlandı');
    await fetch(`${baseUrl()}/api/users/me`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fresh.accessToken}` },
      body: JSON.stringify({ password: fresh.password }),
    });
    await context.close();
  });
});
