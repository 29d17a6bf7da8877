import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import {
  conversationPartners,
  createCustomerAndBusiness,
  openSignedIn,
  type SignedInAccount,
} from './support/accounts';
import { appReady, baseUrl, browserForFile, mobile, openPage, pathname, poll, screenshot } from './support/browser';
import { mailCount, mailedLink } from './support/mail';
import { sendOverApi } from './support/messages';

const browser = browserForFile();

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The account's notification preferences as the API keeps them. */
async function preferences(account: SignedInAccount): Promise<unknown[]> {
  const response = await fetch(`${baseUrl()}/api/notifications/preferences`, {
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
  return (await response.json()).preferences;
}

/** A type's preference with its e-mails turned off and the rest as they come. */
const mailOff = (type: string) => ({ type, inApp: true, email: false, push: true });

/** The visible bell (the desktop bar's or the phone header's). */
const bell = (page: Page) => page.locator('[data-testid="notification-bell"]:visible');

describe('notifications', () => {
  const elif = { firstName: 'Elif', lastName: 'Demir' };
  const people = conversationPartners(elif, 'Bildirim Oto Servis');

  it('counts a new message on the bell live, lists it and marks it read', async () => {
    // Accounts of its own: a second attempt starts from an empty bell, not from what the first left unread.
    const [customer, business] = await createCustomerAndBusiness(elif, 'Zil Oto');
    const { context, page } = await openSignedIn(browser(), '/profilim', business);
    await poll(() => bell(page).getAttribute('data-count')).toBe('0');

    await sendOverApi(customer, business, 'Merhaba, yarın aracımı getirebilir miyim?');
    await poll(() => bell(page).getAttribute('data-count')).toBe('1');
    await poll(() => bell(page).getAttribute('aria-label')).toBe('Bildirimler, 1 okunmamış');

    // The dropdown shows it; 'Tüm bildirimleri gör' opens the page.
    await bell(page).click();
    const dropdown = page.getByRole('dialog', { name: 'Bildirimler' });
    await poll(() => dropdown.getByTestId('notification-item').first().textContent()).toContain(
      'Elif Demir size mesaj gönderdi',
    );
    await screenshot(page, 'notifications-bell-1280');
    await dropdown.getByRole('link', { name: 'Tüm bildirimleri gör' }).click();
    await poll(() => pathname(page)).toBe('/bildirimler');
    // The dropdown closes as the page opens (it fades out first, slowly on a busy machine).
    await poll(() => dropdown.count()).toBe(0);

    const item = page.getByTestId('notification-item').first();
    await poll(() => item.getAttribute('data-unread')).toBe('true');
    expect(await item.textContent()).toContain('Merhaba, yarın aracımı getirebilir miyim?');
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'notifications-page-1280');
    await item.getByRole('button', { name: 'Okundu işaretle' }).click();
    await poll(() => item.getAttribute('data-unread')).toBeNull();
    await poll(() => bell(page).getAttribute('data-count')).toBe('0');

    // A second message while the first is read makes a new one; 'Tümünü okundu işaretle' clears it, and the item
    // opens its conversation.
    await sendOverApi(customer, business, 'Bir de klima gazı dolumu yapıyor musunuz?');
    await poll(() => bell(page).getAttribute('data-count')).toBe('1');
    await page.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
    await poll(() => bell(page).getAttribute('data-count')).toBe('0');
    await page.getByTestId('notification-item').first().getByRole('link').click();
    await poll(() => pathname(page)).toBe('/mesajlar');
    await context.close();
  });

  it('fits a 390 px phone: the bell in the header, the list and the preferences without sideways scrolling', async () => {
    await sendOverApi(people.business, people.customer, 'Aracınız hazır, akşam 6’ya kadar teslim alabilirsiniz.');
    const { context, page } = await openSignedIn(browser(), '/bildirimler', people.customer, mobile);
    await poll(() => bell(page).getAttribute('data-count')).toBe('1');
    await poll(() => page.getByTestId('notification-item').count()).toBe(1);
    expect(await widerThanScreen(page)).toBe(false);
    await screenshot(page, 'notifications-page-390');

    await bell(page).click();
    const dropdown = page.getByRole('dialog', { name: 'Bildirimler' });
    await dropdown.getByTestId('notification-item').first().waitFor();
    const box = await dropdown.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(mobile.width);
    await screenshot(page, 'notifications-bell-390');
    await page.keyboard.press('Escape');

    // Preferences in /profilim: turning the message e-mails off is saved.
    await page.goto('/profilim');
    const section = page.getByRole('region', { name: 'Bildirimler', exact: true });
    const mailSwitch = page.getByRole('checkbox', { name: 'Yeni mesajlar: E-posta' });
    await mailSwitch.waitFor();
    expect(await mailSwitch.isChecked()).toBe(true);
    await mailSwitch.uncheck();
    await page.getByRole('button', { name: 'Bildirimleri Güncelle' }).click();
    await page.getByText('Bildirim tercihleriniz kaydedildi.').waitFor();
    expect(await widerThanScreen(page)).toBe(false);
    await section.screenshot({ path: 'test-results/notifications-preferences-390.png' });
    expect(await preferences(people.customer)).toContainEqual(mailOff('message.received'));
    await context.close();
  });

  it('unsubscribes from a mail’s footer link without signing in, on a 390 px phone', async () => {
    const before = await mailCount(people.business.email);
    const review = await fetch(`${baseUrl()}/api/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${people.customer.accessToken}` },
      body: JSON.stringify({
        businessId: people.business.user.id,
        rating: 5,
        comment: 'Aracımı zamanında ve temiz teslim ettiler.',
      }),
    });
    expect(review.status).toBe(201);
    // The review mail's footer link, as the business owner finds it in their inbox.
    const link = await mailedLink(people.business.email, '/bildirimler/abonelik', { after: before });

    // A fresh browser: nobody is signed in.
    const { context, page } = await openPage(browser(), link, mobile);
    await appReady(page);
    await page.getByRole('heading', { name: 'E-posta aboneliği' }).waitFor();
    expect(await page.getByText('Bu tür e-postaları artık almak istemiyor musunuz?').isVisible()).toBe(true);
    expect(await bell(page).count()).toBe(0);
    expect(await widerThanScreen(page)).toBe(false);
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'notifications-unsubscribe-390');

    await page.getByRole('button', { name: 'Abonelikten Çık', exact: true }).click();
    const done = page.getByRole('status').filter({ hasText: 'Abonelikten çıktınız.' });
    await done.waitFor();
    expect(await done.textContent()).toContain('(İşletmeme yeni değerlendirme)');
    expect(await widerThanScreen(page)).toBe(false);
    await screenshot(page, 'notifications-unsubscribed-390');
    await context.close();

    expect(await preferences(people.business)).toContainEqual(mailOff('review.created'));
  });
});
