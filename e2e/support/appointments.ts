import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';
import { startAppointmentAnHourAgo } from './database';
import type { BuiltServer } from './server';

/**
 * The business confirms a requested appointment on its card in /randevularim. Its time is still ahead (bookings are
 * only for the future), so the card says it can be completed once the time comes, and offers no way to do it yet.
 */
export async function confirmAhead(card: Locator): Promise<void> {
  await card.getByText('Onay bekliyor').waitFor();
  await card.getByRole('button', { name: 'Onayla' }).click();
  await card.getByText('Onaylandı').waitFor();
  await card.getByText('Randevu saati gelince tamamlandı olarak işaretleyebilirsiniz.').waitFor();
  expect(await card.getByRole('button', { name: 'Tamamlandı olarak işaretle' }).count()).toBe(0);
}

/**
 * Moves the appointment's time an hour into the past on the file's own server (stopped for it, then started again on
 * the same data: the pages keep their sessions), and reloads `page`.
 */
export async function timeComes(server: BuiltServer, appointmentId: string, page: Page): Promise<void> {
  await server.restart((dataDir) => startAppointmentAnHourAgo(dataDir, appointmentId));
  await page.reload();
}

/**
 * The business marks the started job done through 'Tamamlandı olarak işaretle', entering the final price the way a
 * person types it in Turkish ('3.500'); the card then shows it completed with that price. The filled dialog, which
 * fits the page's width, is saved as screenshot `shot` if given.
 */
export async function completeWithPrice(
  page: Page,
  card: Locator,
  price: { typed: string; shown: string },
  shot?: string,
): Promise<void> {
  await card.getByRole('button', { name: 'Tamamlandı olarak işaretle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tamamlandı olarak işaretle' });
  await dialog.getByText('Bu geri alınamaz', { exact: false }).waitFor();
  await dialog.getByLabel('Son fiyat (TL)').fill(price.typed);
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Tamamlandı Olarak İşaretle' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card.getByText('Tamamlandı', { exact: true }).waitFor();
  await card.getByText(`Son fiyat: ${price.shown}`).waitFor();
  expect(await card.getByRole('button', { name: 'Tamamlandı olarak işaretle' }).count()).toBe(0);
}

/**
 * The customer follows 'Değerlendir' on their completed appointment's card in /randevularim: the business page opens
 * with the review form and no stars chosen, so it cannot be sent before they pick some.
 */
export async function openReviewInvite(page: Page, card: Locator): Promise<void> {
  await card.getByRole('link', { name: 'Değerlendir' }).click();
  await page.getByText('Puan vermek için yıldızlardan birini seçin.').waitFor();
  expect(await page.getByRole('button', { name: 'Değerlendirmeyi Gönder' }).isDisabled()).toBe(true);
  for (let stars = 1; stars <= 5; stars++) {
    expect(await page.getByRole('radio', { name: `${stars} yıldız` }).isChecked()).toBe(false);
  }
}

/** Picks a day or a time the way a person does, clicking its chip (the radio input under it is visually hidden). */
export async function pick(radio: Locator): Promise<void> {
  const id = await radio.getAttribute('id');
  await radio.page().locator(`label[for="${id}"]`).click();
}

/** Clicks the star a person would click (the rating's radio inputs are visually hidden). */
export async function rate(page: Page, stars: number): Promise<void> {
  const id = await page.getByRole('radio', { name: `${stars} yıldız` }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

/**
 * Resolves once the page's realtime connection is up (Socket.IO's connect packet came back), so an event sent from now
 * on reaches it. Call it before the page loads.
 */
export function realtimeConnected(page: Page): Promise<unknown> {
  return page.waitForResponse(
    async (response) =>
      response.url().includes('/socket.io/') && (await response.text().catch(() => '')).includes('40{'),
    { timeout: 30_000 },
  );
}

/**
 * The review form a completed job's link opens: wholly inside the screen as the page is scrolled, the focus on its
 * stars, none of them chosen.
 */
export async function expectReviewFormInView(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Değerlendirme Yap' });
  await form.getByText('Puan vermek için yıldızlardan birini seçin.').waitFor();
  await expect
    .poll(
      () =>
        form.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight && el.contains(document.activeElement);
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
  for (let stars = 1; stars <= 5; stars++) {
    expect(await page.getByRole('radio', { name: `${stars} yıldız` }).isChecked()).toBe(false);
  }
}
