import { DISTANCE_SALES_TEMPLATE_ID } from '@otousta/shared/legal/distance-sales';
import { errorMessages } from '@otousta/shared/messages/tr';
import type { Order } from '@otousta/shared/schemas/shop';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '../../platform/mail/mail.test-support.js';
import { type Actor, createActor, requestAs } from '../../test/actors.js';
import { beforeTests, useServer } from '../../test/before-tests.js';
import { mailTo } from '../../test/mailbox.js';
import { multipart } from '../../test/multipart.js';
import { deliveryAddress } from '../../test/orders.fixtures.js';
import { createApprovedSeller, insertProduct, validLegalDetails, validProduct } from '../../test/shop.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { sellerLegalDetails } from '../sellers/sellers.table.js';
import { users } from '../users/users.table.js';

describe('distance sales documents at checkout', () => {
  const smtp = useServer(startTestSmtpServer);
  const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://otousta.test', JOBS_POLL_INTERVAL_MS: '20' }));
  const seller = beforeTests(() => createApprovedSeller(t.app, 'Belgeli Parça'));

  const inject = requestAs(t);
  const body = { deliveryAddress, paymentMethod: 'kapida-odeme' };
  const emailOf = async (actor: Actor) =>
    (await t.app.database.db.select({ email: users.email }).from(users).where(eq(users.id, actor.id)))[0]!.email;

  it('the preview is filled with the order, checkout stores exactly that text, shows it and mails it to the buyer', async () => {
    const productId = await insertProduct(t.app, seller, { name: 'Debriyaj Seti', priceKurus: 120_000 });
    const buyer = await createActor(t.app, { firstName: 'Zeynep', lastName: 'Demir' });
    expect((await inject('POST', '/api/cart/items', buyer, { productId, quantity: 2 })).statusCode).toBe(200);

    const preview = await inject('POST', '/api/orders/checkout/documents', buyer, body);
    expect(preview.statusCode, preview.body).toBe(200);
    const [documents] = preview.json().documents;
    expect(documents.templateId).toBe(DISTANCE_SALES_TEMPLATE_ID);
    expect(documents.seller).toEqual({ id: seller.id, businessName: 'Belgeli Parça' });
    for (const text of [documents.preliminaryInfo, documents.contract]) {
      expect(text).toContain(validLegalDetails.legalTitle);
      expect(text).toContain(validLegalDetails.address);
      expect(text).toContain(`${validLegalDetails.taxOffice} / 1234567890`);
      expect(text).toContain('Debriyaj Seti · 2 adet × ₺1.200,00 = ₺2.400,00 (KDV dahil)');
      expect(text).toContain('Toplama dahil KDV (%20): ₺400,00');
      expect(text).toContain('Kapıda Ödeme');
      expect(text).toContain('14 gün içinde');
      expect(text).toContain('Zeynep Demir');
      expect(text).toContain('Kazımdirik Mah. 372. Sok. No: 8 D: 3, Bornova/İzmir');
    }
    expect(documents.preliminaryInfo.startsWith('ÖN BİLGİLENDİRME FORMU')).toBe(true);
    expect(documents.contract.startsWith('MESAFELİ SATIŞ SÖZLEŞMESİ')).toBe(true);

    const placed = await inject('POST', '/api/orders/checkout', buyer, { ...body, acceptDocuments: true });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().orders[0] as Order;
    expect(order.documents).toEqual({
      templateId: documents.templateId,
      preliminaryInfo: documents.preliminaryInfo,
      contract: documents.contract,
    });
    // The order detail shows the same text, to the buyer and to the seller.
    for (const actor of [buyer, seller]) {
      const detail = await inject('GET', `/api/orders/${order.id}`, actor);
      expect(detail.json().order.documents.contract).toBe(documents.contract);
    }

    const { mail } = await mailTo(smtp, await emailOf(buyer));
    expect(mail.subject).toBe(`${order.orderNumber} numaralı siparişiniz: Mesafeli Satış Sözleşmesi`);
    for (const line of documents.contract.split('\n').filter((l: string) => l.length)) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(`https://otousta.test/siparislerim?siparis=${order.id}`);
  });

  it('checkout without accepting the documents is refused in Turkish and buys nothing', async () => {
    const productId = await insertProduct(t.app, seller, { stock: 3 });
    const buyer = await createActor(t.app);
    await inject('POST', '/api/cart/items', buyer, { productId, quantity: 1 });
    for (const payload of [body, { ...body, acceptDocuments: false }, { ...body, acceptDocuments: 'evet' }]) {
      const res = await inject('POST', '/api/orders/checkout', buyer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(errorMessages.DOCUMENTS_NOT_ACCEPTED);
    }
    expect((await inject('GET', '/api/cart', buyer)).json().cart.items).toHaveLength(1);
    expect((await inject('GET', '/api/orders', buyer)).json().pagination.total).toBe(0);
  });

  it('a seller without legal details cannot publish until they fill them in, and their cart lines cannot be bought', async () => {
    const fresh = await createApprovedSeller(t.app, 'Eksik Bilgili Parça');
    await t.app.database.db.delete(sellerLegalDetails).where(eq(sellerLegalDetails.userId, fresh.id));
    const form = multipart({ fields: { productData: JSON.stringify(validProduct) } });
    const publish = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...fresh.auth, ...form.headers },
        payload: form.payload,
      });
    const refused = await publish();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'SELLER_LEGAL_DETAILS_REQUIRED',
      message: errorMessages.SELLER_LEGAL_DETAILS_REQUIRED,
    });
    expect((await inject('GET', '/api/seller/legal-details', fresh)).json()).toEqual({ legalDetails: null });

    // An older product of theirs (before the rule) is not bought without documents to show.
    const productId = await insertProduct(t.app, fresh);
    const buyer = await createActor(t.app);
    await inject('POST', '/api/cart/items', buyer, { productId, quantity: 1 });
    const preview = await inject('POST', '/api/orders/checkout/documents', buyer, body);
    expect(preview.statusCode).toBe(409);
    expect(preview.json().code).toBe('SELLER_LEGAL_DETAILS_MISSING');
    const checkout = await inject('POST', '/api/orders/checkout', buyer, { ...body, acceptDocuments: true });
    expect(checkout.statusCode).toBe(409);

    const bad = await inject('PUT', '/api/seller/legal-details', fresh, { legalTitle: '', taxOffice: 'Kadıköy' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      legalTitle: errorMessages.LEGAL_TITLE_REQUIRED,
      address: errorMessages.LEGAL_ADDRESS_REQUIRED,
    });
    const customer = await createActor(t.app);
    expect((await inject('PUT', '/api/seller/legal-details', customer, validLegalDetails)).statusCode).toBe(403);
    const saved = await inject('PUT', '/api/seller/legal-details', fresh, validLegalDetails);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().legalDetails).toMatchObject({ ...validLegalDetails, taxNumber: '1234567890' });
    expect((await publish()).statusCode).toBe(201);
    expect((await inject('POST', '/api/orders/checkout', buyer, { ...body, acceptDocuments: true })).statusCode).toBe(
      201,
    );
  });
});
