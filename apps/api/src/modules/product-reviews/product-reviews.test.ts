import { errorMessages } from '@otousta/shared/messages/tr';
import type { ProductReview } from '@otousta/shared/schemas/product-reviews';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor, requestAs } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { buy, deliveredOrder } from '../../test/orders.fixtures.js';
import { createApprovedSeller, insertProduct } from '../../test/shop.fixtures.js';
import { useTestApp } from '../../test/test-app.js';

describe('product reviews', () => {
  const t = useTestApp();
  const seller = beforeTests(() => createApprovedSeller(t.app, 'Yorumlu Parça'));
  const otherSeller = beforeTests(() => createApprovedSeller(t.app, 'Başka Parça'));

  const inject = requestAs(t);
  const review = (productId: string, actor: Actor, rating: number, comment = 'Tam uydu, kaliteli bir parça.') =>
    inject('POST', `/api/products/${productId}/reviews`, actor, { rating, comment });
  const productOf = async (id: string) => (await inject('GET', `/api/products/${id}`)).json().product;

  it("a buyer of a delivered order reviews once; the product's rating and count come from the reviews", async () => {
    const productId = await insertProduct(t.app, seller, { rating: 4.9, reviewCount: 87 });
    const ayse = await createActor(t.app, { firstName: 'Ayşe', lastName: 'Kaya' });
    const mehmet = await createActor(t.app, { firstName: 'Mehmet' });
    await deliveredOrder(t.app, seller, ayse, productId);
    await deliveredOrder(t.app, seller, mehmet, productId);

    const before = await inject('GET', `/api/products/${productId}/reviews`, ayse);
    expect(before.json()).toMatchObject({ reviews: [], mine: null, canReview: true });

    const first = await review(productId, ayse, 5);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().review).toMatchObject({ rating: 5, verifiedPurchase: true, author: { name: 'Ayşe K.' } });
    expect((await review(productId, mehmet, 2)).statusCode).toBe(201);
    expect(await productOf(productId)).toMatchObject({ rating: 3.5, reviewCount: 2 });

    const again = await review(productId, ayse, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PRODUCT_REVIEW_EXISTS', message: errorMessages.PRODUCT_REVIEW_EXISTS });

    const after = await inject('GET', `/api/products/${productId}/reviews`, ayse);
    expect(after.json()).toMatchObject({ canReview: false, mine: { rating: 5 }, pagination: { total: 2 } });

    // Editable by its author only; the rating follows.
    const id = first.json().review.id as string;
    const edited = await inject('PUT', `/api/product-reviews/${id}`, ayse, {
      rating: 3,
      comment: 'Bir ay sonra biraz ses yapmaya başladı.',
    });
    expect(edited.json().review).toMatchObject({ rating: 3 });
    expect(await productOf(productId)).toMatchObject({ rating: 2.5, reviewCount: 2 });
    const hijack = await inject('PUT', `/api/product-reviews/${id}`, mehmet, {
      rating: 1,
      comment: 'Başkasının yorumu.',
    });
    expect(hijack.statusCode).toBe(403);
  });

  it('nobody else reviews: not a stranger, not a buyer whose order is not delivered, not the seller', async () => {
    const productId = await insertProduct(t.app, seller);
    const stranger = await createActor(t.app);
    const waiting = await createActor(t.app);
    await buy(t.app, waiting, productId);
    for (const actor of [stranger, waiting, seller]) {
      const res = await review(productId, actor, 4);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'PRODUCT_REVIEW_NOT_ALLOWED',
        message: errorMessages.PRODUCT_REVIEW_NOT_ALLOWED,
      });
    }
    expect((await inject('GET', `/api/products/${productId}/reviews`, waiting)).json().canReview).toBe(false);
    expect((await review('yok-boyle-urun', stranger, 4)).statusCode).toBe(404);
    expect((await inject('POST', `/api/products/${productId}/reviews`, undefined, { rating: 4 })).statusCode).toBe(401);
  });

  it("the product's seller replies once; another seller or the author cannot", async () => {
    const productId = await insertProduct(t.app, seller);
    const buyer = await createActor(t.app);
    await deliveredOrder(t.app, seller, buyer, productId);
    const id = (await review(productId, buyer, 4)).json().review.id as string;
    const reply = (actor: Actor, text = 'Teşekkür ederiz, iyi yolculuklar!') =>
      inject('POST', `/api/product-reviews/${id}/reply`, actor, { reply: text });
    expect((await reply(otherSeller)).statusCode).toBe(403);
    expect((await reply(buyer)).statusCode).toBe(403);
    const empty = await reply(seller, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(errorMessages.REVIEW_REPLY_REQUIRED);
    const first = await reply(seller);
    expect(first.json().review.reply).toMatchObject({ text: 'Teşekkür ederiz, iyi yolculuklar!' });
    const second = await reply(seller, 'İkinci yanıt');
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('PRODUCT_REVIEW_REPLIED');
  });

  it('bad ratings and comments get a Turkish 400; the list pages', async () => {
    const productId = await insertProduct(t.app, seller);
    const buyer = await createActor(t.app);
    await deliveredOrder(t.app, seller, buyer, productId);
    const zero = await review(productId, buyer, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(errorMessages.INVALID_RATING);
    const short = await review(productId, buyer, 4, 'kısa');
    expect(short.json().message).toBe(errorMessages.REVIEW_COMMENT_TOO_SHORT);
    const long = await review(productId, buyer, 4, 'a'.repeat(501));
    expect(long.json().message).toBe(errorMessages.REVIEW_COMMENT_TOO_LONG);

    const buyers = await Promise.all([1, 2, 3].map(() => createActor(t.app)));
    for (const b of buyers) {
      await deliveredOrder(t.app, seller, b, productId);
      expect((await review(productId, b, 5)).statusCode).toBe(201);
    }
    const page = await inject('GET', `/api/products/${productId}/reviews?page=2&limit=2`);
    expect(page.json().pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect((page.json().reviews as ProductReview[]).length).toBe(1);
  });
});
