import { type Review, reviewSchema } from '@otousta/shared/schemas/reviews';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.table.js';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { useTestApp } from '../../test/test-app.js';

describe('business replies to reviews', () => {
  const t = useTestApp();
  const business = beforeTests(() => createActor(t.app, businessRow('Kaya Oto Servis')));
  const otherBusiness = beforeTests(() => createActor(t.app, businessRow('Demir Lastik')));
  const reviewer = beforeTests(() => createActor(t.app, { firstName: 'Ayşe' }));
  let review: Review;

  const put = (who: Actor, id: string, content: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/reviews/${id}/reply`, payload: { content }, headers: who.auth });
  const remove = (who: Actor, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}/reply`, headers: who.auth });
  const listed = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/reviews/business/${business.id}` });
    return (res.json().reviews as Review[]).find((r) => r.id === review.id)!;
  };

  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: reviewer.auth,
      payload: { businessId: business.id, rating: 2, comment: 'Randevuya geç kaldılar, iş uzadı.' },
    });
    review = res.json().review;
  });

  it('lets the reviewed business answer; the list shows the answer with the business name and tells the reviewer', async () => {
    const res = await put(business, review.id, '  Gecikme için özür dileriz, telafi etmek isteriz.  ');
    expect(res.statusCode, res.body).toBe(200);
    const answered = reviewSchema.parse(res.json().review);
    expect(answered.reply).toMatchObject({
      content: 'Gecikme için özür dileriz, telafi etmek isteriz.',
      businessName: 'Kaya Oto Servis',
    });
    expect((await listed()).reply?.content).toBe('Gecikme için özür dileriz, telafi etmek isteriz.');
    const events = (await t.app.database.db.select().from(jobs).where(eq(jobs.name, 'domain.event')))
      .map((job) => job.payload as { type: string; recipientIds: string[] })
      .filter((event) => event.type === 'review.replied');
    expect(events).toHaveLength(1);
    expect(events[0]!.recipientIds).toEqual([reviewer.id]);
  });

  it('edits the one answer in place, keeping when it was first written', async () => {
    const before = (await listed()).reply!;
    const res = await put(business, review.id, 'Güncelleme: ücretsiz kontrol teklif ettik.');
    expect(res.statusCode).toBe(200);
    const after = (await listed()).reply!;
    expect(after.content).toBe('Güncelleme: ücretsiz kontrol teklif ettik.');
    expect(after.createdAt).toBe(before.createdAt);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
  });

  it('refuses another business, the reviewer and bad input', async () => {
    expect((await put(otherBusiness, review.id, 'Bizim yanıtımız budur, lütfen.')).json().code).toBe(
      'REPLY_BUSINESS_ONLY',
    );
    expect((await put(reviewer, review.id, 'Kendime yanıt yazıyorum.')).statusCode).toBe(403);
    expect((await remove(otherBusiness, review.id)).statusCode).toBe(403);
    const short = await put(business, review.id, 'Kısa');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Yanıt en az 10 karakter olmalıdır.');
    const long = await put(business, review.id, 'a'.repeat(1001));
    expect(long.json().message).toBe('Yanıt en fazla 1000 karakter olabilir.');
    expect((await put(business, 'yok', 'Geçerli bir yanıt metni.')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${review.id}/reply` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('removes the answer on DELETE; a second DELETE finds nothing', async () => {
    expect((await remove(business, review.id)).statusCode).toBe(204);
    expect((await listed()).reply).toBeNull();
    expect((await remove(business, review.id)).statusCode).toBe(404);
  });
});
