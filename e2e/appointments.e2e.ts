import type { AppointmentList } from '@otousta/shared/schemas/appointments';
import type { NotificationList } from '@otousta/shared/schemas/notifications';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount, type SignedInAccount } from './support/accounts';
import { serverForFile } from './support/admin-server';
import {
  completeWithPrice,
  confirmAhead,
  expectReviewFormInView,
  openReviewInvite,
  pick,
  rate,
  realtimeConnected,
  timeComes,
} from './support/appointments';
import { desktop, mobile, screenshot } from './support/browser';

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// A server of its own: the booked appointment's time is moved into the past while it is stopped.
const file = serverForFile();

describe('appointments: hours, booking, the job done, a verified review', () => {
  let business: SignedInAccount;
  let customer: SignedInAccount;

  beforeAll(async () => {
    const base = file.server().baseUrl;
    business = await createSignedInAccount({ userType: 'isletme', data: { businessName: 'Randevu Oto Servis' }, base });
    customer = await createSignedInAccount({ data: { firstName: 'Elif', lastName: 'Randevucu' }, base });
  });

  it('the business sets its hours, a customer books, the business confirms, completes once the time came, the review is verified', async () => {
    // The business opens every day, with a lunch break on Monday, in /profilim.
    const owner = await file.open(business, '/profilim');
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
    const visitor = await file.open(customer, `/isletme/${business.user.id}`);
    const page = visitor.page;
    await page
      .getByText(/^(Şimdi açık|Kapalı · )/)
      .first()
      .waitFor();
    await page.getByRole('table', { name: 'Haftalık çalışma saatleri' }).waitFor();
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    const dialog = page.getByRole('dialog', { name: 'Randevu Al' });
    await pick(dialog.getByRole('radio', { name: 'Yarın' }));
    const slots = dialog.getByRole('radiogroup', { name: 'Saat seçin' });
    await slots.waitFor();
    await pick(slots.getByRole('radio', { disabled: false }).first());
    await dialog.getByLabel('Hizmet').fill('Periyodik bakım');
    await dialog.getByRole('button', { name: 'Randevu Talebi Gönder' }).click();
    await dialog.getByText('Randevu talebiniz işletmeye iletildi.', { exact: false }).waitFor();
    await screenshot(page, 'appointments-booked');

    // The business confirms it in /randevularim; completing waits for the appointment's time, moved here, not waited.
    await owner.page.goto('/randevularim');
    const card = owner.page.getByRole('article', { name: 'Elif Randevucu randevusu' });
    await confirmAhead(card);
    const response = await fetch(`${file.server().baseUrl}/api/appointments`, {
      headers: { authorization: `Bearer ${customer.accessToken}` },
    });
    const { appointments } = (await response.json()) as AppointmentList;
    expect(appointments).toHaveLength(1);
    await timeComes(file.server(), appointments[0]!.id, owner.page);
    // The customer keeps /randevularim open while the business marks the job done: the card turns completed and asks
    // for a review without a reload.
    const live = realtimeConnected(page);
    await page.goto('/randevularim');
    const mine = page.getByRole('article', { name: 'Randevu Oto Servis randevusu' });
    await mine.getByText('Onaylandı', { exact: true }).waitFor();
    await live;
    await completeWithPrice(owner.page, card, { typed: '3.500', shown: '₺3.500,00' }, 'appointments-complete-1280');
    await mine.getByText('Son fiyat: ₺3.500,00').waitFor({ timeout: 15_000 });
    await mine.getByText('Tamamlandı', { exact: true }).waitFor();
    await mine.getByRole('link', { name: 'Değerlendir' }).waitFor();
    await page.setViewportSize(mobile);
    await screenshot(page, 'appointments-completed-live-390');
    await page.setViewportSize(desktop);
    await owner.page.getByText('Hafta', { exact: true }).click();
    await owner.page.getByRole('button', { name: 'Önceki hafta' }).waitFor();
    await screenshot(owner.page, 'appointments-business-week');
    // The signed-in bar, with its appointments link, fits a 1280 px screen.
    expect(await widerThanScreen(owner.page)).toBeLessThanOrEqual(0);

    // The completion notice's link (the one its mail carries), opened cold on a phone, shows the review form in view
    // with the focus in it and no stars chosen.
    const notices = await fetch(`${file.server().baseUrl}/api/notifications`, {
      headers: { authorization: `Bearer ${customer.accessToken}` },
    });
    const { notifications } = (await notices.json()) as NotificationList;
    const completed = notifications.find((n) => n.type === 'appointment.completed');
    expect(completed?.link).toBe(`/isletme/${business.user.id}?degerlendir=1`);
    const phone = await file.open(customer, completed!.link, mobile);
    await expectReviewFormInView(phone.page);
    await screenshot(phone.page, 'appointments-review-from-mail-390');
    await phone.context.close();

    // The customer is invited to review the completed job from their card; the review carries 'Doğrulanmış hizmet',
    // and the invitation is gone once it is written.
    await openReviewInvite(page, mine);
    await rate(page, 5);
    await page.getByLabel('Yorumunuz').fill('Randevu saatinde aldılar, bakım çok iyi yapıldı.');
    await page.getByRole('button', { name: 'Değerlendirmeyi Gönder' }).click();
    await page.getByText('Doğrulanmış hizmet').first().waitFor();
    await screenshot(page, 'appointments-verified-review');
    // Once the review is written, the card says so in place of 'Değerlendir'.
    await page.goto('/randevularim');
    await mine.getByText('Tamamlandı', { exact: true }).waitFor();
    await mine.getByText('Değerlendirdiniz').waitFor();
    expect(await mine.getByRole('link', { name: 'Değerlendir' }).count()).toBe(0);
  }, 240_000);

  it('on a 390 px phone the appointments list, the business page and the booking dialog fit the screen', async () => {
    const list = await file.open(customer, '/randevularim', mobile);
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
  });
});
