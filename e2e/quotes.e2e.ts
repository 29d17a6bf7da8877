import type { QuoteView } from '@otousta/shared/schemas/quotes';
import { todayInTurkey } from '@otousta/shared/schemas/quotes';
import { formatDistanceKm } from '@otousta/shared/text/distance';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount, type SignedInAccount } from './support/accounts';
import { serverForFile } from './support/admin-server';
import { completeWithPrice, confirmAhead, openReviewInvite, pick, rate, timeComes } from './support/appointments';
import { desktop, mobile, poll, screenshot } from './support/browser';

// A server of its own: the booked appointment's time is moved into the past while it is stopped.
const file = serverForFile();

async function call<T>(account: SignedInAccount, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${file.server().baseUrl}/api${path}`, {
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

// A province, trade and brand no other spec uses: the form's "best matching businesses" are exactly these two.
const workshop = (businessName: string, pin: { lat: number; lng: number }) => ({
  userType: 'isletme' as const,
  data: {
    businessName,
    city: 'bayburt',
    businessSector: ['klima-tamiri'],
    businessBrand: ['lada'],
    authorizedBrands: [],
    businessLatitude: pin.lat,
    businessLongitude: pin.lng,
  },
});

// Bayburt's Merkez district, where the customer asks from, has its centre here; the other workshop is 2,1 km off.
const merkez = { lat: 40.2563, lng: 40.2229 };

/** Tomorrow in Turkey: an offer's earliest day whose 10:00, the hour the customer picks, is still ahead. */
const tomorrowInTurkey = () => todayInTurkey(new Date(Date.now() + 86_400_000));

/** Open every day 09:00–19:00, one customer an hour, as the business would save it in /profilim. */
const everyDay = {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '09:00', closes: '19:00' })),
  exceptions: [],
  slotMinutes: 60,
  capacity: 1,
};

describe('the job loop: a quote request to a verified review with the business reply', () => {
  let customer: SignedInAccount;
  let cool: SignedInAccount;
  let breeze: SignedInAccount;

  beforeAll(async () => {
    const base = file.server().baseUrl;
    [customer, cool, breeze] = await Promise.all([
      createSignedInAccount({ data: { firstName: 'Elif', lastName: 'Demir', city: 'bayburt' }, base }),
      createSignedInAccount({ ...workshop('Serin Klima Servisi', merkez), base }),
      createSignedInAccount({ ...workshop('Esinti Oto Klima', { lat: 40.27, lng: 40.24 }), base }),
    ]);
    // The business keeps hours, so accepting its offer books the appointment.
    await call(cool, 'PUT', `/businesses/${cool.user.id}/hours`, everyDay);
  });

  it('customer asks two businesses, both offer, the accepted offer is booked, done, reviewed as verified and answered', async () => {
    // The customer fills 'Teklif İste': it goes to the best matching businesses of the city.
    const asking = await file.open(customer, '/teklif-iste');
    const form = asking.page;
    await form.getByRole('heading', { name: 'Teklif İste', level: 1 }).waitFor();
    await form.getByLabel('Marka').selectOption('lada');
    await form.getByLabel('Model', { exact: false }).first().fill('Niva');
    await form.getByLabel('Model yılı').fill('2018');
    await form.getByLabel('Hizmet alanı').selectOption('klima-tamiri');
    await form.getByRole('main').getByLabel('Şehir').selectOption('bayburt');
    await form.getByLabel('İlçe').selectOption('Merkez');
    await form.getByLabel('Sorunu anlatın').fill('Klima soğutmuyor, gaz kaçağı olabilir; kontrol ve dolum istiyorum.');
    await form.getByRole('button', { name: 'Teklif İste' }).click();
    await form.getByText('İsteğiniz 2 işletmeye iletildi.', { exact: false }).waitFor();

    const { quotes } = await call<{ quotes: QuoteView[] }>(customer, 'GET', '/quotes');
    const quote = quotes[0]!;
    expect(quote.businesses.map((b) => b.id).sort()).toEqual([cool.user.id, breeze.user.id].sort());

    // One business offers from its panel, from tomorrow; the other through the API.
    const panel = await file.open(cool, `/teklif-talepleri?talep=${quote.id}`);
    const inbox = panel.page;
    await inbox.getByRole('heading', { name: 'Teklif Verin' }).waitFor();
    await inbox.getByLabel('En düşük fiyat (TL)').fill('1500');
    await inbox.getByLabel('En yüksek fiyat (TL)').fill('1800');
    await inbox.getByLabel('Tahmini süre').fill('2 saat');
    await inbox.getByLabel('En erken tarih').fill(tomorrowInTurkey());
    await inbox.getByRole('button', { name: 'Teklif Gönder' }).click();
    await inbox.getByText('Teklifiniz müşteriye iletildi.').waitFor();
    await call(breeze, 'POST', `/quotes/${quote.id}/offers`, {
      priceMin: 1200,
      priceMax: 1400,
      duration: '1 gün',
      earliestDate: todayInTurkey(),
      note: 'Gaz dolumu dahil.',
    });

    // The customer compares the two offers side by side, with how far each business is, and accepts the first's.
    const mine = await file.open(customer, `/tekliflerim?talep=${quote.id}`);
    const page = mine.page;
    const offers = page.getByRole('article');
    await poll(() => offers.count()).toBe(2);
    await page.getByText('En uygun fiyat').waitFor();
    const serin = offers.filter({ hasText: 'Serin Klima Servisi' });
    const esinti = offers.filter({ hasText: 'Esinti Oto Klima' });
    expect(await serin.getByText('Uzaklık').count()).toBe(1);
    await serin.getByText(formatDistanceKm(0), { exact: true }).waitFor();
    await esinti.getByText('2,1 km', { exact: true }).waitFor();
    await screenshot(page, 'quotes-compare-1280');
    await serin.getByRole('button', { name: 'Teklifi Kabul Et' }).click();
    // The customer picks 10:00 on the offer's earliest day, the first day the picker offers.
    const dialog = page.getByRole('dialog');
    await pick(dialog.getByRole('radio', { name: '10:00' }));
    await dialog.getByRole('button', { name: 'Kabul Et ve Randevu Al' }).click();
    await dialog.getByText('Teklifi kabul ettiniz').waitFor();
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    const accepted = (await call<{ quote: QuoteView }>(customer, 'GET', `/quotes/${quote.id}`)).quote;
    expect(accepted.status).toBe('accepted');
    expect(accepted.appointmentId).not.toBeNull();

    // On a phone the comparison stacks and nothing leaves the screen.
    await page.setViewportSize(mobile);
    await page.reload();
    await poll(() => offers.count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await screenshot(page, 'quotes-compare-390');

    // The business confirms the booked hour in /randevularim; once that hour came (moved, not waited for), it marks
    // the job done on a phone with the final price.
    const owner = await file.open(cool, '/randevularim');
    const card = owner.page.getByRole('article', { name: 'Elif Demir randevusu' });
    // At 10:00 on the offer's earliest day, inside the business's hours.
    await card.getByText(/10:00/).first().waitFor();
    await card.getByText('Klima Tamiri: Lada Niva 2018').waitFor();
    await confirmAhead(card);
    await owner.page.setViewportSize(mobile);
    await timeComes(file.server(), accepted.appointmentId!, owner.page);
    await completeWithPrice(owner.page, card, { typed: '1.750,50', shown: '₺1.750,50' }, 'appointment-complete-390');
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await screenshot(owner.page, 'quotes-appointment-done-390');
    await owner.page.setViewportSize(desktop);

    // The customer's completed appointment invites a review; the completed job makes the review verified.
    const visit = await file.open(customer, '/randevularim');
    const done = visit.page.getByRole('article', { name: 'Serin Klima Servisi randevusu' });
    await done.getByText('Tamamlandı', { exact: true }).waitFor();
    await openReviewInvite(visit.page, done);
    await rate(visit.page, 4);
    await visit.page.getByLabel('Yorumunuz').fill('Klimayı hızlıca onardılar, fiyat teklif ettikleri gibiydi.');
    await visit.page.getByRole('button', { name: 'Değerlendirmeyi Gönder' }).click();
    await visit.page.getByText('Doğrulanmış hizmet').first().waitFor();
    await screenshot(visit.page, 'quotes-verified-review-1280');

    // The business answers under the review on its page.
    await owner.page.goto(`/isletme/${cool.user.id}`);
    await owner.page.getByRole('tab', { name: /Değerlendirmeler/ }).click();
    await owner.page.getByText('Doğrulanmış hizmet').first().waitFor();
    await owner.page.getByRole('button', { name: 'Yanıtla' }).click();
    await owner.page.getByLabel('İşletme yanıtı').fill('Teşekkür ederiz, yine bekleriz!');
    await owner.page.getByRole('button', { name: 'Yanıtı Yayınla' }).click();
    await owner.page.getByText('Teşekkür ederiz, yine bekleriz!').waitFor();

    // On a phone the customer sees the reply under their verified review, once, with the business's name and no
    // report button on it.
    await visit.page.setViewportSize(mobile);
    await visit.page.reload();
    await visit.page.getByRole('tab', { name: /Değerlendirmeler/ }).click();
    await visit.page.getByText('Teşekkür ederiz, yine bekleriz!').waitFor();
    await visit.page.getByText('İşletmenin yanıtı · Serin Klima Servisi').waitFor();
    await visit.page.getByText('Doğrulanmış hizmet').first().waitFor();
    expect(await visit.page.getByText('Klimayı hızlıca onardılar', { exact: false }).count()).toBe(1);
    expect(await visit.page.getByRole('tabpanel').getByRole('button', { name: 'Şikayet Et' }).count()).toBe(0);
    expect(await visit.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await screenshot(visit.page, 'review-reply-390');

    // The request form and the business panel fit a phone as well.
    const phoneForm = await file.open(customer, '/teklif-iste', mobile);
    await phoneForm.page.getByRole('button', { name: 'Teklif İste' }).waitFor();
    expect(await phoneForm.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await screenshot(phoneForm.page, 'quote-form-390');
    const phonePanel = await file.open(breeze, `/teklif-talepleri?talep=${quote.id}`, mobile);
    await phonePanel.page
      .getByText('Gaz dolumu dahil', { exact: false })
      .or(phonePanel.page.getByText('Teklifiniz:'))
      .first()
      .waitFor();
    expect(await phonePanel.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      mobile.width,
    );
    await screenshot(phonePanel.page, 'quote-inbox-390');
  }, 240_000);
});
