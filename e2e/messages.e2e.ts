import { errorMessages } from '@otousta/shared/messages/tr';
import { NEW_CHAT_GREETING } from '@otousta/shared/schemas/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import {
  conversationPartners,
  createCustomerAndBusiness,
  createSignedInAccount,
  openSignedIn,
  type SignedInAccount,
} from './support/accounts';
import { baseUrl, browserForFile, desktop, mobile, openPage, pathname, poll, screenshot } from './support/browser';
import { sendOverApi } from './support/messages';

const browser = browserForFile();

const composer = (page: Page) => page.getByRole('textbox', { name: 'Mesajınız' });
const bubbles = (page: Page) => page.getByTestId('message');
const lastBubble = (page: Page) => bubbles(page).last();
const chat = (page: Page, name: string) => page.getByRole('region', { name: `${name} ile sohbet` });

/** Whether the server counts the user as connected (their first socket connected, their last not yet gone). */
const isOnline = async (account: SignedInAccount) =>
  ((await (await fetch(`${baseUrl()}/api/users/${account.user.id}`)).json()) as { user: { isOnline: boolean } }).user
    .isOnline;

describe('messages', () => {
  const people = conversationPartners({ firstName: 'Zeynep', lastName: 'Kaya' }, 'Hızlı Fren Servisi');

  it('sends a signed-out visitor who wants to message to the sign-in page', async () => {
    const { context, page } = await openPage(browser(), `/mesajlar?userId=${people.business.user.id}`);
    await poll(() => pathname(page)).toBe('/giris-yap');
    await context.close();
  });

  it('lets a customer and a business chat live: greeting, typing, receipts, unread badges', async () => {
    // The business is somewhere else on the site when the customer writes.
    const shop = await openSignedIn(browser(), '/profilim', people.business);
    const biz = shop.page;
    await biz.getByRole('link', { name: 'Mesajlar' }).waitFor();

    // The customer opens the business and presses 'Mesaj Gönder', which carries it as the target user (docs/product.md
    // §2): a new chat offers the fixed greeting in the composer, and the customer sends it.
    const visitor = await openSignedIn(browser(), `/isletme/${people.business.user.id}`, people.customer);
    const me = visitor.page;
    await me.getByRole('link', { name: 'Mesaj Gönder' }).click();
    await chat(me, 'Hızlı Fren Servisi').waitFor();
    await poll(() => composer(me).inputValue()).toBe(NEW_CHAT_GREETING);
    await composer(me).press('Enter');
    await poll(() => lastBubble(me).textContent()).toContain(NEW_CHAT_GREETING);
    expect(new URL(me.url()).searchParams.get('sohbet')).toBeTruthy();
    // The business is online: its socket is connected on the profile page.
    await poll(() => chat(me, 'Hızlı Fren Servisi').getByTestId('presence').textContent()).toBe('Çevrimiçi');
    // Its device has the message: delivered.
    await poll(() => lastBubble(me).getAttribute('data-status')).toBe('delivered');

    // The business's navigation counts the unread message live.
    const navBadge = biz.getByRole('navigation', { name: 'Ana menü' }).getByTestId('nav-unread');
    await poll(() => navBadge.textContent()).toContain('1');

    await biz.getByRole('link', { name: /Mesajlar/ }).click();
    const row = biz.getByTestId('conversation').filter({ hasText: 'Zeynep Kaya' });
    await poll(() => row.getByTestId('unread-badge').textContent()).toContain('1');
    await row.click();
    await chat(biz, 'Zeynep Kaya').waitFor();
    await poll(() => lastBubble(biz).textContent()).toContain(NEW_CHAT_GREETING);
    // Opening the conversation clears its unread count, in the list and in the navigation.
    await poll(() => row.getByTestId('unread-badge').count()).toBe(0);
    await poll(() => navBadge.count()).toBe(0);
    // ...and the customer's tick turns to read.
    await poll(() => lastBubble(me).getAttribute('data-status')).toBe('read');

    // Typing shows on the other side, then Enter sends and Shift+Enter makes a new line.
    await composer(me).click();
    await composer(me).pressSequentially('Fren balatası değişimi ne kadar?');
    await biz.getByText('Zeynep Kaya yazıyor...').waitFor();
    await composer(me).press('Shift+Enter');
    await composer(me).pressSequentially('Araç 2018 model.');
    await composer(me).press('Enter');
    expect(await composer(me).inputValue()).toBe('');
    await poll(() => lastBubble(biz).locator('p').first().textContent()).toBe(
      'Fren balatası değişimi ne kadar?\nAraç 2018 model.',
    );
    // Sending stops the indicator.
    await poll(() => biz.getByText('Zeynep Kaya yazıyor...').count()).toBe(0);
    // The business has the chat open, so the new message is read at once.
    await poll(() => lastBubble(me).getAttribute('data-status')).toBe('read');

    // The business answers with the button.
    await composer(biz).fill(
      'Merhaba, ön balata değişimi işçilik dahil 1.500 TL; yarın sabah 09:00 gibi gelebilirsiniz.',
    );
    await biz.getByRole('button', { name: 'Gönder' }).click();
    await poll(() => lastBubble(me).textContent()).toContain('1.500 TL');
    await poll(() => lastBubble(biz).getAttribute('data-status')).toBe('read');
    // An empty or blank message cannot be sent (docs/product.md §5).
    await composer(biz).fill('   ');
    expect(await biz.getByRole('button', { name: 'Gönder' }).isDisabled()).toBe(true);

    // The conversation list shows the latest message for both.
    await poll(() => me.getByTestId('conversation').first().textContent()).toContain('1.500 TL');
    expect(await accessibilityProblems(me)).toEqual([]);
    await screenshot(me, 'messages-customer-1280');
    await screenshot(biz, 'messages-business-1280');

    // On a phone the list and the chat take turns (docs/product.md §2).
    const phone = await openSignedIn(browser(), '/mesajlar', people.customer, mobile);
    const small = phone.page;
    const item = small.getByTestId('conversation').filter({ hasText: 'Hızlı Fren Servisi' });
    await item.waitFor();
    expect(await small.getByRole('searchbox', { name: 'Sohbet ara' }).isVisible()).toBe(true);
    expect(await composer(small).count()).toBe(0);
    // The long preview is cut short: it does not push the list, and 'Yeni Sohbet' with it, past the screen's edge.
    const newChat = await small.getByRole('button', { name: 'Yeni Sohbet' }).boundingBox();
    expect(newChat!.x + newChat!.width).toBeLessThanOrEqual(mobile.width);
    await screenshot(small, 'messages-list-390');
    await item.click();
    await chat(small, 'Hızlı Fren Servisi').waitFor();
    expect(await small.getByRole('searchbox', { name: 'Sohbet ara' }).isVisible()).toBe(false);
    await poll(() => lastBubble(small).textContent()).toContain('1.500 TL');
    await screenshot(small, 'messages-chat-390');
    await small.getByRole('button', { name: 'Sohbetlere dön' }).click();
    await item.waitFor();
    expect(await composer(small).count()).toBe(0);

    await Promise.all([shop.context.close(), visitor.context.close(), phone.context.close()]);
  });

  it('removes a message the server refuses and says why, keeping the text', async () => {
    const { context, page } = await openSignedIn(browser(), '/hakkimizda', people.customer, desktop);
    // No realtime connection, so the message goes over HTTP, and the server refuses it (its flood limit).
    await page.route(/\/socket\.io\//, (route) => route.abort());
    await page.route(/\/api\/messages$/, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: errorMessages.RATE_LIMITED }),
          })
        : route.continue(),
    );
    await page.goto(`/mesajlar?userId=${people.business.user.id}`);
    await chat(page, 'Hızlı Fren Servisi').waitFor();
    await poll(() => lastBubble(page).textContent()).toContain('1.500 TL');
    const before = await bubbles(page).count();
    await composer(page).fill('Bu mesaj gitmeyecek');
    await composer(page).press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Mesaj gönderilemedi:' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Mesaj gönderilemedi:' }).textContent()).toContain(
      `Mesaj gönderilemedi: ${errorMessages.RATE_LIMITED}`,
    );
    expect(await bubbles(page).count()).toBe(before);
    expect(await composer(page).inputValue()).toBe('Bu mesaj gitmeyecek');
    await context.close();
  });

  it('says so when the person to chat with does not exist', async () => {
    const { context, page } = await openSignedIn(
      browser(),
      '/mesajlar?userId=olmayan-kullanici',
      people.customer,
      desktop,
    );
    await page.getByRole('alert').filter({ hasText: 'Yeni sohbet bulunamadı' }).waitFor();
    await context.close();
  });

  it("starts a chat from 'Yeni Sohbet' and finds conversations by name", async () => {
    const other = await createSignedInAccount({ data: { firstName: 'Emre', lastName: 'Şahin' } });
    const { context, page } = await openSignedIn(browser(), '/mesajlar', other, desktop);
    await page.getByText('Henüz sohbetiniz yok. Yeni bir sohbet başlatın.').waitFor();
    await page.getByRole('button', { name: 'Yeni Sohbet' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Sohbet' });
    await dialog.getByLabel('Kullanıcı ara').fill('hızlı fren');
    await dialog.getByRole('button', { name: /Hızlı Fren Servisi/ }).click();
    await chat(page, 'Hızlı Fren Servisi').waitFor();
    await poll(() => composer(page).inputValue()).toBe(NEW_CHAT_GREETING);
    await page.getByRole('button', { name: 'Gönder' }).click();
    await poll(() => lastBubble(page).textContent()).toContain(NEW_CHAT_GREETING);

    const search = page.getByRole('searchbox', { name: 'Sohbet ara' });
    await search.fill('HIZLI');
    await poll(() => page.getByTestId('conversation').count()).toBe(1);
    await search.fill('başka biri');
    await page.getByText('Aramanızla eşleşen sohbet yok.').waitFor();
    await context.close();
  });

  it('shows the newest 50 messages and loads older ones when scrolled to the top', async () => {
    const [writer, reader] = await Promise.all([
      createSignedInAccount({ data: { firstName: 'Can', lastName: 'Aydın' } }),
      createSignedInAccount({ data: { firstName: 'Deniz', lastName: 'Arslan' } }),
    ]);
    for (let i = 1; i <= 55; i++) await sendOverApi(writer, reader, `Mesaj ${i}`);
    const { context, page } = await openSignedIn(browser(), '/mesajlar', reader, desktop);
    await page.getByTestId('conversation').filter({ hasText: 'Can Aydın' }).click();
    await poll(() => lastBubble(page).textContent()).toContain('Mesaj 55');
    // docs/product.md §9: 50 per load.
    expect(await bubbles(page).count()).toBe(50);
    expect(await bubbles(page).first().textContent()).toContain('Mesaj 6');
    await page.getByRole('log', { name: 'Mesajlar' }).evaluate((log) => {
      log.parentElement!.scrollTop = 0;
    });
    await poll(() => bubbles(page).count()).toBe(55);
    expect(await bubbles(page).first().textContent()).toContain('Mesaj 1');
    expect(await page.getByRole('button', { name: 'Önceki mesajları yükle' }).count()).toBe(0);
    await context.close();
  });

  it('opens the existing chat for a target user instead of greeting again', async () => {
    const { context, page } = await openSignedIn(
      browser(),
      `/mesajlar?userId=${people.business.user.id}`,
      people.customer,
      desktop,
    );
    await chat(page, 'Hızlı Fren Servisi').waitFor();
    await poll(() => lastBubble(page).textContent()).toContain('1.500 TL');
    const greetings = await bubbles(page).filter({ hasText: NEW_CHAT_GREETING }).count();
    expect(greetings).toBe(1);
    await context.close();
  });

  it('shows unread messages on the closed menu button and in the menu on a phone', async () => {
    const [writer, reader] = await createCustomerAndBusiness(
      { firstName: 'Selin', lastName: 'Öztürk' },
      'Mobil Lastik Servisi',
    );
    const { context, page } = await openSignedIn(browser(), '/profilim', reader, mobile);
    const menuButton = page.getByRole('button', { name: /^Menüyü aç/ });
    // The page itself, not the header shown while its code loads, which the page's header then replaces.
    await page.getByRole('main').getByRole('heading').first().waitFor();
    await menuButton.waitFor();
    expect(await menuButton.getAttribute('aria-label')).toBe('Menüyü aç');
    // Live, so the page's realtime connection must be up before the message goes.
    await poll(() => isOnline(reader)).toBe(true);

    await sendOverApi(writer, reader, 'Lastik değişimi için yarın uygun musunuz?');
    await poll(() => menuButton.getAttribute('aria-label')).toBe('Menüyü aç, 1 okunmamış mesaj');
    await screenshot(page, 'messages-unread-menu-button-390');

    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Mobil menü' });
    await poll(() => menu.getByTestId('nav-unread').textContent()).toBe('1 okunmamış mesaj');
    await screenshot(page, 'messages-unread-menu-390');

    // Reading the conversation clears the count everywhere.
    await menu.getByRole('link', { name: /Mesajlar/ }).click();
    await page.getByTestId('conversation').filter({ hasText: 'Selin Öztürk' }).click();
    await chat(page, 'Selin Öztürk').waitFor();
    await page.getByRole('button', { name: 'Sohbetlere dön' }).click();
    await poll(() => page.getByRole('button', { name: /^Menüyü aç/ }).getAttribute('aria-label')).toBe('Menüyü aç');
    await context.close();
  });

  it('catches up after the connection drops: a message sent meanwhile appears once back online, without a reload', async () => {
    const [writer, reader] = await Promise.all([
      createSignedInAccount({ data: { firstName: 'Kerem', lastName: 'Yıldız' } }),
      createSignedInAccount({ data: { firstName: 'Ece', lastName: 'Demir' } }),
    ]);
    await sendOverApi(writer, reader, 'İlk mesaj: aracım hazır mı?');
    const { context, page } = await openSignedIn(browser(), '/mesajlar', reader, desktop);
    await page.getByTestId('conversation').filter({ hasText: 'Kerem Yıldız' }).click();
    await chat(page, 'Kerem Yıldız').waitFor();
    await poll(() => lastBubble(page).textContent()).toContain('İlk mesaj');
    await poll(() => isOnline(reader)).toBe(true);
    // Marks this document: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await context.setOffline(true);
    // The server has seen the connection go.
    await poll(() => isOnline(reader)).toBe(false);
    await sendOverApi(writer, reader, 'Çevrimdışıyken gelen mesaj');
    await context.setOffline(false);

    await poll(() => lastBubble(page).textContent()).toContain('Çevrimdışıyken gelen mesaj');
    expect(await bubbles(page).filter({ hasText: 'Çevrimdışıyken gelen mesaj' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await screenshot(page, 'messages-caught-up-1280');
    await context.close();
  });
});
