import { errorMessages } from '@otousta/shared/messages/tr';
import { EXPORT_FILE_NAME } from '@otousta/shared/schemas/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAddress } from '../../test/orders.fixtures.js';
import { createApprovedSeller, insertProduct } from '../../test/shop.fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { businessData, customerData, type Session, signUp } from '../../test/users.fixtures.js';
import { orders } from '../orders/orders.table.js';

describe('consents, data export and account deletion', () => {
  let t: TestApp;
  let business: Session;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_IP: '1000', RATE_LIMIT_REGISTER_IP: '1000' });
    business = await signUp(t.app, businessData());
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Session, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

  /** A customer who reviewed, posted, commented, messaged and bought something. */
  async function activeCustomer(): Promise<Session> {
    const me = await signUp(t.app, customerData({ marketingConsent: true }));
    const review = await inject('POST', '/reviews', me, {
      businessId: business.user.id,
      rating: 5,
      comment: 'Fren balatalarını hızlıca değiştirdiler.',
    });
    expect(review.statusCode, review.body).toBe(201);
    const post = await inject('POST', '/posts', me, {
      content: 'Egzoz sesi için önerisi olan var mı?',
      type: 'repair',
    });
    expect(post.statusCode, post.body).toBe(201);
    const comment = await inject('POST', `/posts/${post.json().post.id}/comments`, me, {
      content: 'Ben de merak ettim',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const message = await inject('POST', '/messages', me, {
      receiverId: business.user.id,
      content: 'Randevu alabilir miyim?',
    });
    expect(message.statusCode, message.body).toBe(201);

    const seller = await createApprovedSeller(t.app);
    const productId = await insertProduct(t.app, seller);
    expect((await inject('POST', '/cart/items', me, { productId, quantity: 1 })).statusCode).toBeLessThan(300);
    const order = await inject('POST', '/orders/checkout', me, {
      deliveryAddress,
      paymentMethod: 'kapida-odeme',
      acceptDocuments: true,
    });
    expect(order.statusCode, order.body).toBe(201);
    // Shipped, so the seller's record must outlive the account.
    await t.app.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.buyerId, me.user.id));
    return me;
  }

  it('gives and withdraws marketing consent, with its time, and keeps the privacy notice record', async () => {
    const me = await signUp(t.app, customerData());
    const given = await inject('PUT', '/users/me/consents', me, { marketingConsent: true });
    expect(given.statusCode).toBe(200);
    const { consents } = given.json().user;
    expect(consents).toMatchObject({ marketingConsent: true, kvkkVersion: expect.any(String) });
    expect(Date.parse(consents.marketingConsentAt)).toBeGreaterThan(Date.now() - 60_000);
    const withdrawn = await inject('PUT', '/users/me/consents', me, { marketingConsent: false });
    expect(withdrawn.json().user.consents).toMatchObject({
      marketingConsent: false,
      kvkkAcceptedAt: consents.kvkkAcceptedAt,
    });
    const profile = await inject('GET', '/auth/profile', me);
    expect(profile.json().user.consents.marketingConsent).toBe(false);

    const bad = await inject('PUT', '/users/me/consents', me, { marketingConsent: 'evet' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(errorMessages.VALIDATION);
    expect((await inject('PUT', '/users/me/consents', undefined, { marketingConsent: true })).statusCode).toBe(401);
  });

  it('exports all of my data as a JSON download, and only mine', async () => {
    const me = await activeCustomer();
    const res = await inject('GET', '/users/me/export', me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(EXPORT_FILE_NAME);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.user.email, phone: me.user.phone });
    expect(data.consents).toMatchObject({ marketingConsent: true });
    expect(data.reviews).toEqual([expect.objectContaining({ comment: 'Fren balatalarını hızlıca değiştirdiler.' })]);
    expect(data.posts).toEqual([expect.objectContaining({ content: 'Egzoz sesi için önerisi olan var mı?' })]);
    expect(data.comments).toEqual([expect.objectContaining({ content: 'Ben de merak ettim' })]);
    expect(data.messages).toEqual([expect.objectContaining({ content: 'Randevu alabilir miyim?' })]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        deliveryAddress: expect.objectContaining({ fullName: 'Ayşe Kaya' }),
        items: [expect.objectContaining({ name: 'Buji Takımı' })],
      }),
    ]);
    expect(res.body).not.toMatch(/passwordHash|argon2/);

    // The business's export holds the message it received, but not my review's author data as its own.
    const other = (await inject('GET', '/users/me/export', business)).json();
    expect(other.profile.id).toBe(business.user.id);
    expect(other.reviews).toEqual([]);
    expect((await inject('GET', '/users/me/export')).statusCode).toBe(401);
  });

  it('deletes my account only with my password: personal data gone, orders kept anonymised, sessions ended', async () => {
    const me = await activeCustomer();
    const intruder = await signUp(t.app, customerData({ password: 'baska-sifre-99' }));

    const wrong = await inject('DELETE', '/users/me', me, { password: 'yanlis-sifre-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: errorMessages.WRONG_PASSWORD });
    // Another user can only ever delete themselves: their password does not reach my account.
    const foreign = await inject('DELETE', '/users/me', intruder, { password: me.password });
    expect(foreign.statusCode).toBe(400);
    expect((await inject('GET', '/auth/profile', me)).statusCode).toBe(200);
    expect((await inject('DELETE', '/users/me', undefined, { password: me.password })).statusCode).toBe(401);

    expect((await inject('DELETE', '/users/me', me, { password: me.password })).statusCode).toBe(204);
    expect((await inject('GET', '/auth/profile', me)).statusCode).toBe(401);
    expect((await inject('GET', '/users/me/export', me)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: me.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.user.email, password: me.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await inject('GET', `/reviews/user/${me.user.id}`)).json().reviews ?? []).toEqual([]);

    const kept = await t.app.database.db.select().from(orders).where(eq(orders.status, 'shipped'));
    const mine = kept.filter((o) => o.buyerId === null);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.deliveryAddress).toEqual({
      fullName: 'Silinmiş hesap',
      phone: '',
      address: '',
      city: 'İzmir',
      district: 'Bornova',
    });
    expect(JSON.stringify(mine)).not.toContain('Kazımdirik');
    // The accepted documents stay with the seller's record, without the buyer's name, phone, e-mail and address.
    expect(JSON.stringify(mine)).not.toContain(me.user.email);
    expect(mine[0]!.distanceSalesContract).toContain('Ad soyad: Silinmiş hesap\nCep telefonu: -\nE-posta: -');
  });
});
