import { vknCheckDigit } from '@otousta/shared/schemas/shop';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import { jpegBytes, type SignedInAccount } from './support/accounts';
import { adminServerForFile } from './support/admin-server';
import { mobile, pathname, screenshot } from './support/browser';
import { addToCart, type ShopApi, shopApi, vkn } from './support/shop';
import { expectTextWith } from './support/text';

/*
 * The whole shop: apply as a seller → an admin approves → the seller adds a product with a photo → a customer finds
 * it, adds it to the cart and checks out → the seller ships and delivers → the panel's numbers change.
 *
 * Approval needs an admin, and an admin exists only through the `admin:create` command, which opens the database
 * itself: so this file runs its own server on its own embedded database, with the admin created before it starts.
 */

const { server, open } = adminServerForFile();
let call: ShopApi['call'];
let signIn: ShopApi['signIn'];
let customer: ShopApi['customer'];
let businessSeller: ShopApi['businessSeller'];
let addProduct: ShopApi['addProduct'];

// Mantine appends ' *' to the label of a required field.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const select = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const main = (page: Page) => page.getByRole('main');

/** The district comes from the chosen province's list (İzmir here, the buyer's own province), found by typing. */
async function chooseDistrict(page: Page, name: string) {
  await select(page, 'İlçe').click();
  await select(page, 'İlçe').fill(name.slice(0, 4));
  await page.getByRole('option', { name, exact: true }).click();
}

/** Whether an element lies wholly inside the viewport's width, as a person sees it. */
async function onScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

async function look(page: Page, name: string) {
  await screenshot(page, `${name}-${page.viewportSize()?.width}`);
}

