import { todayInTurkey } from '@otousta/shared/schemas/quotes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { postMessage } from '../../test/messages.fixtures.js';
import { quoteRequest } from '../../test/quotes.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { users } from '../users/users.table.js';
import { responseSamples } from './responsiveness.table.js';

describe('response time of businesses', () => {
  const t = useTestApp();
  const business = beforeTests(() => createActor(t.app, businessRow('Hızlı Servis', { businessSector: ['fren'] })));

  const send = (from: Actor, to: Actor, content: string) => postMessage(t.app, from, to.id, content);
  const profile = async () => (await t.app.inject({ method: 'GET', url: `/api/users/${business.id}` })).json().user;
  /** Moves the business's waiting requests (only `customer`'s, when named) back in time, as if asked `minutes` ago. */
  const askedAgo = (minutes: number, customer?: Actor) =>
    t.app.database.db
      .update(responseSamples)
      .set({ requestedAt: new Date(Date.now() - minutes * 60_000) })
      .where(customer ? eq(responseSamples.customerId, customer.id) : eq(responseSamples.businessId, business.id));

  it('has no figures before any customer asked', async () => {
    expect(await profile()).toMatchObject({ responseTimeMinutes: null, responseRate: null });
  });

  it("takes the business's first answer to a customer's new conversation, not later messages", async () => {
    const customer = await createActor(t.app);
    expect((await send(customer, business, 'Merhaba, fren bakımı yapıyor musunuz?')).statusCode).toBe(201);
    await send(customer, business, 'Yarın uygun musunuz?');
    await askedAgo(90);
    await send(business, customer, 'Evet, yarın 10:00 uygun.');
    expect(await profile()).toMatchObject({ responseTimeMinutes: 90, responseRate: 100 });
    await send(business, customer, 'Adresimiz haritada.');
    expect((await profile()).responseTimeMinutes).toBe(90);
  });

  it('counts the median over customers, a quote answered by an offer included, and a business starting a chat not at all', async () => {
    const second = await createActor(t.app);
    await send(second, business, 'Akü değişimi ne kadar?');
    await askedAgo(30, second);
    await send(business, second, 'Modele göre değişir.');
    const third = await createActor(t.app);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: third.auth,
      payload: quoteRequest({ businessIds: [business.id] }),
    });
    expect(quote.statusCode, quote.body).toBe(201);
    await askedAgo(240, third);
    const offered = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${quote.json().quote.id}/offers`,
      headers: business.auth,
      payload: { priceMin: 2000, priceMax: 2500, duration: '2 saat', earliestDate: todayInTurkey() },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    // 30, 90 and 240 minutes: the median is 90.
    expect((await profile()).responseTimeMinutes).toBe(90);
    const fourth = await createActor(t.app);
    await send(business, fourth, 'Kampanyamız başladı.');
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, business.id));
    expect(row!.responseTimeMinutes).toBe(90);
    expect(
      (await t.app.database.db.select().from(responseSamples).where(eq(responseSamples.customerId, fourth.id))).length,
    ).toBe(0);
  });

  it('lowers the rate for a request left unanswered for a day, and forgets requests older than 30 days', async () => {
    const silent = await createActor(t.app);
    await send(silent, business, 'Cevap verir misiniz?');
    await askedAgo(25 * 60, silent);
    const late = await createActor(t.app);
    await send(late, business, 'Merhaba?');
    await askedAgo(31 * 24 * 60, late);
    await send(business, late, 'Geç cevap için kusura bakmayın.');
    // Three of the four requests of the window were answered within a day.
    expect(await profile()).toMatchObject({ responseTimeMinutes: 90, responseRate: 75 });
  });
});
