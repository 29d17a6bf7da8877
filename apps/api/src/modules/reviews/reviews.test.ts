import { type Review, type ReviewPage, reviewSchema } from '@otousta/shared/schemas/reviews';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { useTestApp } from '../../test/test-app.js';
import { type NewUserRow, users } from '../users/users.table.js';
import { reviews } from './reviews.table.js';

describe('reviews', () => {
  const t = useTestApp();
  const business = beforeTests(() => actor(businessRow('Kaya Oto Servis')));
  const otherBusiness = beforeTests(() => actor(businessRow('Demir Lastik')));
  const customer = beforeTests(() => actor({ firstName: 'Ayşe' }));
  const otherCustomer = beforeTests(() => actor({ firstName: 'Zeynep' }));
  let disabledBusinessId: string;

  const actor = (overrides: Partial<NewUserRow> = {}) => createActor(t.app, overrides);

  const submit = (who: Actor | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/reviews', payload, headers: who?.auth ?? {} });
  const put = (who: Actor, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/reviews/${id}`, payload, headers: who.auth });
  const remove = (who: Actor, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: who.auth });
  const aggregate = async (id: string) => {
    const [row] = await t.app.database.db
      .select({ rating: users.rating, reviewCount: users.reviewCount })
      .from(users)
      .where(eq(users.id, id));
    return row!;
  };
  const reviewOf = async (
    who: Actor,
    businessId: string,
    rating: number,
    comment = 'Çok ilgili ve hızlı bir servis.',
  ) => {
    const res = await submit(who, { businessId, rating, comment });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { review: Review }).review;
  };

  beforeAll(async () => {
    disabledBusinessId = (await actor({ ...businessRow('Kapalı Servis'), isActive: false })).id;
  });

  describe('writing', () => {
    it("creates a customer's review with 201 and updates the business's rating and count", async () => {
      const res = await submit(customer, {
        businessId: otherBusiness.id,
        rating: 4,
        comment: '  Fren balatalarını hızlıca değiştirdiler.  ',
      });
      expect(res.statusCode, res.body).toBe(201);
      const { review } = res.json() as { review: Review };
      expect(reviewSchema.strict().parse(review)).toMatchObject({
        businessId: otherBusiness.id,
        rating: 4,
        comment: 'Fren balatalarını hızlıca değiştirdiler.',
        reviewerId: { _id: customer.id, id: customer.id, firstName: 'Ayşe', photos: [] },
      });
      expect(review._id).toBe(review.id);
      expect(await aggregate(otherBusiness.id)).toEqual({ rating: 4, reviewCount: 1 });
    });

    it('refuses a second review of the same business with 409, leaving the first one as it was', async () => {
      const first = await reviewOf(otherCustomer, otherBusiness.id, 2);
      const res = await submit(otherCustomer, {
        businessId: otherBusiness.id,
        rating: 5,
        comment: 'İkinci ziyarette her şey çok iyiydi.',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'REVIEW_EXISTS',
        message: 'Bu işletmeyi zaten değerlendirdiniz. Değerlendirmenizi düzenleyebilirsiniz.',
      });
      const rows = await t.app.database.db.select().from(reviews).where(eq(reviews.reviewerId, otherCustomer.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: first.id, rating: 2, comment: first.comment });
      // Ayşe's 4 and Zeynep's unchanged 2.
      expect(await aggregate(otherBusiness.id)).toEqual({ rating: 3, reviewCount: 2 });
      // Changing it is what the edit endpoint is for.
      const edited = await put(otherCustomer, first.id, { rating: 5, comment: 'İkinci ziyarette her şey çok iyiydi.' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await aggregate(otherBusiness.id)).toEqual({ rating: 4.5, reviewCount: 2 });
    });

    it('refuses a business reviewing itself', async () => {
      const res = await submit(business, { businessId: business.id, rating: 5, comment: 'Kendimizi çok beğeniyoruz.' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'SELF_REVIEW', message: 'Kendi işletmenizi değerlendiremezsiniz.' });
      expect(await aggregate(business.id)).toEqual({ rating: 0, reviewCount: 0 });
    });

    it('lets a business review another business', async () => {
      const res = await submit(business, {
        businessId: otherBusiness.id,
        rating: 3,
        comment: 'Komşu işletme, iyi iş çıkarıyor.',
      });
      expect(res.statusCode).toBe(201);
      await remove(business, (res.json() as { review: Review }).review.id);
    });

    it('answers 404 for a customer, a disabled business or an unknown id as the reviewed business', async () => {
      for (const businessId of [otherCustomer.id, disabledBusinessId, 'yok-boyle-bir-isletme']) {
        const res = await submit(customer, { businessId, rating: 5, comment: 'Gayet güzel bir deneyimdi.' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'BUSINESS_NOT_FOUND', message: 'İşletme bulunamadı' });
      }
    });

    it('requires sign-in', async () => {
      const res = await submit(null, { businessId: business.id, rating: 5, comment: 'Gayet güzel bir deneyimdi.' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it.each([
      [{ rating: 0 }, 'Puan 1 ile 5 arasında bir tam sayı olmalıdır.'],
      [{ rating: 6 }, 'Puan 1 ile 5 arasında bir tam sayı olmalıdır.'],
      [{ rating: 3.5 }, 'Puan 1 ile 5 arasında bir tam sayı olmalıdır.'],
      [{ rating: '5' }, 'Puan 1 ile 5 arasında bir tam sayı olmalıdır.'],
      [{ rating: undefined }, 'Puan 1 ile 5 arasında bir tam sayı olmalıdır.'],
      [{ comment: 'Kısa yorum'.slice(0, 9) }, 'Yorum en az 10 karakter olmalıdır'],
      [{ comment: `   ${'a'.repeat(9)}     ` }, 'Yorum en az 10 karakter olmalıdır'],
      [{ comment: undefined }, 'Yorum en az 10 karakter olmalıdır'],
      [{ comment: 'ç'.repeat(501) }, 'Yorum en fazla 500 karakter olabilir'],
    ])('refuses %o with a Turkish 400', async (change, message) => {
      const payload = { businessId: business.id, rating: 5, comment: 'Gayet güzel bir deneyimdi.', ...change };
      const res = await submit(customer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
      expect(await aggregate(business.id)).toEqual({ rating: 0, reviewCount: 0 });
    });

    it('accepts exactly 10 and exactly 500 characters', async () => {
      const short = await reviewOf(customer, business.id, 5, '0123456789');
      expect(short.comment).toBe('0123456789');
      await remove(customer, short.id);
      const long = await reviewOf(customer, business.id, 5, 'ş'.repeat(500));
      expect(long.comment).toHaveLength(500);
      await remove(customer, long.id);
    });
  });

  describe('editing and deleting', () => {
    it("lets the author edit their review, and keeps the business's rating exact", async () => {
      const review = await reviewOf(customer, business.id, 1, 'Randevuya geç kaldılar.');
      const res = await put(customer, review.id, { rating: 3, comment: 'Randevuya geç kaldılar ama iş iyiydi.' });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { review: Review }).review).toMatchObject({ id: review.id, rating: 3 });
      expect(await aggregate(business.id)).toEqual({ rating: 3, reviewCount: 1 });
      await remove(customer, review.id);
    });

    it("never lets another customer edit or delete someone else's review", async () => {
      const review = await reviewOf(customer, business.id, 5, 'Harika bir işçilik gördüm.');
      const edit = await put(otherCustomer, review.id, { rating: 1, comment: 'Başkasının yorumunu değiştiriyorum.' });
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Bu işlem için yetkiniz yok.' });
      const del = await remove(otherCustomer, review.id);
      expect(del.statusCode).toBe(403);
      // Not even the reviewed business may remove it.
      expect((await remove(business, review.id)).statusCode).toBe(403);
      const [stored] = await t.app.database.db.select().from(reviews).where(eq(reviews.id, review.id));
      expect(stored).toMatchObject({ rating: 5, comment: 'Harika bir işçilik gördüm.' });
      expect(await aggregate(business.id)).toEqual({ rating: 5, reviewCount: 1 });
      await remove(customer, review.id);
    });

    it('lets the author delete their review, and the rating falls back exactly', async () => {
      const mine = await reviewOf(customer, business.id, 2);
      const theirs = await reviewOf(otherCustomer, business.id, 5);
      expect(await aggregate(business.id)).toEqual({ rating: 3.5, reviewCount: 2 });
      expect((await remove(customer, mine.id)).statusCode).toBe(204);
      expect(await aggregate(business.id)).toEqual({ rating: 5, reviewCount: 1 });
      expect((await remove(otherCustomer, theirs.id)).statusCode).toBe(204);
      expect(await aggregate(business.id)).toEqual({ rating: 0, reviewCount: 0 });
    });

    it('answers 404 for an unknown review and refuses invalid edits in Turkish', async () => {
      expect((await put(customer, 'yok', { rating: 5, comment: 'Gayet güzel bir deneyimdi.' })).statusCode).toBe(404);
      expect((await remove(customer, 'yok')).json()).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
      const review = await reviewOf(customer, business.id, 4);
      const res = await put(customer, review.id, { rating: 4, comment: 'kısa' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Yorum en az 10 karakter olmalıdır' });
      await remove(customer, review.id);
    });

    it('requires sign-in to edit or delete', async () => {
      const review = await reviewOf(customer, business.id, 4);
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/reviews/${review.id}`,
        payload: { rating: 1, comment: 'İmzasız bir değişiklik denemesi.' },
      });
      expect(edit.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/reviews/${review.id}` })).statusCode).toBe(401);
      await remove(customer, review.id);
    });
  });

  describe('reading', () => {
    let shop: Actor;
    const written: string[] = [];
    beforeAll(async () => {
      shop = await actor(businessRow('Yıldız Oto Elektrik'));
      // 12 reviewers one after another: the newest is listed first.
      for (let i = 0; i < 12; i++) {
        const reviewer = await actor({ firstName: `Müşteri${i}`, photos: i === 0 ? ['/uploads/x.webp'] : [] });
        written.push((await reviewOf(reviewer, shop.id, (i % 5) + 1, `Yorum numarası ${i}, memnun kaldım.`)).id);
      }
    });

    it("pages a business's reviews newest first, 10 per page, with the pagination", async () => {
      const first = await t.app.inject({ method: 'GET', url: `/api/reviews/business/${shop.id}` });
      expect(first.statusCode).toBe(200);
      const page1 = first.json() as ReviewPage;
      expect(page1.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
      expect(page1.reviews.map((r) => r.id)).toEqual([...written].reverse().slice(0, 10));
      const page2 = (await t.app.inject({ method: 'GET', url: `/api/reviews/business/${shop.id}?page=2` })).json();
      expect((page2 as ReviewPage).reviews.map((r) => r.id)).toEqual([written[1], written[0]]);
      expect((page2 as ReviewPage).reviews[1]!.reviewerId).toMatchObject({
        firstName: 'Müşteri0',
        photos: ['/uploads/x.webp'],
      });
      // (1+2+3+4+5)*2 + 1 + 2 = 33 over 12 reviews.
      const { rating, reviewCount } = await aggregate(shop.id);
      expect(reviewCount).toBe(12);
      expect(rating).toBeCloseTo(33 / 12, 5);
    });

    it('answers 404 for the reviews of something that is not an active business, 400 for a bad page', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/reviews/business/${customer.id}` });
      expect(res.statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: `/api/reviews/business/${shop.id}?page=0` });
      expect(bad.statusCode).toBe(400);
    });

    it("lists a user's own reviews, and finds the one of a given business", async () => {
      const reviewer = await actor();
      await reviewOf(reviewer, shop.id, 5);
      await reviewOf(reviewer, business.id, 4);
      const all = (await t.app.inject({ method: 'GET', url: `/api/reviews/user/${reviewer.id}` })).json() as ReviewPage;
      expect(all.pagination.total).toBe(2);
      const one = (
        await t.app.inject({ method: 'GET', url: `/api/reviews/user/${reviewer.id}?businessId=${business.id}` })
      ).json() as ReviewPage;
      expect(one.reviews.map((r) => [r.businessId, r.rating])).toEqual([[business.id, 4]]);
      const unknown = await t.app.inject({ method: 'GET', url: '/api/reviews/user/yok' });
      expect(unknown.statusCode).toBe(404);
      await t.app.database.db.delete(reviews).where(eq(reviews.reviewerId, reviewer.id));
    });
  });

  describe('rating aggregate', () => {
    it("recounts when a reviewer's account is deleted", async () => {
      const shop = await actor(businessRow('Aslan Kaporta'));
      const password = 'gizli-sifre-1';
      const leaving = await actor({ passwordHash: await t.app.passwords.hash(password) });
      const staying = await actor();
      await reviewOf(leaving, shop.id, 1);
      await reviewOf(staying, shop.id, 4);
      expect(await aggregate(shop.id)).toEqual({ rating: 2.5, reviewCount: 2 });
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/${leaving.id}`,
        headers: leaving.auth,
        payload: { password },
      });
      expect(res.statusCode).toBe(204);
      expect(await aggregate(shop.id)).toEqual({ rating: 4, reviewCount: 1 });
    });

    it('stays exact when many customers review the same business at the same moment', async () => {
      const shop = await actor(businessRow('Koç Motor'));
      const reviewers = await Promise.all(Array.from({ length: 16 }, () => actor()));
      const ratings = reviewers.map((_, i) => (i % 5) + 1);
      const answers = await Promise.all(
        reviewers.map((r, i) =>
          submit(r, { businessId: shop.id, rating: ratings[i], comment: 'Aynı anda gelen yorum.' }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(reviewers.map(() => 201));
      // Half of them change their minds at the same moment, the other half delete.
      await Promise.all(
        answers.map((a, i) => {
          const { id } = (a.json() as { review: Review }).review;
          return i % 2
            ? put(reviewers[i]!, id, { rating: 5, comment: 'Fikrimi değiştirdim, harika.' })
            : remove(reviewers[i]!, id);
        }),
      );
      const left = await t.app.database.db.select().from(reviews).where(eq(reviews.businessId, shop.id));
      expect(left).toHaveLength(8);
      expect(await aggregate(shop.id)).toEqual({ rating: 5, reviewCount: 8 });
    });

    it('stays exact under many concurrent writes of reviews, whichever code writes them', async () => {
      // Straight to the table, all at once on separate connections (PostgreSQL): the aggregate is the database's job.
      for (let round = 0; round < 3; round++) {
        const shop = await actor(businessRow(`Eşzamanlı ${round}`));
        const reviewers = await Promise.all(Array.from({ length: 18 }, () => actor()));
        await Promise.all(
          reviewers.map((r, i) =>
            t.app.database.db.insert(reviews).values({
              id: uuidv7(),
              businessId: shop.id,
              reviewerId: r.id,
              rating: (i % 2) + 4,
              comment: 'Aynı anda gelen yorum.',
            }),
          ),
        );
        expect(await aggregate(shop.id)).toEqual({ rating: 4.5, reviewCount: 18 });
      }
    });

    it('stores one review when the same customer submits twice at the same moment', async () => {
      const shop = await actor(businessRow('Polat Egzoz'));
      const reviewer = await actor();
      const answers = await Promise.all([
        submit(reviewer, { businessId: shop.id, rating: 2, comment: 'Çift tıklanan gönderim.' }),
        submit(reviewer, { businessId: shop.id, rating: 2, comment: 'Çift tıklanan gönderim.' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(await aggregate(shop.id)).toEqual({ rating: 2, reviewCount: 1 });
    });
  });
});