describe('spare-parts shop', () => {
  let seller: SignedInAccount;
  let buyer: SignedInAccount;

  beforeAll(async () => {
    ({ call, signIn, customer, businessSeller, addProduct } = shopApi(server()));
    seller = await customer('Kemal', 'Parçacı');
    buyer = await customer('Elif', 'Alıcı');
  });

  it('takes a seller from application to a delivered order', async () => {
    // 1. The seller applies from the marketplace banner.
    const sellerPage = await open(seller, '/oto-yedek');
    const s = sellerPage.page;
    await s.getByRole('heading', { name: 'Satışa Başlayın' }).waitFor();
    await s.getByRole('button', { name: 'Satıcı Başvurusu Yap' }).click();
    const dialog = s.getByRole('dialog', { name: 'Satıcı Başvurusu' });
    await dialog.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await expect.poll(() => dialog.getByText('Lütfen tüm zorunlu alanları doldurun.').count()).toBeGreaterThan(3);

    await field(s, 'İşletme Adı').fill('Kemal Oto Parça');
    await field(s, 'Vergi Numarası').fill(`123456789${(vknCheckDigit('123456789') + 1) % 10}`);
    await field(s, 'İşletme Telefonu').fill('0212 555 44 33');
    await select(s, 'İşletme Türü').click();
    await s.getByRole('option', { name: 'Şahıs Şirketi' }).click();
    await select(s, 'Faaliyet Süresi').click();
    await s.getByRole('option', { name: '5-10 yıl' }).click();
    await field(s, 'İşletme Adresi').fill('Kazımdirik Mah. 372. Sok. No: 4, Bornova/İzmir');
    await field(s, 'İşletme Açıklaması').fill('Fren, motor ve süspansiyon parçaları; orijinal ve yan sanayi.');
    // A document that is neither PDF nor an image is refused with the documented message.
    await dialog
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'ruhsat.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('ruhsat'),
      });
    await dialog.getByText('Sadece PDF, JPG, PNG formatında dosya yükleyebilirsiniz.').waitFor();
    await dialog
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles({
        name: 'vergi-levhasi.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpegBytes('#868e96'),
      });
    await dialog.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    // The tax number's check digit is wrong: the form says so before anything is sent.
    await dialog.getByText('Geçerli bir vergi kimlik numarası girin (10 haneli VKN).').waitFor();
    await field(s, 'Vergi Numarası').fill(vkn('123456789'));
    await dialog.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await s.getByText('Başvurunuz başarıyla gönderildi! İnceleme süreci 1-3 iş günü sürecektir.').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await s.getByRole('heading', { name: 'Başvurunuz İnceleniyor' }).waitFor();
    await look(s, 'shop-home-pending');

    // Until approved, the panel says 'Beklemede'.
    await s.goto('/oto-yedek-panel');
    await main(s).getByRole('heading', { name: 'Beklemede' }).waitFor();

    // 2. An admin approves the application.
    const admin = await signIn(server().admin.email, server().admin.password);
    const pending = await call<{ applications: { id: string; userId: string }[] }>(
      '/admin/seller-applications?status=pending',
      { token: admin.access_token },
    );
    const application = pending.applications.find((a) => a.userId === seller.user.id);
    expect(application).toBeDefined();
    await call(`/admin/seller-applications/${application!.id}/approve`, { method: 'POST', token: admin.access_token });

    // 3. The approved seller fills in the legal details the sales documents name, then adds a product with a photo.
    await s.goto('/oto-yedek-panel?bolum=ayarlar');
    await field(s, 'Ticari Unvan').fill('Kemal Oto Parça Ticaret Ltd. Şti.');
    await field(s, 'Vergi Dairesi').fill('Bornova');
    await field(s, 'Adres \\(iade adresi\\)').fill('Kazımdirik Mah. 372. Sok. No: 4, Bornova/İzmir');
    await s.getByRole('button', { name: 'Yasal Bilgileri Kaydet' }).click();
    await s.getByText('Yasal bilgileriniz kaydedildi.').waitFor();
    await s.getByRole('tab', { name: 'Genel Bakış' }).click();
    await s.getByRole('link', { name: 'Yeni Ürün Ekle' }).first().click();
    await s.getByRole('heading', { name: 'Yeni Ürün Ekle' }).waitFor();
    await expect(select(s, 'Kategori').getAttribute('placeholder')).resolves.toBe('Kategori Seçin');
    await s.getByRole('button', { name: 'Ürünü Ekle' }).click();
    for (const message of [
      'Ürün adı gereklidir',
      'Ürün açıklaması gereklidir',
      'Geçerli bir fiyat giriniz',
      'Kategori seçiniz',
    ]) {
      await main(s).getByText(message).waitFor();
    }
    await field(s, 'Ürün Adı').fill('Ön Fren Balatası Seti');
    await field(s, 'Marka').fill('Bosch');
    await field(s, 'Açıklama').fill('Seramik ön fren balatası, 4 parça takım. Sessiz ve tozsuz frenleme.');
    // Money as people in Turkey type it, written back grouped when the box is left.
    await field(s, 'Fiyat \\(TL\\)').fill('3.500,50');
    await field(s, 'İndirimsiz Fiyat \\(TL\\)').fill('4200');
    await field(s, 'Stok').fill('3');
    await expect(field(s, 'İndirimsiz Fiyat \\(TL\\)').inputValue()).resolves.toBe('4.200');
    // A brake pad fits some cars only: its OEM number says which.
    await field(s, 'OEM numaraları').fill('04465-02450');
    await select(s, 'Kategori').click();
    await s.getByRole('option', { name: 'Fren', exact: true }).click();
    await s.getByTestId('product-photo-input').setInputFiles([
      { name: 'balata-on.jpg', mimeType: 'image/jpeg', buffer: await jpegBytes('#c92a2a', 400) },
      { name: 'fatura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    ]);
    await main(s).getByText("Sadece 5MB'dan küçük resim dosyaları", { exact: false }).waitFor();
    await main(s).getByText('balata-on.jpg').waitFor();
    await expect(
      main(s)
        .getByText(/^0,\d\d MB$/)
        .count(),
    ).resolves.toBe(1);
    await look(s, 'shop-add-product');
    expect(await accessibilityProblems(s)).toEqual([]);
    await s.getByRole('button', { name: 'Ürünü Ekle' }).click();
    await s.getByText('Ürün başarıyla eklendi!').waitFor();
    expect(pathname(s)).toBe('/oto-yedek-panel');
    const row = main(s).getByRole('row', { name: /Ön Fren Balatası Seti/ });
    await row.waitFor();

    // Editing shows the saved photo and saves with 'Ürünü Güncelle'.
    await row.getByRole('link', { name: /düzenle/ }).click();
    await s.getByRole('heading', { name: 'Ürünü Düzenle' }).waitFor();
    await main(s).getByText('Kayıtlı', { exact: true }).waitFor();
    await field(s, 'Stok').fill('4');
    await s.getByRole('button', { name: 'Ürünü Güncelle' }).click();
    await s.getByText('Ürün başarıyla güncellendi!').waitFor();

    // 4. A customer finds it, adds it to the cart and checks out with cash on delivery.
    const buyerPage = await open(buyer, '/yedek-parca');
    const b = buyerPage.page;
    await b.getByRole('searchbox', { name: 'Ürün, marka veya kategori ara' }).fill('fren balatasi');
    await b.getByRole('search', { name: 'Ürün, marka veya kategori ara' }).getByRole('button', { name: 'Ara' }).click();
    const card = main(b).getByRole('article').filter({ hasText: 'Ön Fren Balatası Seti' });
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('%17 indirim');
    await look(b, 'shop-catalogue');
    await card.getByRole('link', { name: 'Ön Fren Balatası Seti' }).click();
    await b.getByRole('heading', { level: 1, name: 'Ön Fren Balatası Seti' }).waitFor();
    await expectTextWith(main(b), ['₺3.500,50', '₺4.200,00', 'Stokta: 4 adet', 'Kemal Oto Parça']);
    await look(b, 'shop-product');
    expect(await accessibilityProblems(b)).toEqual([]);
    await addToCart(b);
    await main(b).getByRole('link', { name: 'Sepete git' }).click();
    await b.getByRole('heading', { name: 'Sepetim' }).waitFor();
    await b.getByRole('link', { name: 'Siparişi Tamamla' }).click();
    await b.getByRole('heading', { name: 'Ödeme' }).waitFor();
    await chooseDistrict(b, 'Karşıyaka');
    await field(b, 'Açık Adres').fill('Bostanlı Mah. 1234 Sok. No: 5 D: 3');
    await expect(b.getByRole('radio', { name: /Kapıda Ödeme/ }).isChecked()).resolves.toBe(true);
    await look(b, 'shop-checkout');
    await b.getByRole('checkbox', { name: /okudum, kabul ediyorum/ }).check();
    await b.getByRole('button', { name: 'Siparişi Onayla' }).click();
    await b.getByRole('heading', { name: 'Siparişiniz alındı' }).waitFor();
    await b.getByRole('link', { name: 'Siparişlerime Git' }).click();
    const order = main(b).getByRole('article');
    await order.getByText('Bekliyor').waitFor();
    await look(b, 'shop-my-orders');

    // 5. The seller ships and delivers; the panel's numbers follow.
    await s.goto('/oto-yedek-panel?bolum=siparisler');
    await s.getByRole('button', { name: /^Kargoya Ver/ }).click();
    const ship = s.getByRole('dialog');
    await ship.getByRole('button', { name: 'Kargoya Ver' }).click();
    await ship.getByText('Kargo firmasını girin.').waitFor();
    await ship.getByRole('textbox', { name: 'Kargo Firması' }).fill('Yurtiçi Kargo');
    await field(s, 'Takip Numarası').fill('YK123456789');
    await ship.getByRole('button', { name: 'Kargoya Ver' }).click();
    // The order's own status in the table: the status filter above it names the same words.
    await main(s).getByRole('table').getByText('Kargoda').waitFor();
    await s.getByRole('button', { name: /^Teslim Et/ }).click();
    await main(s).getByRole('table').getByText('Teslim Edildi').waitFor();
    await s.getByRole('tab', { name: 'Genel Bakış' }).click();
    await expect.poll(() => s.getByTestId('stat-Toplam Gelir').textContent()).toBe('₺3.500,50');
    await expect(s.getByTestId('stat-Satılan Ürün').textContent()).resolves.toBe('1');
    await look(s, 'shop-panel');
    expect(await accessibilityProblems(s)).toEqual([]);

    // The buyer sees the delivery.
    await b.reload();
    await main(b).getByText('Teslim Edildi').waitFor();
  });

  it('lets a buyer cancel a pending order, and the stock returns', async () => {
    const { page } = await open(buyer, '/yedek-parca?q=balata');
    await main(page).getByRole('link', { name: 'Ön Fren Balatası Seti' }).click();
    await main(page).getByText('Stokta: 3 adet').waitFor();
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await main(page).getByRole('link', { name: 'Sepete git' }).click();
    await page.getByRole('link', { name: 'Siparişi Tamamla' }).click();
    await chooseDistrict(page, 'Karşıyaka');
    await field(page, 'Açık Adres').fill('Bostanlı Mah. 1234 Sok. No: 5 D: 3');
    await page.getByRole('checkbox', { name: /okudum, kabul ediyorum/ }).check();
    await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
    await page.getByRole('link', { name: 'Siparişlerime Git' }).click();
    // Newest first: the order just placed.
    const pending = main(page).getByRole('article').first();
    await pending.getByRole('button', { name: 'Siparişi İptal Et' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'İptal Et' }).click();
    await pending.getByText('İptal Edildi').waitFor();
    await page.goto('/yedek-parca?q=balata');
    await main(page).getByRole('link', { name: 'Ön Fren Balatası Seti' }).click();
    await main(page).getByText('Stokta: 3 adet').waitFor();
  });

  it('fits the shop screens on a phone', async () => {
    const { page } = await open(seller, '/oto-yedek', mobile);
    await page.getByRole('heading', { name: 'Satış Yetkiniz Onaylandı' }).waitFor();
    await main(page).getByText('Ön Fren Balatası Seti').waitFor();
    await look(page, 'shop-home');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/oto-yedek-panel?bolum=urunler');
    await main(page)
      .getByRole('row', { name: /Ön Fren Balatası Seti/ })
      .waitFor();
    await look(page, 'shop-panel-products');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/yedek-parca?q=bulunmayan-parca');
    await main(page).getByRole('heading', { name: 'Ürün Bulunamadı' }).waitFor();
    await main(page).getByRole('button', { name: 'Filtreleri Temizle' }).click();
    await main(page).getByText('Ön Fren Balatası Seti').waitFor();
    await look(page, 'shop-catalogue');
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it("spares a first-time buyer the shop's stumbles, and fits the seller's panel on a phone", async () => {
    const tyres = await businessSeller('Gaziemir Lastik');
    const michelin = await addProduct(tyres, {
      name: 'Primacy 4 205/55 R16 Yaz Lastiği',
      brand: 'Michelin',
      category: 'lastik',
      price: 4250,
    });
    await addProduct(tyres, {
      name: 'Kampanyalı Sibop Kapağı',
      brand: 'Michelin',
      category: 'lastik',
      price: 0.5,
      originalPrice: 1000,
    });

    // The catalogue: a foreign brand keeps its letters, and nothing that costs money is '%100' off.
    const visitor = await open(null, '/yedek-parca?q=michelin');
    const v = visitor.page;
    const tyreCard = main(v).getByRole('article').filter({ hasText: 'Primacy 4' });
    await tyreCard.waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: what a person reads is the rendered text, capitals included.
    const shown = await tyreCard.innerText();
    expect(shown).toContain('Michelin');
    expect(shown).not.toContain('MİCHELİN');
    const cheap = main(v).getByRole('article').filter({ hasText: 'Kampanyalı Sibop Kapağı' });
    expect(await cheap.textContent()).toContain('%99 indirim');
    expect(await cheap.textContent()).not.toContain('%100');

    // The product page names the seller, links its business page and offers a message; a visitor signs in first
    // and comes back. A rating shows only where its reviews can be read: products have none to read.
    await v.route(`**/api/products/${michelin.id}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, product: { ...body.product, rating: 4.6, reviewCount: 12 } } });
    });
    await tyreCard.getByRole('link', { name: /Primacy 4/ }).click();
    await v.getByRole('heading', { level: 1, name: /Primacy 4/ }).waitFor();
    const sellerBox = main(v).getByRole('region', { name: 'Satıcı' });
    expect(await sellerBox.getByRole('link', { name: 'Gaziemir Lastik' }).getAttribute('href')).toBe(
      `/isletme/${tyres.user.id}`,
    );
    // No invented rating: a product without verified reviews says so.
    await main(v).getByText('Bu ürün henüz değerlendirilmedi.', { exact: false }).waitFor();
    await look(v, 'shop-product-seller');
    await sellerBox.getByRole('link', { name: 'Satıcıya Mesaj Gönder' }).click();
    await expect.poll(() => pathname(v)).toBe('/giris-yap');
    expect(new URL(v.url()).searchParams.get('donus')).toBe(`/urun/${michelin.id}`);

    // A signed-in buyer reaches the seller's chat from the product page.
    const shopper = await customer('Sena', 'Yolcu');
    const buying = await open(shopper, `/urun/${michelin.id}`);
    const b = buying.page;
    await main(b).getByRole('link', { name: 'Satıcıya Mesaj Gönder' }).click();
    await b.getByRole('region', { name: 'Gaziemir Lastik ile sohbet' }).waitFor();

    // Checkout: the district is one of the province's districts, and the confirmation survives a reload.
    await b.goto(`/urun/${michelin.id}`);
    await b.getByRole('button', { name: 'Sepete Ekle' }).click();
    await main(b).getByRole('link', { name: 'Sepete git' }).click();
    await b.getByRole('link', { name: 'Siparişi Tamamla' }).click();
    await select(b, 'İlçe').click();
    await select(b, 'İlçe').fill('bornov');
    await b.getByRole('option', { name: 'Bornova', exact: true }).click();
    expect(await select(b, 'İlçe').inputValue()).toBe('Bornova');
    // Another province: its own districts, the old choice gone.
    await select(b, 'İl').click();
    await select(b, 'İl').fill('Manisa');
    await b.getByRole('option', { name: 'Manisa', exact: true }).click();
    expect(await select(b, 'İlçe').inputValue()).toBe('');
    await chooseDistrict(b, 'Akhisar');
    await field(b, 'Açık Adres').fill('Atatürk Mah. 15 Sok. No: 7');
    await b.getByRole('checkbox', { name: /okudum, kabul ediyorum/ }).check();
    await b.getByRole('button', { name: 'Siparişi Onayla' }).click();
    await b.getByRole('heading', { name: 'Siparişiniz alındı' }).waitFor();
    await b.reload();
    await b.getByRole('heading', { name: 'Siparişiniz alındı' }).waitFor();
    expect(await main(b).textContent()).toContain('Gaziemir Lastik');

    // 'Siparişlerim' is in the account menu on the user's name.
    const nav = b.getByRole('navigation', { name: 'Ana menü' });
    await nav.getByRole('button', { expanded: false }).last().click();
    await nav.getByRole('link', { name: 'Siparişlerim' }).click();
    await expect.poll(() => pathname(b)).toBe('/siparislerim');
    await main(b).getByText('Akhisar', { exact: false }).first().waitFor();

    // The seller's panel on a phone: every tab, and each product's price, stock and actions, on screen.
    const panel = await open(tyres, '/oto-yedek-panel?bolum=urunler', mobile);
    const p = panel.page;
    const row = main(p).getByRole('row', { name: /Primacy 4/ });
    await row.waitFor();
    for (const tab of ['Genel Bakış', 'Ürünler', 'Siparişler', 'Analiz', 'Ayarlar']) {
      expect(await onScreen(p, p.getByRole('tab', { name: tab })), tab).toBe(true);
    }
    for (const shown of [
      row.locator('td[data-label="Fiyat"]'),
      row.locator('td[data-label="Stok"]'),
      row.getByRole('link', { name: /düzenle$/ }),
      row.getByRole('button', { name: /sil$/ }),
    ]) {
      expect(await onScreen(p, shown)).toBe(true);
    }
    await look(p, 'shop-panel-products-stumbles');
    await p.getByRole('tab', { name: 'Siparişler' }).click();
    const order = main(p).getByRole('row', { name: /Akhisar/ });
    await order.waitFor();
    expect(await onScreen(p, order.getByRole('button', { name: /^Kargoya Ver/ }))).toBe(true);
    expect(await onScreen(p, order.getByText('₺4.250,00'))).toBe(true);
    await look(p, 'shop-panel-orders-stumbles');
  });
});
