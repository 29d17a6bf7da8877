import type { QuoteView } from '@otousta/shared/schemas/quotes';
import { quoteViewSchema, todayInTurkey } from '@otousta/shared/schemas/quotes';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.table.js';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { dayFromToday, istanbul, setHours } from '../../test/hours.fixtures.js';
import { testImage } from '../../test/images.js';
import { multipart } from '../../test/multipart.js';
import { quoteRequest } from '../../test/quotes.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { usersServiceOf } from '../../test/users-service.js';
import { createPricesService } from '../prices/prices.service.js';
import { createQuotesService } from './quotes.service.js';
import { quotes } from './quotes.table.js';

const offer = (overrides: Record<string, unknown> = {}) => ({
  priceMin: 1500,
  priceMax: 2250.5,
  duration: '3 saat',
  earliestDate: todayInTurkey(),
  note: 'Balata ve disk kontrolü dahil.',
  ...overrides,
});

describe('quote requests', () => {
  const t = useTestApp();
  const customer = beforeTests(() => createActor(t.app, { firstName: 'Ayşe', lastName: 'Yılmaz' }));
  const otherCustomer = beforeTests(() => createActor(t.app, { firstName: 'Zeynep' }));
  const thirdCustomer = beforeTests(() => createActor(t.app, { firstName: 'Elif' }));
  const brakes = beforeTests(() =>
    createActor(t.app, businessRow('Kaya Fren', { businessSector: ['fren', 'genel'], isVerified: true })),
  );
  const tyres = beforeTests(() =>
    createActor(t.app, businessRow('Demir Fren Lastik', { businessSector: ['fren', 'lastik'] })),
  );
  const elsewhere = beforeTests(() =>
    createActor(t.app, businessRow('Usta Elektrik', { businessSector: ['elektrik'] })),
  );
  const ankara = beforeTests(() =>
    createActor(t.app, businessRow('Ankara Fren', { businessSector: ['fren'], city: 'ankara' })),
  );

  const post = (who: Actor | null, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: who?.auth ?? {} });
  const get = (who: Actor, url: string) => t.app.inject({ method: 'GET', url, headers: who.auth });
  /** The ids a business's panel lists under one state filter (its first 50). */
  const panel = async (who: Actor, state: string) =>
    ((await get(who, `/api/quotes?state=${state}&limit=50`)).json().quotes as QuoteView[]).map((q) => q.id);
  const create = async (payload: Record<string, unknown>) => {
    const res = await post(customer, '/api/quotes', payload);
    expect(res.statusCode, res.body).toBe(201);
    return quoteViewSchema.parse(res.json().quote);
  };
  /** The quotes service built by hand on the test app, with its responsiveness (no figures kept) or booking replaced. */
  const quotesService = (overrides: Partial<Parameters<typeof createQuotesService>[0]>) =>
    createQuotesService({
      db: t.app.database.db,
      users: usersServiceOf(t.app),
      media: t.app.media,
      events: t.app.events,
      prices: createPricesService({ db: t.app.database.db }),
      messages: () => {
        throw new Error('not used');
      },
      bestMatches: () => {
        throw new Error('not used');
      },
      responsiveness: { quotesRequestedInserts: () => [], quoteAnswered: async () => false, refresh: async () => {} },
      garage: {
        vehicleOf: () => {
          throw new Error('not used');
        },
      },
      book: () => {
        throw new Error('not used');
      },
      ...overrides,
    });
  const events = async (type: string) =>
    (await t.app.database.db.select().from(jobs).where(eq(jobs.name, 'domain.event')))
      .map(
        (job) => job.payload as { type: string; recipientIds: string[]; link: string; params: Record<string, string> },
      )
      .filter((event) => event.type === type);

  describe('asking', () => {
    it('sends a request with photos to the chosen businesses and tells each of them', async () => {
      const photo = await testImage();
      const form = multipart({
        fields: { quoteData: JSON.stringify(quoteRequest({ businessIds: [brakes.id, tyres.id] })) },
        files: [{ field: 'photos', filename: 'fren.jpg', contentType: 'image/jpeg', buffer: photo }],
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: form.payload,
        headers: { ...form.headers, ...customer.auth },
      });
      expect(res.statusCode, res.body).toBe(201);
      const quote = quoteViewSchema.parse(res.json().quote);
      expect(quote.status).toBe('open');
      expect(quote.photos).toHaveLength(1);
      expect(quote.photos[0]).toMatch(/^\/uploads\/.+\.webp$/);
      expect(quote.businesses.map((b) => b.id).sort()).toEqual([brakes.id, tyres.id].sort());
      expect(Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)).toBe(7 * 86_400_000);
      const told = (await events('quote.requested')).find((e) => e.link.endsWith(quote.id));
      expect(told?.recipientIds.sort()).toEqual([brakes.id, tyres.id].sort());
    });

    it('without chosen businesses sends to those of the city serving the sector, vehicle type and brand', async () => {
      const quote = await create(quoteRequest());
      expect(quote.businesses.map((b) => b.id).sort()).toEqual([brakes.id, tyres.id].sort());
      // The verified business comes first, as in the listing.
      expect(quote.businesses[0]!.id).toBe(brakes.id);
    });

    it('stores requests sent at once each whole: its own customer, recipients and notice', async () => {
      const senders = [customer, thirdCustomer, customer, thirdCustomer, customer, thirdCustomer];
      const sent = await Promise.all(
        senders.map((who, i) => post(who, '/api/quotes', quoteRequest({ model: `Egea ${i}` }))),
      );
      const views = sent.map((res) => {
        expect(res.statusCode, res.body).toBe(201);
        return quoteViewSchema.parse(res.json().quote);
      });
      expect(new Set(views.map((view) => view.id)).size).toBe(senders.length);
      const told = await events('quote.requested');
      const listed = await panel(tyres, 'new');
      for (const [i, view] of views.entries()) {
        expect(view.model).toBe(`Egea ${i}`);
        expect(view.customer?.id).toBe(senders[i]!.id);
        expect(view.businesses.map((b) => b.id)).toEqual([brakes.id, tyres.id]);
        expect(listed).toContain(view.id);
        const notices = told.filter((event) => event.link === `/teklif-talepleri?talep=${view.id}`);
        expect(notices.map((event) => event.recipientIds.sort())).toEqual([[brakes.id, tyres.id].sort()]);
      }
    });

    it('fails only the request whose write fails when requests are written together', async () => {
      const batches: string[][] = [];
      const users = usersServiceOf(t.app);
      // The first request goes alone, and its write is held until the three others have read their businesses and
      // handed their rows to the write, so that they go together in the next one whatever the machine's speed.
      const later = [customer, otherCustomer, customer];
      let arrived = 0;
      const signal = () => {
        let done = () => {};
        const promise = new Promise<void>((resolve) => {
          done = resolve;
        });
        return { promise, done };
      };
      const firstWriting = signal();
      const othersWaiting = signal();
      const service = quotesService({
        users: {
          ...users,
          publicBusinesses: async (ids) => {
            const cards = await users.publicBusinesses(ids);
            if (++arrived === 1 + later.length) othersWaiting.done();
            return cards;
          },
          summaries: async (ids) => {
            if (batches.length === 1) {
              firstWriting.done();
              await othersWaiting.promise;
              // The last request hands its row to the write in the promise callbacks after its read.
              await new Promise((resolve) => setImmediate(resolve));
            }
            return users.summaries(ids);
          },
        },
        responsiveness: {
          // Fails any statement holding the other customer's request, with a row its table refuses.
          quotesRequestedInserts: (requests) => {
            batches.push(requests.map((r) => r.customerId));
            const refused = requests.some((r) => r.customerId === otherCustomer.id);
            return refused ? [sql`insert into ${quotes} (id) values (null)`] : [];
          },
          quoteAnswered: async () => false,
          refresh: async () => {},
        },
      });
      const as = (who: Actor) => ({ id: who.id, userType: 'musteri' as const, role: 'user' as const });
      const send = (who: Actor, i: number) =>
        service.create(as(who), quoteRequest({ businessIds: [brakes.id], model: `Toplu ${i}` }), []);
      const first = send(customer, 0);
      await firstWriting.promise;
      const settled = await Promise.allSettled([first, ...later.map((who, i) => send(who, i + 1))]);
      expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      // The failing request went in a transaction with others, and each was then written alone.
      expect(batches.some((batch) => batch.length > 1 && batch.includes(otherCustomer.id))).toBe(true);
      const stored = await t.app.database.db
        .select({ model: quotes.model })
        .from(quotes)
        .where(like(quotes.model, 'Toplu %'));
      expect(stored.map((row) => row.model).sort()).toEqual(['Toplu 0', 'Toplu 1', 'Toplu 3']);
    });

    it('answers a stored request once, without its card, when the card cannot be read beside the write', async () => {
      const users = usersServiceOf(t.app);
      const service = quotesService({
        users: {
          ...users,
          summaries: async () => {
            throw new Error('bağlantı koptu');
          },
        },
      });
      const as = { id: customer.id, userType: 'musteri' as const, role: 'user' as const };
      const detail = await service.create(as, quoteRequest({ businessIds: [brakes.id], model: 'Kartsız' }), []);
      expect(detail.customer).toBeUndefined();
      expect(detail.businesses.map((business) => business.id)).toEqual([brakes.id]);
      const stored = await t.app.database.db.select().from(quotes).where(eq(quotes.model, 'Kartsız'));
      expect(stored.map((row) => row.id)).toEqual([detail.row.id]);
    });

    it('refuses with a Turkish 400 when no business matches', async () => {
      const res = await post(customer, '/api/quotes', quoteRequest({ sector: 'klima-tamiri' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('QUOTE_NO_MATCHING_BUSINESSES');
    });

    it('refuses bad input with Turkish messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [quoteRequest({ description: 'Kısa' }), 'Sorunu en az 20 karakterle anlatın.'],
        [quoteRequest({ year: 1800 }), 'Model yılı 1950 ile gelecek yıl arasında olmalıdır.'],
        [quoteRequest({ year: '2019' }), 'Model yılı 1950 ile gelecek yıl arasında olmalıdır.'],
        [quoteRequest({ urgency: 'hemen' }), 'Aciliyet durumunu seçin.'],
        [quoteRequest({ city: 'atlantis' }), 'Geçerli bir şehir seçin.'],
        [
          quoteRequest({ businessIds: [brakes.id, tyres.id, elsewhere.id, ankara.id, customer.id, otherCustomer.id] }),
          'Teklif isteği en fazla 5 işletmeye gönderilebilir.',
        ],
        [
          quoteRequest({ vehicleType: 'motorsiklet', sector: 'klima-tamiri' }),
          'Seçilen çalışma alanı, seçilen araç tiplerinde sunulmuyor.',
        ],
      ];
      for (const [payload, message] of cases) {
        const res = await post(customer, '/api/quotes', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });

    it('takes requests from customers only, and only to businesses', async () => {
      expect((await post(brakes, '/api/quotes', quoteRequest())).json().code).toBe('QUOTE_CUSTOMERS_ONLY');
      expect((await post(null, '/api/quotes', quoteRequest())).statusCode).toBe(401);
      const res = await post(customer, '/api/quotes', quoteRequest({ businessIds: [otherCustomer.id] }));
      expect(res.statusCode).toBe(404);
    });
  });

  describe('seeing', () => {
    it('shows a request only to its customer and the businesses it was sent to', async () => {
      const quote = await create(quoteRequest({ businessIds: [brakes.id] }));
      expect((await get(customer, `/api/quotes/${quote.id}`)).statusCode).toBe(200);
      const asBusiness = await get(brakes, `/api/quotes/${quote.id}`);
      expect(asBusiness.statusCode).toBe(200);
      // The business sees the customer's first name and initial only.
      expect(asBusiness.json().quote.customer.lastName).toBe('Y.');
      expect((await get(tyres, `/api/quotes/${quote.id}`)).statusCode).toBe(403);
      expect((await get(otherCustomer, `/api/quotes/${quote.id}`)).statusCode).toBe(403);
      expect((await get(otherCustomer, '/api/quotes/yok')).statusCode).toBe(404);
    });

    it('shows the customer every offer and a business only its own', async () => {
      const quote = await create(quoteRequest({ businessIds: [brakes.id, tyres.id] }));
      await post(brakes, `/api/quotes/${quote.id}/offers`, offer());
      await post(tyres, `/api/quotes/${quote.id}/offers`, offer({ priceMin: 1200, priceMax: 1200 }));
      const mine = (await get(customer, `/api/quotes/${quote.id}`)).json().quote as QuoteView;
      expect(mine.offers).toHaveLength(2);
      const theirs = (await get(tyres, `/api/quotes/${quote.id}`)).json().quote as QuoteView;
      expect(theirs.offers.map((o) => o.business.id)).toEqual([tyres.id]);
      expect(theirs.businesses.map((b) => b.id)).toEqual([tyres.id]);
      expect(theirs.state).toBe('offered');
      // The panel shows the request as its own page does: the customer, the business's own offer and nobody else's.
      const panel = (await get(tyres, '/api/quotes?limit=50')).json().quotes as QuoteView[];
      expect(panel.find((q) => q.id === quote.id)).toEqual(theirs);
    });

    it("gives each offer its distance from the request's district to the business's map pin", async () => {
      // Elsewhere and unpinned, so no matched request of this file ever reaches it.
      const unpinned = await createActor(
        t.app,
        businessRow('Konumsuz Boya', {
          city: 'bayburt',
          businessSector: ['boyama'],
          businessLatitude: null,
          businessLongitude: null,
        }),
      );
      const distances = async (quoteId: string) => {
        const seen = (await get(customer, `/api/quotes/${quoteId}`)).json().quote as QuoteView;
        return Object.fromEntries(seen.offers.map((o) => [o.business.id, o.distanceKm]));
      };
      const quote = await create(quoteRequest({ businessIds: [brakes.id, unpinned.id] }));
      await post(brakes, `/api/quotes/${quote.id}/offers`, offer());
      await post(unpinned, `/api/quotes/${quote.id}/offers`, offer());
      // Karşıyaka's centre (38.4678, 27.1150) to the pin in Konak (38.4237, 27.1428), to 10 m.
      expect(await distances(quote.id)).toEqual({ [brakes.id]: 5.47, [unpinned.id]: null });
      // A district the gazetteer does not know: measured from İzmir's centre (38.4127, 27.1384).
      const vague = await create(quoteRequest({ businessIds: [brakes.id], district: 'Sanayi Sitesi' }));
      await post(brakes, `/api/quotes/${vague.id}/offers`, offer());
      expect(await distances(vague.id)).toEqual({ [brakes.id]: 1.28 });
      // The business sees the same figure on its own offer.
      const theirs = (await get(brakes, `/api/quotes/${quote.id}`)).json().quote as QuoteView;
      expect(theirs.offers[0]!.distanceKm).toBe(5.47);
    });

    it("lists a customer's own requests and a business's incoming ones with the panel's filters", async () => {
      const listed = await get(customer, '/api/quotes?limit=50');
      expect(listed.statusCode).toBe(200);
      const own = listed.json().quotes as QuoteView[];
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((q) => q.customer.id === customer.id)).toBe(true);
      const fresh = await create(quoteRequest({ businessIds: [ankara.id], urgency: 'acil' }));
      const incoming = (await get(ankara, '/api/quotes?state=new&urgency=acil')).json().quotes as QuoteView[];
      expect(incoming.map((q) => q.id)).toContain(fresh.id);
      await post(ankara, `/api/quotes/${fresh.id}/offers`, offer());
      expect(
        ((await get(ankara, '/api/quotes?state=new')).json().quotes as QuoteView[]).map((q) => q.id),
      ).not.toContain(fresh.id);
      expect(
        ((await get(ankara, '/api/quotes?state=offered')).json().quotes as QuoteView[]).map((q) => q.id),
      ).toContain(fresh.id);
      const all = (await get(ankara, '/api/quotes?limit=1')).json() as {
        quotes: QuoteView[];
        pagination: { total: number };
      };
      expect(all.quotes.map((q) => q.id)).toEqual([fresh.id]);
      expect(all.pagination.total).toBe(1);
      // A page past the last one is empty and still tells how many there are.
      const past = (await get(ankara, '/api/quotes?page=5&limit=1')).json() as typeof all;
      expect(past.quotes).toEqual([]);
      expect(past.pagination.total).toBe(1);
      const offered = (await get(ankara, '/api/quotes?state=offered&urgency=acil&page=1&limit=5')).json() as typeof all;
      expect(offered.pagination.total).toBe(1);
      const pastOffered = (await get(ankara, '/api/quotes?state=offered&urgency=acil&page=3&limit=5')).json();
      expect(pastOffered).toMatchObject({ quotes: [], pagination: { total: 1 } });
      expect((await get(otherCustomer, '/api/quotes')).json().quotes).toEqual([]);
      expect((await get(ankara, '/api/quotes?state=kazanilan')).statusCode).toBe(400);
    });
  });

  describe('offering', () => {
    it('lets only an addressed business offer, once, editable while the request is open', async () => {
      const quote = await create(quoteRequest({ businessIds: [brakes.id] }));
      const url = `/api/quotes/${quote.id}/offers`;
      expect((await post(tyres, url, offer())).json().code).toBe('QUOTE_NOT_ADDRESSED');
      expect((await post(customer, url, offer())).statusCode).toBe(403);
      const first = await post(brakes, url, offer());
      expect(first.statusCode, first.body).toBe(201);
      const edited = await post(brakes, url, offer({ priceMin: 1800, priceMax: 1900, duration: '1 gün' }));
      expect(edited.statusCode).toBe(200);
      const offers = (await get(customer, `/api/quotes/${quote.id}`)).json().quote.offers as QuoteView['offers'];
      expect(offers).toHaveLength(1);
      expect(offers[0]).toMatchObject({ priceMin: 1800, priceMax: 1900, duration: '1 gün', status: 'pending' });
      const told = (await events('quote.offered')).filter((e) => e.link.endsWith(quote.id));
      expect(told).toHaveLength(1);
      expect(told[0]!.recipientIds).toEqual([customer.id]);
    });

    it('refuses a bad offer with Turkish messages', async () => {
      const quote = await create(quoteRequest({ businessIds: [brakes.id] }));
      const url = `/api/quotes/${quote.id}/offers`;
      const cases: [Record<string, unknown>, string][] = [
        [offer({ priceMin: 3000, priceMax: 2000 }), 'En düşük fiyat en yüksek fiyattan büyük olamaz.'],
        [offer({ priceMin: 10.001 }), 'Fiyatı 1 ile 1.000.000 TL arasında, en fazla iki ondalıkla girin.'],
        [offer({ priceMax: 1e308 }), 'Fiyatı 1 ile 1.000.000 TL arasında, en fazla iki ondalıkla girin.'],
        [offer({ earliestDate: '2020-01-01' }), 'En erken tarih bugün ile 90 gün sonrası arasında olmalıdır.'],
        [offer({ earliestDate: '2026-02-30' }), 'En erken tarih bugün ile 90 gün sonrası arasında olmalıdır.'],
        [offer({ duration: ' ' }), 'Tahmini süreyi yazın (ör. 2 saat, 3 gün).'],
      ];
      for (const [payload, message] of cases) {
        const res = await post(brakes, url, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });
  });

  describe('accepting and cancelling', () => {
    it('books an appointment at the chosen slot when the business keeps hours, for the business to confirm', async () => {
      await setHours(t.app, tyres);
      const day = dayFromToday(2);
      const quote = await create(quoteRequest({ businessIds: [tyres.id] }));
      const offerId = (await post(tyres, `/api/quotes/${quote.id}/offers`, offer({ earliestDate: day }))).json().quote
        .offers[0].id as string;
      const accepted = await post(customer, `/api/quotes/${quote.id}/offers/${offerId}/accept`, {
        startsAt: istanbul(day, '09:00'),
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const { appointmentId } = accepted.json() as { appointmentId: string | null };
      expect(appointmentId).toEqual(expect.any(String));
      const mine = (await get(customer, '/api/appointments')).json() as {
        appointments: { id: string; status: string; service: string; startsAt: string }[];
      };
      const booked = mine.appointments.find((a) => a.id === appointmentId);
      expect(booked).toMatchObject({ status: 'requested', service: 'Fren: Fiat Egea 2019' });
      expect(Date.parse(booked!.startsAt)).toBe(Date.parse(istanbul(day, '09:00')));
    });

    it('lets only the customer accept; the request closes, the others are told and offers can no longer change', async () => {
      const quote = await create(quoteRequest({ businessIds: [brakes.id, tyres.id] }));
      const a = (await post(brakes, `/api/quotes/${quote.id}/offers`, offer())).json().quote.offers[0].id as string;
      await post(tyres, `/api/quotes/${quote.id}/offers`, offer({ priceMin: 900, priceMax: 1000 }));
      const url = `/api/quotes/${quote.id}/offers/${a}/accept`;
      expect((await post(brakes, url, { later: true })).json().code).toBe('QUOTE_OWNER_ONLY');
      expect((await post(otherCustomer, url, { later: true })).statusCode).toBe(403);
      expect((await post(customer, `/api/quotes/${quote.id}/offers/yok/accept`, { later: true })).statusCode).toBe(404);
      const accepted = await post(customer, url, { later: true });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const body = accepted.json() as { quote: QuoteView; appointmentId: string | null };
      expect(body.appointmentId).toBeNull();
      expect(body.quote.status).toBe('accepted');
      expect(body.quote.acceptedOfferId).toBe(a);
      expect(Object.fromEntries(body.quote.offers.map((o) => [o.business.id, o.status]))).toEqual({
        [brakes.id]: 'accepted',
        [tyres.id]: 'declined',
      });
      const told = (await events('quote.accepted')).filter((e) => e.link.endsWith(quote.id));
      expect(told.find((e) => e.params.outcome === 'accepted')?.recipientIds).toEqual([brakes.id]);
      expect(told.find((e) => e.params.outcome === 'declined')?.recipientIds).toEqual([tyres.id]);
      expect((await post(brakes, `/api/quotes/${quote.id}/offers`, offer())).json().code).toBe('QUOTE_NOT_OPEN');
      expect((await post(customer, url, { later: true })).statusCode).toBe(409);
      expect((await post(customer, `/api/quotes/${quote.id}/cancel`)).statusCode).toBe(409);
      expect((await get(brakes, `/api/quotes/${quote.id}`)).json().quote.state).toBe('won');
      expect((await get(tyres, `/api/quotes/${quote.id}`)).json().quote.state).toBe('closed');
      // Each business's panel filters follow the accept.
      expect(await panel(brakes, 'won')).toContain(quote.id);
      expect(await panel(brakes, 'offered')).not.toContain(quote.id);
      expect(await panel(tyres, 'closed')).toContain(quote.id);
      expect(await panel(tyres, 'offered')).not.toContain(quote.id);
    });

    it('lets only the customer cancel an open request; then nobody may offer', async () => {
      const quote = await create(quoteRequest({ businessIds: [brakes.id] }));
      expect((await post(brakes, `/api/quotes/${quote.id}/cancel`)).statusCode).toBe(403);
      expect((await post(otherCustomer, `/api/quotes/${quote.id}/cancel`)).statusCode).toBe(403);
      expect(await panel(brakes, 'new')).toContain(quote.id);
      const cancelled = await post(customer, `/api/quotes/${quote.id}/cancel`);
      expect(cancelled.json().quote.status).toBe('cancelled');
      expect((await post(brakes, `/api/quotes/${quote.id}/offers`, offer())).statusCode).toBe(409);
      expect(await panel(brakes, 'new')).not.toContain(quote.id);
      expect(await panel(brakes, 'closed')).toContain(quote.id);
    });

    it('reads a request as expired 7 days after it was sent', async () => {
      const quote = await create(quoteRequest({ businessIds: [brakes.id] }));
      await t.app.database.db
        .update(quotes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(quotes.id, quote.id));
      expect((await get(customer, `/api/quotes/${quote.id}`)).json().quote.status).toBe('expired');
      expect((await post(brakes, `/api/quotes/${quote.id}/offers`, offer())).statusCode).toBe(409);
      const expired = (await get(customer, '/api/quotes?status=expired')).json().quotes as QuoteView[];
      expect(expired.map((q) => q.id)).toContain(quote.id);
      const open = (await get(customer, '/api/quotes?status=open&limit=50')).json().quotes as QuoteView[];
      expect(open.map((q) => q.id)).not.toContain(quote.id);
    });

    it('books the appointment in the accepting transaction when booking is wired, and returns its id', async () => {
      const booked: unknown[] = [];
      const service = quotesService({
        book: async (input) => {
          booked.push(input);
          return { id: 'randevu-1' };
        },
      });
      const actor = { id: customer.id, userType: 'musteri' as const, role: 'user' as const };
      const quote = await service.create(actor, quoteRequest({ businessIds: [brakes.id] }), []);
      const business = { id: brakes.id, userType: 'isletme' as const, role: 'user' as const };
      const { quote: offered } = await service.offer(business, quote.row.id, offer({ earliestDate: todayInTurkey() }));
      const startsAt = new Date(istanbul(dayFromToday(1), '10:00'));
      const result = await service.accept(actor, quote.row.id, offered.offers[0]!.row.id, { startsAt });
      expect(result.appointmentId).toBe('randevu-1');
      expect(booked[0]).toMatchObject({
        customerId: customer.id,
        businessId: brakes.id,
        quoteId: quote.row.id,
        startsAt,
        priceMinKurus: 150_000,
        priceMaxKurus: 225_050,
      });
      const [row] = await t.app.database.db
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, quote.row.id)));
      expect(row!.appointmentId).toBe('randevu-1');
    });
  });

  describe('asking in the chat', () => {
    it('lets an addressed business ask the customer in their conversation, and nobody else', async () => {
      const quote = await create(quoteRequest({ businessIds: [tyres.id] }));
      const url = `/api/quotes/${quote.id}/question`;
      expect((await post(brakes, url, { content: 'Hangi tekerlek?' })).statusCode).toBe(403);
      const asked = await post(tyres, url, { content: 'Sağ ön tekerlek mi?' });
      expect(asked.statusCode, asked.body).toBe(201);
      const conversation = await get(customer, `/api/messages/conversations/${asked.json().conversationId}`);
      expect(conversation.statusCode).toBe(200);
      expect(conversation.json().messages.at(-1).content).toBe(
        'Teklif isteğiniz (Fiat Egea 2019, Fren) hakkında: Sağ ön tekerlek mi?',
      );
      expect((await post(tyres, url, { content: '' })).statusCode).toBe(400);
    });
  });
});
