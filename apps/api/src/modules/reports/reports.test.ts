import type { AdminBusinessPage } from '@otousta/shared/schemas/moderation';
import type { Report, ReportPage } from '@otousta/shared/schemas/reports';
import type { ReviewPage } from '@otousta/shared/schemas/reviews';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { adminActions } from '../../platform/audit.js';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { useTestApp } from '../../test/test-app.js';
import { postComments, posts } from '../posts/posts.table.js';
import { users } from '../users/users.table.js';

describe('reports and the admin area', () => {
  const t = useTestApp();
  const admin = beforeTests(() => createActor(t.app, { role: 'admin' }));
  const customer = beforeTests(() => createActor(t.app));
  const business = beforeTests(() => createActor(t.app, businessRow('Kaya Oto Servis')));
  const otherBusiness = beforeTests(() => createActor(t.app, businessRow('Sahte Lastik')));

  const report = (who: Actor | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/reports', payload, headers: who?.auth ?? {} });
  const act = (who: Actor | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who?.auth ?? {} });
  const review = async (who: Actor, businessId: string, comment: string) => {
    const res = await act(who, 'POST', '/api/reviews', { businessId, rating: 1, comment });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { review: { id: string } }).review.id;
  };
  const feedIds = async () =>
    ((await act(null, 'GET', '/api/posts')).json() as { posts: { id: string }[] }).posts.map((p) => p.id);
  const listedBusinessIds = async () =>
    (
      (await act(null, 'GET', '/api/users/service-providers?city=izmir&limit=48')).json() as {
        serviceProviders: { id: string }[];
      }
    ).serviceProviders.map((b) => b.id);

  it('lets a signed-out visitor report a review, with a Turkish confirmation', async () => {
    const reviewId = await review(customer, business.id, 'Bu yorum bir reklam: www.ucuz-parca.example');
    const res = await report(null, { targetType: 'review', targetId: reviewId, reason: 'spam' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Şikayetiniz alındı. Ekibimiz inceleyecek.',
      report: { targetType: 'review', targetId: reviewId, status: 'open', reporterId: null },
    });
  });

  it('refuses unknown content, unknown kinds and reasons in Turkish', async () => {
    const missing = await report(customer, { targetType: 'review', targetId: 'yok', reason: 'spam' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'REPORT_TARGET_NOT_FOUND',
      message: 'Şikayet edilen içerik bulunamadı.',
    });
    const kind = await report(customer, { targetType: 'kullanici', targetId: business.id, reason: 'spam' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ message: 'Şikayet edilecek içerik geçersiz.' });
    const reason = await report(customer, { targetType: 'business', targetId: business.id, reason: 'canim-istedi' });
    expect(reason.statusCode).toBe(400);
    expect(reason.json()).toMatchObject({ message: 'Lütfen bir şikayet nedeni seçin.' });
  });

  describe('only admins reach /api/admin', () => {
    const routes: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', object?][] = [
      ['/api/admin/reports', 'GET'],
      ['/api/admin/reports/x/hide', 'POST'],
      ['/api/admin/reports/x/dismiss', 'POST'],
      ['/api/admin/hidden/review/x', 'DELETE'],
      ['/api/admin/contact-messages', 'GET'],
      ['/api/admin/businesses', 'GET'],
      ['/api/admin/businesses/x/verification', 'PATCH', { isVerified: true }],
    ];
    it.each(routes)('%s %s: 401 signed out, 403 for a customer and a business', async (url, method, body) => {
      expect((await act(null, method, url, body)).statusCode).toBe(401);
      for (const who of [customer, business]) {
        const res = await act(who, method, url, body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    });
  });

  it('hides a reported review: it leaves the public list, stays hidden, and the action is recorded', async () => {
    const bad = await review(otherBusiness, business.id, 'Hakaret içeren uygunsuz bir yorum metni.');
    const good = await review(admin, business.id, 'Temiz ve hızlı iş, teşekkürler.');
    const filed = (await report(customer, { targetType: 'review', targetId: bad, reason: 'hakaret' })).json() as {
      report: Report;
    };
    const again = (await report(null, { targetType: 'review', targetId: bad, reason: 'uygunsuz' })).json() as {
      report: Report;
    };

    const queue = (await act(admin, 'GET', '/api/admin/reports')).json() as ReportPage;
    const inQueue = queue.reports.find((r) => r.id === filed.report.id);
    expect(inQueue).toMatchObject({ reason: 'hakaret', excerpt: 'Hakaret içeren uygunsuz bir yorum metni.' });

    const hidden = await act(admin, 'POST', `/api/admin/reports/${filed.report.id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ report: { status: 'hidden' } });

    const list = (await act(null, 'GET', `/api/reviews/business/${business.id}`)).json() as ReviewPage;
    const ids = list.reviews.map((r) => r.id);
    expect(ids).toContain(good);
    expect(ids).not.toContain(bad);
    expect(list.pagination.total).toBe(ids.length);
    // The author's own list does not bring it back either.
    const own = (await act(null, 'GET', `/api/reviews/user/${otherBusiness.id}`)).json() as ReviewPage;
    expect(own.reviews.map((r) => r.id)).not.toContain(bad);
    // The second report about the same review was closed with it; the open queue no longer holds either.
    const open = (await act(admin, 'GET', '/api/admin/reports')).json() as ReportPage;
    expect(open.reports.map((r) => r.id)).not.toContain(again.report.id);
    const closed = (await act(admin, 'GET', '/api/admin/reports?status=hidden')).json() as ReportPage;
    expect(closed.reports.map((r) => r.id)).toEqual(expect.arrayContaining([filed.report.id, again.report.id]));
    // Reporting hidden content again finds nothing.
    expect((await report(null, { targetType: 'review', targetId: bad, reason: 'spam' })).statusCode).toBe(404);

    const trail = await t.app.database.db.select().from(adminActions).where(eq(adminActions.targetId, bad));
    expect(trail).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'content.hide', targetType: 'review', targetId: bad }),
    ]);
  });

  it('hides a reported feed post and comment from the feed', async () => {
    const postId = uuidv7();
    const commentId = uuidv7();
    await t.app.database.db.insert(posts).values([
      { id: postId, authorId: customer.id, content: 'Ucuz parça için bu siteye bakın: spam.example' },
      { id: uuidv7(), authorId: customer.id, content: 'Triger kayışını 90.000 km’de değiştirdim.' },
    ]);
    await t.app.database.db.insert(postComments).values({
      id: commentId,
      postId: (await feedIds())[0]!,
      authorId: customer.id,
      content: 'Hakaret içerikli yorum',
    });
    for (const [targetType, targetId] of [
      ['post', postId],
      ['comment', commentId],
    ] as const) {
      const filed = await report(null, { targetType, targetId, reason: 'spam' });
      expect(filed.statusCode, filed.body).toBe(201);
      expect((await act(admin, 'POST', `/api/admin/reports/${filed.json().report.id}/hide`)).statusCode).toBe(200);
    }
    const feed = await feedIds();
    expect(feed).toHaveLength(1);
    expect(feed).not.toContain(postId);
    const comments = (await act(null, 'GET', `/api/posts/${feed[0]}/comments`)).json() as {
      comments: { id: string }[];
    };
    expect(comments.comments.map((c) => c.id)).not.toContain(commentId);
  });

  it('dismissing keeps the content public', async () => {
    const fine = await review(customer, otherBusiness.id, 'Gayet makul fiyatlı bir lastikçi.');
    const filed = (await report(null, { targetType: 'review', targetId: fine, reason: 'yaniltici' })).json() as {
      report: Report;
    };
    const res = await act(admin, 'POST', `/api/admin/reports/${filed.report.id}/dismiss`);
    expect(res.json()).toMatchObject({ report: { status: 'dismissed' } });
    const list = (await act(null, 'GET', `/api/reviews/business/${otherBusiness.id}`)).json() as ReviewPage;
    expect(list.reviews.map((r) => r.id)).toContain(fine);
    expect((await act(admin, 'POST', '/api/admin/reports/yok/dismiss')).statusCode).toBe(404);
  });

  it('hides a reported business from the listing until an admin restores it', async () => {
    expect(await listedBusinessIds()).toContain(otherBusiness.id);
    const filed = (
      await report(customer, { targetType: 'business', targetId: otherBusiness.id, reason: 'yaniltici' })
    ).json() as { report: Report };
    expect(filed.report.excerpt).toBe('Sahte Lastik');
    await act(admin, 'POST', `/api/admin/reports/${filed.report.id}/hide`);
    expect(await listedBusinessIds()).not.toContain(otherBusiness.id);
    expect(await listedBusinessIds()).toContain(business.id);

    expect((await act(admin, 'DELETE', `/api/admin/hidden/business/${otherBusiness.id}`)).statusCode).toBe(204);
    expect(await listedBusinessIds()).toContain(otherBusiness.id);
  });

  it("answers a hidden business's profile as not found for everybody else, and again once it is restored", async () => {
    const hidden = await createActor(t.app, businessRow('Gizlenen Oto'));
    const profile = (who: Actor | null) => act(who, 'GET', `/api/users/${hidden.id}`);
    expect((await profile(customer)).statusCode).toBe(200);
    const filed = (
      await report(customer, { targetType: 'business', targetId: hidden.id, reason: 'yaniltici' })
    ).json() as { report: Report };
    expect((await act(admin, 'POST', `/api/admin/reports/${filed.report.id}/hide`)).statusCode).toBe(200);

    for (const who of [customer, otherBusiness, null]) {
      const res = await profile(who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'Kullanıcı bulunamadı.' });
    }
    // Nor does the sitemap list it.
    expect((await act(null, 'GET', '/sitemap.xml')).body).not.toContain(hidden.id);

    expect((await act(admin, 'DELETE', `/api/admin/hidden/business/${hidden.id}`)).statusCode).toBe(204);
    expect((await profile(customer)).json()).toMatchObject({ user: { id: hidden.id, businessName: 'Gizlenen Oto' } });
  });

  it("toggles a business's 'Doğrulanmış' badge", async () => {
    const page = (await act(admin, 'GET', '/api/admin/businesses?q=kaya')).json() as AdminBusinessPage;
    expect(page.businesses.map((b) => b.businessName)).toEqual(['Kaya Oto Servis']);
    const on = await act(admin, 'PATCH', `/api/admin/businesses/${business.id}/verification`, { isVerified: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ business: { id: business.id, isVerified: true } });
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, business.id));
    expect(row?.isVerified).toBe(true);
    const trail = await t.app.database.db.select().from(adminActions).where(eq(adminActions.targetId, business.id));
    expect(trail.map((a) => [a.actorId, a.action])).toEqual([[admin.id, 'business.verify']]);
    const profile = (await act(null, 'GET', `/api/users/${business.id}`)).json() as { isVerified?: boolean };
    expect(JSON.stringify(profile)).toContain('"isVerified":true');
    // A customer account is not a business.
    const wrong = await act(admin, 'PATCH', `/api/admin/businesses/${customer.id}/verification`, { isVerified: true });
    expect(wrong.statusCode).toBe(404);
    const bad = await act(admin, 'PATCH', `/api/admin/businesses/${business.id}/verification`, { isVerified: 'evet' });
    expect(bad.statusCode).toBe(400);
  });
});
