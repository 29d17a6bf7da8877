import { randomUUID } from 'node:crypto';
import { conversationContextResponseSchema } from '@otousta/shared/schemas/conversation-context';
import { type Conversation, conversationListSchema } from '@otousta/shared/schemas/messages';
import { quoteViewSchema } from '@otousta/shared/schemas/quotes';
import { describe, expect, it } from 'vitest';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { addVehicle } from '../../test/garage.fixtures.js';
import { dayFromToday, istanbul, setHours } from '../../test/hours.fixtures.js';
import { quoteRequest } from '../../test/quotes.fixtures.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * A conversation between a customer and a business carries what they deal about (docs/product.md §7 'Messages'): the
 * appointment an accepted offer booked, with its plate and price range, and the request it came from.
 */
describe('the context of a conversation', () => {
  const t = useTestApp();
  const business = beforeTests(async () => {
    const actor = await createActor(t.app, businessRow('Kaya Fren', { businessSector: ['fren'] }));
    await setHours(t.app, actor);
    return actor;
  });
  // Two customers of the same name: the business tells them apart by their vehicles.
  const corolla = beforeTests(() => createActor(t.app, { firstName: 'Ahmet', lastName: 'Yılmaz' }));
  const clio = beforeTests(() => createActor(t.app, { firstName: 'Ahmet', lastName: 'Yılmaz' }));
  const outsider = beforeTests(() => createActor(t.app, { firstName: 'Zeynep', lastName: 'Ak' }));

  const call = (who: Actor, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: who.auth });
  const ok = async (who: Actor, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const conversationOf = async (customer: Actor) =>
    (await ok(customer, 'POST', '/api/messages', { receiverId: business.id, content: 'Merhaba, aracım hakkında.' }))
      .conversationId as string;
  const contextOf = async (who: Actor, conversationId: string) =>
    conversationContextResponseSchema
      .strict()
      .parse(await ok(who, 'GET', `/api/messages/conversations/${conversationId}/context`)).context;

  /** A request to the business, its offer (1.500–2.250,50 TL), and the customer's accept at `time` tomorrow. */
  async function booked(customer: Actor, request: Record<string, unknown>, time = '10:00') {
    const quote = quoteViewSchema.parse(
      (await ok(customer, 'POST', '/api/quotes', quoteRequest({ businessIds: [business.id], ...request }))).quote,
    );
    const offered = await ok(business, 'POST', `/api/quotes/${quote.id}/offers`, {
      priceMin: 1500,
      priceMax: 2250.5,
      duration: '3 saat',
      earliestDate: dayFromToday(1),
    });
    const offerId = offered.quote.offers[0].id as string;
    const accepted = await ok(customer, 'POST', `/api/quotes/${quote.id}/offers/${offerId}/accept`, {
      startsAt: istanbul(dayFromToday(1), time),
    });
    return { quoteId: quote.id, appointmentId: accepted.appointmentId as string };
  }

  const deal = beforeTests(async () => {
    const vehicle = await addVehicle(t.app, corolla, {
      plate: '34 ABC 123',
      brand: 'toyota',
      model: 'Corolla',
      year: 2018,
    });
    return { ...(await booked(corolla, { vehicleId: vehicle.id })), conversationId: await conversationOf(corolla) };
  });

  it('shows both participants the appointment made from the quote, with its plate and price range', async () => {
    const { quoteId, appointmentId, conversationId } = deal;
    for (const who of [corolla, business]) {
      const context = await contextOf(who, conversationId);
      expect(context.appointments).toEqual([
        expect.objectContaining({
          id: appointmentId,
          status: 'requested',
          plate: '34ABC123',
          priceMin: 1500,
          priceMax: 2250.5,
          finalPrice: null,
          quoteId,
        }),
      ]);
      expect(context.quotes).toEqual([
        expect.objectContaining({
          id: quoteId,
          status: 'accepted',
          sector: 'Fren',
          vehicle: { plate: '34ABC123', brand: 'Toyota', model: 'Corolla', year: 2018 },
          offer: { priceMin: 1500, priceMax: 2250.5, status: 'accepted' },
        }),
      ]);
    }
  });

  it('is refused to anybody else, and a conversation that does not exist is not found', async () => {
    const refused = await call(outsider, 'GET', `/api/messages/conversations/${deal.conversationId}/context`);
    expect(refused.statusCode).toBe(403);
    const missing = await call(corolla, 'GET', `/api/messages/conversations/${randomUUID()}/context`);
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/messages/conversations/${deal.conversationId}/context`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is empty between two people who are not a customer and a business', async () => {
    const { conversationId } = await ok(outsider, 'POST', '/api/messages', {
      receiverId: corolla.id,
      content: 'Merhaba',
    });
    expect(await contextOf(corolla, conversationId)).toEqual({ appointments: [], quotes: [] });
  });

  it("tells two customers of the same name apart in the business's list by their vehicles", async () => {
    await booked(clio, { vehicleType: 'araba', brand: 'renault', model: 'Clio', year: 2016 }, '11:00');
    await conversationOf(clio);
    const list = conversationListSchema.parse(await ok(business, 'GET', '/api/messages/conversations')).conversations;
    const hintOf = (customer: Actor) =>
      list.find((c: Conversation) => c.participants.some((p) => p.id === customer.id))?.partnerHint;
    expect(hintOf(corolla)).toBe('34 ABC 123 Corolla · Fren');
    expect(hintOf(clio)).toBe('Renault Clio 2016 · Fren');
    // The customer has one 'Kaya Fren': nothing to tell apart.
    const own = conversationListSchema.parse(await ok(corolla, 'GET', '/api/messages/conversations')).conversations;
    expect(own.every((c) => c.partnerHint === undefined)).toBe(true);
  });
});
