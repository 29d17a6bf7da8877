import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount, openSignedIn, type SignedInAccount } from './support/accounts';
import { confirmAndComplete } from './support/appointments';
import { baseUrl, browserForFile, mobile, screenshot } from './support/browser';

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Takes an account away again, so the shared server's other specs never count what this one made. */
async function deleteAccount(account: SignedInAccount) {
  await fetch(`${baseUrl()}/api/users/${account.user.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
}

describe('appointments: hours, booking, the job done, a verified review', () => {
  const browser = browserForFile();
  let business: SignedInAccount;
  let customer: SignedInAccount;

  beforeAll(async () => {
    business = await createSignedInAccount({ userType: 'isletme', data: { businessName: 'Randevu Oto Servis' } });
    customer = await createSignedInAccount({ data: { firstName: 'Elif', lastName: 'Randevucu' } });
  });
  afterAll(async () => {
    if (customer) await deleteAccount(customer);
    if (business) await deleteAccount(business);
  });

  it('the business sets its hours, a customer books, the business confirms and completes, the review is verified', async () => {
    // The business opens every day, with a lunch break on Monday, in /profilim.
    const owner = await openSignedIn(browser(), '/profilim', business);
    const editor = owner.page.getByRole('region', { name: 'Çalışma Saatleri' });
    await editor.waitFor();
    for (const day of ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']) {
      await editor.getByRole('checkbox', { name: day, exact: true }).check();
    }
    await editor.getByLabel('Pazartesi 1. aralık kapanış').fill('12:30');
    await editor.getByRole('button', { name: 'Pazartesi için saat aralığı ekle' }).click();
    await editor.getByLabel('Pazartesi 2. aralık kapanış').fill('19:00');
    await editor.getByRole('button', { name: 'Saatleri Kaydet' }).click();
    await editor.getByText('Çalışma saatleri kaydedildi.').waitFor();
    await screenshot(owner.page, 'appointments-hours-editor');

    // The customer books the first free slot of tomorrow from the business page.
    const visitor = await openSignedIn(browser(), `/isletme/${business.user.id}`, customer);
    const page = visitor.page;
    await page
      .getByText(/^(Şimdi açık|Kapalı · )/)
      .first()
      .waitFor();
    await page.getByRole('table', { name: 'Haftalık çalışma saatleri' }).waitFor();
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    const dialog = page.getByRole('dialog', { name: 'Randevu Al' });
    await dialog.getByRole('radio', { name: 'Yarın' }).click();
    const slots = dialog.getByRole('radiogroup', { name: 'Saat seçin' });
    await slots.waitFor();
    await slots.locator('button:not([disabled])').first().click();
    await dialog.getByLabel('Hizmet').fill('Periyodik bakım');
    await dialog.getByRole('button', { name: 'Randevu Talebi Gönder' }).click();
    await dialog.getByText('Randevu talebiniz işletmeye iletildi.', { exact: false }).waitFor();
    await screenshot(page, 'appointments-booked');

    // The business confirms and completes it in /randevularim.
    await owner.page.goto('/randevularim');
    const card = owner.page.getByRole('article', { name: 'Elif Randevucu randevusu' });
    await confirmAndComplete(card);
    await owner.page.getByText('Hafta', { exact: true }).click();
    await owner.page.getByRole('button', { name: 'Önceki hafta' }).waitFor();
    await screenshot(owner.page, 'appointments-business-week');
    // The signed-in bar, with its appointments link, fits a 1280 px screen.
    expect(await widerThanScreen(owner.page)).toBeLessThanOrEqual(0);
    await owner.context.close();

    // The customer's review of the business carries 'Doğrulanmış hizmet'.
    await page.goto(`/isletme/${business.user.id}`);
    await page.getByRole('tab', { name: /Değerlendirmeler/ }).click();
    await page.getByLabel('Yorumunuz').fill('Randevu saatinde aldılar, bakım çok iyi yapıldı.');
    await page.getByRole('button', { name: 'Değerlendirmeyi Gönder' }).click();
    await page.getByText('Doğrulanmış hizmet').first().waitFor();
    await screenshot(page, 'appointments-verified-review');
    await visitor.context.close();
  }, 180_000);

  it('on a 390 px phone the appointments list, the business page and the booking dialog fit the screen', async () => {
    const list = await openSignedIn(browser(), '/randevularim', customer, mobile);
    await list.page.getByRole('heading', { name: 'Randevularım' }).waitFor();
    await list.page.getByRole('article', { name: 'Randevu Oto Servis randevusu' }).waitFor();
    expect(await widerThanScreen(list.page)).toBeLessThanOrEqual(0);
    await screenshot(list.page, 'appointments-list-390');
    await list.page.goto(`/isletme/${business.user.id}`);
    await list.page.getByRole('button', { name: 'Randevu Al' }).click();
    await list.page
      .getByRole('dialog', { name: 'Randevu Al' })
      .getByRole('radiogroup', { name: 'Saat seçin' })
      .waitFor();
    expect(await widerThanScreen(list.page)).toBeLessThanOrEqual(0);
    await screenshot(list.page, 'appointments-booking-390');
    await list.context.close();
  });
});
