import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import type { SignedInAccount } from './support/accounts';
import { adminServerForFile } from './support/admin-server';
import { desktop, mobile, pathname, screenshot } from './support/browser';
import { addVehicle, shopForVehicle } from './support/garage';
import { addToCart, type ShopApi, shopApi } from './support/shop';
import { expectTextWith } from './support/text';

/*
 * From the garage to after the sale: the buyer adds their car with its plate → narrows the shop to the parts that fit
 * it ('Aracıma uyanlar') → reads and accepts the Ön Bilgilendirme Formu and Mesafeli Satış Sözleşmesi while buying
 * the fitting part → the seller ships and delivers → the buyer asks to return the part → the seller approves and
 * receives it → the stock is back; the buyer reviews the delivered product and the seller replies; the car's history
 * lists the order. Sellers need an approved application, hence a server of its own with an admin.
 */

const file = adminServerForFile();
let shop: ShopApi;

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('legal checkout, returns and product reviews', () => {
  let seller: SignedInAccount;
  let buyer: SignedInAccount;
  let productId: string;

  const open = async (account: SignedInAccount, path: string, viewport = desktop) =>
    (await file.open(account, path, viewport)).page;
  const stock = async () => (await shop.call<{ product: { stock: number } }>(`/products/${productId}`)).product.stock;

  beforeAll(async () => {
    shop = shopApi(file.server());
    seller = await shop.businessSeller('Karşıyaka Amortisör');
    buyer = await shop.customer('Deniz', 'Sürücü');
    const shockAbsorbers = { brand: 'Sachs', category: 'suspansiyon', price: 2400, stock: 5 };
    productId = (
      await shop.addProduct(
        seller,
        { ...shockAbsorbers, name: 'Ön Amortisör Takımı – Renault Clio 4' },
        {
          vehicles: [{ vehicleType: 'araba', brand: 'renault', model: 'Clio', yearFrom: 2012, yearTo: 2019 }],
          oemNumbers: [],
        },
      )
    ).id;
    // Another car's part, which the buyer's filter leaves out.
    await shop.addProduct(
      seller,
      { ...shockAbsorbers, name: 'Arka Amortisör – Fiat Egea' },
      { vehicles: [{ vehicleType: 'araba', brand: 'fiat', model: 'Egea', yearFrom: 2015 }], oemNumbers: [] },
    );
    // An approved seller and its products take several calls, each slower on a loaded machine.
  }, 180_000);

  it('from a garage car to the fitting part, bought accepting the documents, returned with the stock back, and reviewed with a seller reply (1280 px)', async () => {
    // The buyer's car, its plate typed in 'Araçlarım'; the shop narrowed to it lists the fitting part only.
    const b = await open(buyer, '/araclarim');
    await addVehicle(b, { typed: '35dnz35', shown: '35 DNZ 35', brand: 'renault', model: 'Clio', year: 2016 });
    await shopForVehicle(b, 'Ön Amortisör Takımı – Renault Clio 4');
    expect(await main(b).getByRole('heading', { name: 'Arka Amortisör – Fiat Egea' }).count()).toBe(0);
    await screenshot(b, 'shop-legal-fitting-parts-1280');
    await b.getByRole('link', { name: 'Ön Amortisör Takımı – Renault Clio 4' }).click();
    await b.getByRole('heading', { level: 1, name: /Ön Amortisör Takımı/ }).waitFor();
    await b.getByTestId('fitment-verdict').getByText('Aracınıza uyumlu', { exact: true }).waitFor();
    expect(pathname(b)).toBe(`/urun/${productId}`);

    // The product page names the seller, links their page and asks them about this product.
    const sellerBox = main(b).getByRole('region', { name: 'Satıcı' });
    expect(await sellerBox.getByRole('link', { name: 'Karşıyaka Amortisör' }).getAttribute('href')).toBe(
      `/isletme/${seller.user.id}`,
    );
    await sellerBox.getByRole('link', { name: 'Satıcıya Mesaj Gönder' }).click();
    const composer = b.getByRole('textbox', { name: 'Mesajınız' });
    await expect.poll(() => composer.inputValue()).toContain('Ön Amortisör Takımı – Renault Clio 4');
    await screenshot(b, 'shop-legal-message-1280');
    // Nothing is sent until the buyer sends it.
    const conversations = await shop.call<{ conversations: unknown[] }>('/messages/conversations', {
      token: buyer.accessToken,
    });
    expect(conversations.conversations).toEqual([]);

    // Checkout: the documents are filled with the order; confirming needs their acceptance.
    await shop.call('/cart', { method: 'DELETE', token: buyer.accessToken });
    await b.goto(`/urun/${productId}`);
    await addToCart(b);
    await b.goto('/odeme');
    await b.getByRole('heading', { name: 'Ödeme' }).waitFor();
    await b.getByRole('textbox', { name: 'İlçe', exact: true }).click();
    await b.getByRole('textbox', { name: 'İlçe', exact: true }).fill('Karş');
    await b.getByRole('option', { name: 'Karşıyaka', exact: true }).click();
    await field(b, 'Açık Adres').fill('Bostanlı Mah. 1234 Sok. No: 5 D: 3');
    const contract = b.getByRole('region', { name: 'Mesafeli Satış Sözleşmesi', exact: true });
    await contract.waitFor();
    const text = await expectTextWith(contract, [
      'Karşıyaka Amortisör Ticaret Ltd. Şti.',
      'Vergi dairesi / numarası: Gaziemir',
      'Ön Amortisör Takımı – Renault Clio 4 · 1 adet × ₺2.400,00',
      'Toplama dahil KDV (%20): ₺400,00',
      'Kapıda Ödeme',
      '14 gün içinde',
    ]);
    await b.getByRole('region', { name: 'Ön Bilgilendirme Formu', exact: true }).waitFor();
    await b.getByRole('button', { name: 'Siparişi Onayla' }).click();
    await main(b)
      .getByText(
        'Siparişi onaylamak için Ön Bilgilendirme Formu ile Mesafeli Satış Sözleşmesini okuyup kabul etmelisiniz.',
      )
      .waitFor();
    await screenshot(b, 'shop-legal-checkout-1280');
    expect(await accessibilityProblems(b)).toEqual([]);
    await b.getByRole('checkbox', { name: /okudum, kabul ediyorum/ }).check();
    await b.getByRole('button', { name: 'Siparişi Onayla' }).click();
    await b.getByRole('heading', { name: 'Siparişiniz alındı' }).waitFor();
    expect(await stock()).toBe(4);

    // The seller ships and delivers.
    const orders = await shop.call<{ orders: { id: string }[] }>('/seller/orders', { token: seller.accessToken });
    const orderId = orders.orders[0]!.id;
    const post = (path: string, body?: object) =>
      shop.call(path, { method: 'POST', token: seller.accessToken, body: body && JSON.stringify(body) });
    await post(`/seller/orders/${orderId}/ship`, { carrier: 'Aras Kargo', trackingNumber: 'AR987654' });
    await post(`/seller/orders/${orderId}/deliver`);

    // The order keeps the accepted text; the buyer asks to return the part.
    await b.goto(`/siparislerim?siparis=${orderId}`);
    const order = main(b).getByRole('article').first();
    await order.getByText('Teslim Edildi', { exact: true }).waitFor();
    await order.getByRole('button', { name: 'Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi' }).click();
    expect(await order.getByRole('region', { name: 'Mesafeli Satış Sözleşmesi', exact: true }).textContent()).toBe(
      text,
    );
    await order.getByRole('button', { name: 'İade Talebi Oluştur' }).click();
    const returnForm = order.getByRole('form', { name: 'İade talebi' });
    await returnForm.getByRole('button', { name: 'İade Talebini Gönder' }).click();
    await returnForm.getByText('İade etmek istediğiniz en az bir ürünü ve adedini seçin.').waitFor();
    await returnForm.getByLabel(/Ön Amortisör Takımı/).fill('1');
    await field(b, 'İade nedeni').fill('Aracıma uymadı, kutusu hiç açılmadı.');
    await returnForm.getByRole('button', { name: 'İade Talebini Gönder' }).click();
    await order.getByText('Talep Alındı', { exact: true }).waitFor();
    await screenshot(b, 'shop-legal-return-requested-1280');

    // The seller approves and receives the parcel in the panel; the stock comes back.
    const s = await open(seller, '/oto-yedek-panel?bolum=iadeler');
    const request = main(s)
      .getByRole('article', { name: /İade talebi/ })
      .first();
    await request.getByRole('button', { name: 'İadeyi Onayla' }).click();
    await s.getByRole('dialog').getByRole('button', { name: 'İadeyi Onayla' }).click();
    await request.getByText('Gaziemir Mah. 12. Sok. No: 3', { exact: false }).waitFor();
    await request.getByRole('button', { name: 'İade Paketini Teslim Aldım' }).click();
    await s.getByRole('dialog').getByRole('button', { name: 'Teslim Aldım' }).click();
    await request.getByText('Teslim Alındı — iade tamamlandı').waitFor();
    await screenshot(s, 'shop-legal-seller-returns-1280');
    expect(await accessibilityProblems(s)).toEqual([]);
    expect(await stock()).toBe(5);

    // The buyer sees every step, with the return address.
    await b.reload();
    await order.getByText('Satıcı iade paketini teslim aldı; stok geri eklendi').waitFor();
    await order.getByText('İade adresi', { exact: true }).waitFor();

    // The buyer reviews the delivered product; the seller replies.
    await b.goto(`/urun/${productId}`);
    const reviewForm = main(b).getByRole('form', { name: 'Bu Ürünü Değerlendirin' });
    await reviewForm.getByRole('textbox', { name: /Yorumunuz/ }).fill('Kaliteli ürün, satıcı iadeyi hızlıca yaptı.');
    await reviewForm.getByRole('button', { name: 'Değerlendirmeyi Gönder' }).click();
    const review = main(b).getByRole('article', { name: 'Deniz S. değerlendirmesi' });
    await review.getByText('Doğrulanmış alışveriş').waitFor();
    await main(b).getByText('(1 değerlendirme)').waitFor();
    await s.goto(`/urun/${productId}`);
    const sellerView = main(s).getByRole('article', { name: 'Deniz S. değerlendirmesi' });
    await sellerView.getByRole('button', { name: 'Yanıtla' }).click();
    await sellerView.getByRole('textbox', { name: 'Satıcı yanıtı' }).fill('Teşekkür ederiz, iyi yolculuklar!');
    await sellerView.getByRole('button', { name: 'Yanıtı Gönder' }).click();
    await sellerView.getByText('Satıcının yanıtı').waitFor();
    await b.reload();
    await review.getByText('Teşekkür ederiz, iyi yolculuklar!').waitFor();
    await screenshot(b, 'shop-legal-reviews-1280');
    expect(await accessibilityProblems(b)).toEqual([]);
    // The whole chain, garage to review, through four browser pages on a loaded machine.
  }, 240_000);

  it('fits the order with its return, the seller returns, the reviews and the car’s history on a phone (390 px)', async () => {
    const orders = await shop.call<{ orders: { id: string }[] }>('/orders', { token: buyer.accessToken });
    const b = await open(buyer, `/siparislerim?siparis=${orders.orders[0]!.id}`, mobile);
    await main(b).getByText('Teslim Alındı — iade tamamlandı').first().waitFor();
    await screenshot(b, 'shop-legal-order-390');
    expect(await overflow(b)).toBeLessThanOrEqual(0);
    await b.goto(`/urun/${productId}`);
    await main(b).getByText('Satıcının yanıtı').waitFor();
    await screenshot(b, 'shop-legal-reviews-390');
    expect(await overflow(b)).toBeLessThanOrEqual(0);
    const s = await open(seller, '/oto-yedek-panel?bolum=iadeler', mobile);
    await main(s).getByText('Teslim Alındı — iade tamamlandı').first().waitFor();
    await screenshot(s, 'shop-legal-seller-returns-390');
    expect(await overflow(s)).toBeLessThanOrEqual(0);
    // The car's history lists the order of the part that fits it.
    await b.goto('/araclarim');
    await main(b).getByRole('button', { name: 'Servis geçmişi', exact: true }).click();
    await main(b).getByText('Sipariş: Ön Amortisör Takımı – Renault Clio 4 × 1', { exact: false }).waitFor();
    await screenshot(b, 'shop-legal-garage-history-390');
    expect(await overflow(b)).toBeLessThanOrEqual(0);
  });
});
