import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import {
  conversationPartners,
  createSignedInAccount,
  jpegBytes,
  openSignedIn,
  type SignedInAccount,
} from './support/accounts';
import { appReady, baseUrl, browserForFile, desktop, mobile, openPage, pathname, screenshot } from './support/browser';
import { expectTextWith } from './support/text';

const browser = browserForFile();

const BUSINESS = 'Egzoz Dünyası';
const CUSTOMER = 'Deniz Aksoy';
const card = (page: Page, author: string, text: string) =>
  page.getByRole('article', { name: `${author} gönderisi` }).filter({ hasText: text });
/** A mark of its own per attempt for a post's text, so a retried test never finds the first attempt's post too. */
const attemptMark = (label: string) => `${label}-${Math.random().toString(36).slice(2, 7)}`;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Yeni Gönderi' });

/** A post written straight through the API (the scrolling test needs many). */
async function apiPost(account: SignedInAccount, postData: Record<string, unknown>): Promise<{ id: string }> {
  const form = new FormData();
  form.append('postData', JSON.stringify(postData));
  const response = await fetch(`${baseUrl()}/api/posts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.accessToken}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`post failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { post: { id: string } }).post;
}

async function apiComment(account: SignedInAccount, postId: string, content: string) {
  const response = await fetch(`${baseUrl()}/api/posts/${postId}/comments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  if (response.status !== 201) throw new Error(`comment failed: ${response.status} ${await response.text()}`);
}

const widths = [
  ['1280', desktop],
  ['390', mobile],
] as const;

async function openFeed(account: SignedInAccount | null, path = '/akis', viewport?: typeof mobile) {
  const opened = account
    ? await openSignedIn(browser(), path, account, viewport)
    : await openPage(browser(), path, viewport);
  await opened.page.getByRole('heading', { name: 'Akış', level: 1 }).waitFor();
  // A signed-out reader's feed is server-rendered: a click before the app takes it over does nothing.
  if (!account) await appReady(opened.page);
  return opened;
}

describe('feed /akis', () => {
  const people = conversationPartners({ firstName: 'Deniz', lastName: 'Aksoy' }, BUSINESS);

  it('a business shares a service post with two photos; the card shows every part of it', async () => {
    const { context, page } = await openFeed(people.business);
    expect(await page.title()).toBe('Akış - OtoUsta');
    await page.getByRole('button', { name: 'Yeni Gönderi' }).click();
    const d = dialog(page);
    await d.getByText('İşletme', { exact: true }).waitFor();
    await d.getByText(BUSINESS).waitFor();
    const submit = d.getByRole('button', { name: 'Paylaş' });
    expect(await submit.isDisabled()).toBe(true);

    await d.getByRole('textbox', { name: 'Gönderi türü', exact: true }).click();
    await page.getByRole('option', { name: 'Servis', exact: true }).click();
    await d.getByLabel(/^İçerik/).fill('Performans egzoz sistemi montajı yaptık. Ses ve çekiş harika!');
    await d.getByText('61/2000').waitFor();
    await d.getByLabel('Araç markası').fill('Fiat');
    await d.getByLabel('Model', { exact: true }).fill('Egea');
    await d.getByLabel('Model yılı').fill('2021');
    await d.getByLabel('Konum').fill('Bornova, İzmir');
    await d.getByLabel('Hizmet türü').fill('Egzoz montajı');
    await d.getByLabel('Tahmini süre').fill('3 saat');
    await d.getByLabel('Hizmet açıklaması').fill('Paslanmaz çelik komple sistem');
    await d.getByLabel('İletişim').fill('0232 000 00 00');
    await d.getByLabel('Etiketler').fill('egzoz, #Performans, ,');
    const input = d.locator('input[type=file]');
    await input.setInputFiles([
      { name: 'once.jpg', mimeType: 'image/jpeg', buffer: await jpegBytes('#c92a2a', 320) },
      { name: 'sonra.jpg', mimeType: 'image/jpeg', buffer: await jpegBytes('#2f9e44', 320) },
    ]);
    await d.getByText('2/5 fotoğraf', { exact: false }).waitFor();
    // docs/product.md §5: the sixth photo is refused with its message and nothing is added.
    const four = await Promise.all(
      [1, 2, 3, 4].map(async (n) => ({
        name: `fazla-${n}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await jpegBytes('#1971c2'),
      })),
    );
    await input.setInputFiles(four);
    await d.getByText('Maksimum 5 fotoğraf yükleyebilirsiniz.').waitFor();
    await d.getByText('2/5 fotoğraf', { exact: false }).waitFor();
    await screenshot(page, 'feed-dialog-1280');
    await submit.click();
    await d.waitFor({ state: 'hidden' });

    const post = card(page, BUSINESS, 'Performans egzoz');
    await post.waitFor();
    await expectTextWith(post, [
      'İşletme',
      'Az önce',
      'Servis',
      'Fiat Egea (2021)',
      'Bornova, İzmir',
      'Egzoz montajı',
      '3 saat',
      '#egzoz',
      '#Performans',
    ]);
    const carousel = post.getByRole('region', { name: /fotoğraflar/ });
    const shownPhoto = () => carousel.locator('[aria-hidden="false"] img').getAttribute('src');
    await carousel.getByText('Fotoğraf 1 / 2').waitFor();
    const first = await shownPhoto();
    // A mouse click on the next control shows the next photo.
    await carousel.getByRole('button', { name: 'Sonraki fotoğraf' }).click();
    await carousel.getByText('Fotoğraf 2 / 2').waitFor();
    expect(await shownPhoto()).not.toBe(first);
    // The arrow keys work while one of its controls has the focus.
    await carousel.getByRole('button', { name: 'Sonraki fotoğraf' }).focus();
    await page.keyboard.press('ArrowLeft');
    await carousel.getByText('Fotoğraf 1 / 2').waitFor();
    expect(await shownPhoto()).toBe(first);
    await carousel.getByRole('button', { name: 'Fotoğraf 2 / 2' }).click();
    await carousel.getByText('Fotoğraf 2 / 2').waitFor();
    await context.close();
  });

  it('a customer shares a sale post with its price in Turkish format', async () => {
    const { context, page } = await openFeed(people.customer);
    await page.getByRole('button', { name: 'Yeni Gönderi' }).click();
    const d = dialog(page);
    await d.getByText('Müşteri', { exact: true }).waitFor();
    await d.getByRole('textbox', { name: 'Gönderi türü', exact: true }).click();
    await page.getByRole('option', { name: 'Satış', exact: true }).click();
    await d.getByLabel(/^İçerik/).fill('Orijinal 17 jant takımı satılık');
    await d.getByLabel('Fiyat (TL)').fill('12500');
    await d.locator('input[type=file]').setInputFiles({
      name: 'jant.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegBytes('#f08c00', 320),
    });
    await d.getByRole('button', { name: 'Paylaş' }).click();
    await d.waitFor({ state: 'hidden' });
    const post = card(page, CUSTOMER, 'jant takımı');
    await post.getByText('₺12.500,00').waitFor();
    // One photo is shown plain, without carousel controls.
    expect(await post.getByRole('button', { name: 'Sonraki fotoğraf' }).count()).toBe(0);
    expect(await post.locator('img').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('likes at once, comments and replies; the counts stay after a reload', async () => {
    const { context, page } = await openFeed(people.customer);
    const post = card(page, BUSINESS, 'Performans egzoz');
    await post.getByRole('button', { name: 'Beğen (0 beğeni)' }).click();
    const liked = post.getByRole('button', { name: 'Beğen (1 beğeni)' });
    await liked.waitFor();
    expect(await liked.getAttribute('aria-pressed')).toBe('true');

    await post.getByRole('button', { name: /^Yorumlar/ }).click();
    await post.getByRole('textbox', { name: 'Yorum yazın' }).fill('Sesi çok güzel olmuş, fiyat nedir?');
    await post.getByRole('button', { name: 'Gönder', exact: true }).click();
    await post.getByText('Sesi çok güzel olmuş, fiyat nedir?').waitFor();
    await post.getByRole('button', { name: 'Yorumlar (1 yorum)' }).waitFor();
    await context.close();

    const other = await openFeed(people.business);
    const own = card(other.page, BUSINESS, 'Performans egzoz');
    await own.getByRole('button', { name: 'Beğen (1 beğeni)' }).waitFor();
    await own.getByRole('button', { name: 'Yorumlar (1 yorum)' }).click();
    await own.getByRole('button', { name: 'Yanıtla' }).click();
    await own.getByRole('textbox', { name: `${CUSTOMER} adlı kişiye yanıt yazın` }).fill('Fiyat için arayın.');
    await own.getByRole('button', { name: 'Yanıtla' }).last().click();
    await own.getByRole('list', { name: 'Yanıtlar' }).getByText('Fiyat için arayın.').waitFor();
    await own.getByRole('button', { name: 'Yorumlar (2 yorum)' }).waitFor();
    await other.context.close();
  });

  it('filters by type and by a popular tag, and searches whatever the casing', async () => {
    const { context, page } = await openFeed(null);
    await page.getByRole('button', { name: 'Yeni Gönderi' }).waitFor({ state: 'detached' });
    await card(page, BUSINESS, 'Performans egzoz').waitFor();

    await page.getByRole('group', { name: 'Gönderi türü' }).getByText('Satış', { exact: true }).click();
    await card(page, CUSTOMER, 'jant takımı').waitFor();
    await card(page, BUSINESS, 'Performans egzoz').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('type')).toBe('sale');
    await page.getByRole('group', { name: 'Gönderi türü' }).getByText('Tümü', { exact: true }).click();

    const panel = page.getByRole('region', { name: 'Popüler Etiketler' });
    await panel.getByText('1. sıra').waitFor();
    // '#egzoz', not a tag that starts with it ('#egzoz-sistemi' of another spec).
    await panel.getByRole('button', { name: /#egzoz / }).click();
    await card(page, BUSINESS, 'Performans egzoz').waitFor();
    await card(page, CUSTOMER, 'jant takımı').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('tag')).toBe('egzoz');
    await page.getByRole('button', { name: '#egzoz etiket süzgecini kaldır' }).click();

    const search = page.getByRole('searchbox', { name: 'Gönderilerde ara' });
    await search.fill('EGZOZ');
    await card(page, CUSTOMER, 'jant takımı').waitFor({ state: 'detached' });
    await card(page, BUSINESS, 'Performans egzoz').waitFor();
    // A search keeps the type filter: the service post is no sale.
    await page.getByRole('group', { name: 'Gönderi türü' }).getByText('Satış', { exact: true }).click();
    await page.getByText('Gönderi bulunamadı', { exact: true }).waitFor();
    await page.getByRole('group', { name: 'Gönderi türü' }).getByText('Servis', { exact: true }).click();
    await card(page, BUSINESS, 'Performans egzoz').waitFor();
    await search.fill('karbüratörsüzlük');
    await page.getByText('Gönderi bulunamadı', { exact: true }).waitFor();
    await context.close();
  });

  it('sends signed-out visitors who like or comment to the sign-in page', async () => {
    const { context, page } = await openFeed(null);
    const post = card(page, BUSINESS, 'Performans egzoz');
    await post.getByRole('button', { name: /^Beğen/ }).click();
    await expect.poll(() => pathname(page)).toBe('/giris-yap');
    await page.goto('/akis');
    await post.getByRole('button', { name: /^Yorumlar/ }).click();
    await post.getByText('Sesi çok güzel olmuş, fiyat nedir?').waitFor();
    await post.getByRole('button', { name: 'Yorum yapmak için giriş yapın' }).click();
    await expect.poll(() => pathname(page)).toBe('/giris-yap');
    await context.close();
  });

  it('reads well at 1280 and 390 px, with no accessibility problems', async () => {
    const desktopView = await openFeed(people.customer);
    await desktopView.page.getByRole('article').first().waitFor();
    expect(await accessibilityProblems(desktopView.page)).toEqual([]);
    await screenshot(desktopView.page, 'feed-1280');
    await desktopView.context.close();

    const phone = await openFeed(people.customer, '/akis', mobile);
    await phone.page.getByRole('article').first().waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await accessibilityProblems(phone.page)).toEqual([]);
    await screenshot(phone.page, 'feed-390');
    await phone.page.getByRole('button', { name: 'Yeni Gönderi' }).click();
    await dialog(phone.page).waitFor();
    await screenshot(phone.page, 'feed-dialog-390');
    await phone.context.close();
  });
  it('lets only the author edit and delete, after confirmation', async () => {
    const other = await openFeed(people.customer);
    await card(other.page, BUSINESS, 'Performans egzoz').waitFor();
    expect(
      await card(other.page, BUSINESS, 'Performans egzoz').getByRole('button', { name: 'Gönderi seçenekleri' }).count(),
    ).toBe(0);
    await other.context.close();

    const { context, page } = await openFeed(people.business);
    const post = card(page, BUSINESS, 'Performans egzoz');
    await post.getByRole('button', { name: 'Gönderi seçenekleri' }).click();
    await page.getByRole('menuitem', { name: 'Düzenle' }).click();
    const d = page.getByRole('dialog', { name: 'Gönderiyi Düzenle' });
    await d.getByLabel(/^İçerik/).fill('Performans egzoz montajı: fotoğraflar güncel.');
    await d.getByRole('button', { name: 'Kaydet' }).click();
    await d.waitFor({ state: 'hidden' });
    const edited = card(page, BUSINESS, 'fotoğraflar güncel');
    await edited.waitFor();
    // The photos stay: the edit changes the fields, not the pictures.
    await edited
      .getByRole('region', { name: /fotoğraflar/ })
      .getByText('1 / 2')
      .waitFor();

    await edited.getByRole('button', { name: 'Gönderi seçenekleri' }).click();
    await page.getByRole('menuitem', { name: 'Sil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Gönderiyi sil' });
    await confirm.getByText('Bu gönderiyi silmek istediğinizden emin misiniz?').waitFor();
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await edited.waitFor({ state: 'detached' });
    await page.reload();
    await card(page, CUSTOMER, 'jant takımı').waitFor();
    expect(await card(page, BUSINESS, 'fotoğraflar güncel').count()).toBe(0);
    await context.close();
  });

  for (const [width, viewport] of widths) {
    it(`the author edits every field of a post in the dialog, clearing some (${width} px)`, async () => {
      const mark = attemptMark(width);
      await apiPost(people.business, {
        content: `Düzenlenecek servis ${mark}`,
        type: 'service',
        carBrand: 'Fiat',
        carModel: 'Egea',
        carYear: 2021,
        location: 'Bornova, İzmir',
        serviceType: 'Egzoz montajı',
        serviceDescription: 'Paslanmaz çelik',
        estimatedDuration: '3 saat',
        contactInfo: '0232 000 00 00',
        tags: ['egzoz', 'servis'],
      });
      const { context, page } = await openFeed(people.business, '/akis', viewport);
      const post = card(page, BUSINESS, `Düzenlenecek servis ${mark}`);
      await post.getByRole('button', { name: 'Gönderi seçenekleri' }).click();
      await page.getByRole('menuitem', { name: 'Düzenle' }).click();
      const d = page.getByRole('dialog', { name: 'Gönderiyi Düzenle' });
      // The dialog opens with what the post holds, in the same fields as 'Yeni Gönderi'.
      expect(await d.getByRole('textbox', { name: 'Gönderi türü', exact: true }).inputValue()).toBe('Servis');
      expect(await d.getByLabel('Hizmet türü').inputValue()).toBe('Egzoz montajı');
      expect(await d.getByLabel('Model yılı').inputValue()).toBe('2021');
      expect(await d.getByLabel('Etiketler').inputValue()).toBe('egzoz, servis');
      expect(await d.locator('input[type=file]').count()).toBe(0);

      await d.getByRole('textbox', { name: 'Gönderi türü', exact: true }).click();
      await page.getByRole('option', { name: 'Satış', exact: true }).click();
      await d.getByLabel('Hizmet türü').waitFor({ state: 'detached' });
      await d.getByLabel(/^İçerik/).fill(`Egzoz sistemi satılık ${mark}`);
      await d.getByLabel('Fiyat (TL)').fill('4500');
      await d.getByLabel('Araç markası').fill('Renault');
      await d.getByLabel('Model', { exact: true }).fill('');
      await d.getByLabel('Model yılı').fill('2018');
      await d.getByLabel('Konum').fill('');
      await d.getByLabel('Etiketler').fill('satılık, egzoz');
      await screenshot(page, `feed-edit-dialog-${width}`);
      await d.getByRole('button', { name: 'Kaydet' }).click();
      await d.waitFor({ state: 'hidden' });

      const edited = card(page, BUSINESS, `Egzoz sistemi satılık ${mark}`);
      for (const check of [() => edited.waitFor(), () => page.reload().then(() => edited.waitFor())]) {
        await check();
        const text = (await edited.textContent()) ?? '';
        for (const shown of ['Satış', '₺4.500,00', 'Renault (2018)', '#satılık', '#egzoz'])
          expect(text).toContain(shown);
        for (const gone of ['Egea', 'Bornova', 'Egzoz montajı', '3 saat', '#servis']) expect(text).not.toContain(gone);
      }
      await context.close();
    });

    it(`the author edits their own comment inline; others get no edit control (${width} px)`, async () => {
      const mark = attemptMark(width);
      const { id } = await apiPost(people.business, { content: `Yorumlu gönderi ${mark}` });
      await apiComment(people.customer, id, 'Eski yorum');
      await apiComment(people.business, id, 'İşletmenin yorumu');
      const { context, page } = await openFeed(people.customer, '/akis', viewport);
      const post = card(page, BUSINESS, `Yorumlu gönderi ${mark}`);
      await post.getByRole('button', { name: 'Yorumlar (2 yorum)' }).click();
      const theirs = post.getByRole('listitem').filter({ hasText: 'İşletmenin yorumu' });
      await theirs.waitFor();
      expect(await theirs.getByRole('button', { name: 'Yorumu düzenle' }).count()).toBe(0);

      const mine = post.getByRole('listitem').filter({ hasText: 'Eski yorum' });
      await mine.getByRole('button', { name: 'Yorumu düzenle' }).click();
      const box = post.getByRole('textbox', { name: 'Yorumu düzenle' });
      expect(await box.inputValue()).toBe('Eski yorum');
      await post.getByText('10/500').waitFor();
      const save = post.getByRole('button', { name: 'Kaydet' });
      await box.fill('   ');
      await post.getByRole('alert').getByText('Yorum boş olamaz.').waitFor();
      expect(await save.isDisabled()).toBe(true);
      await box.fill('ç'.repeat(600));
      await post.getByText('500/500').waitFor();
      await post.getByRole('alert').getByText('Yorum en fazla 500 karakter olabilir.').waitFor();
      await post.getByRole('button', { name: 'İptal' }).click();
      await post.getByText('Eski yorum').waitFor();

      await mine.getByRole('button', { name: 'Yorumu düzenle' }).click();
      await box.fill('Düzeltilmiş yorum: teşekkürler!');
      await screenshot(page, `feed-comment-edit-${width}`);
      await save.click();
      await box.waitFor({ state: 'detached' });
      await post.getByText('Düzeltilmiş yorum: teşekkürler!').waitFor();
      await page.reload();
      await post.getByRole('button', { name: 'Yorumlar (2 yorum)' }).click();
      await post.getByText('Düzeltilmiş yorum: teşekkürler!').waitFor();
      expect(await post.getByText('Eski yorum').count()).toBe(0);
      await context.close();
    });
  }

  it('loads the next pages while scrolling, down to the end message', async () => {
    const writer = await createSignedInAccount({ data: { firstName: 'Kaan', lastName: 'Yazar' } });
    // A tag of its own: other specs share the server and post too.
    const tag = attemptMark('kaydirma');
    for (let i = 1; i <= 22; i++) await apiPost(writer, { content: `Kaydırma gönderisi ${i}`, tags: [tag] });
    const { context, page } = await openFeed(null, `/akis?tag=${tag}`);
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    for (let i = 0; i < 10 && (await page.getByText('Tüm gönderileri gördünüz').count()) === 0; i++) {
      await cards.last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    }
    await page.getByText('Tüm gönderileri gördünüz').waitFor();
    expect(await cards.count()).toBe(22);
    await context.close();
  });
});
