import { dayText } from '@otousta/shared/hours/clock-text';
import { errorMessages } from '@otousta/shared/messages/tr';
import { findCity } from '@otousta/shared/options/cities';
import { sectors } from '@otousta/shared/options/vehicles';
import type { ContextQuote } from '@otousta/shared/schemas/conversation-context';
import { brandLabel } from '@otousta/shared/schemas/garage';
import type { ListingFilters } from '@otousta/shared/schemas/listing';
import type { PriceEstimate, PriceGroup } from '@otousta/shared/schemas/prices';
import {
  type CreateQuote,
  createQuoteSchema,
  type OfferInput,
  QUOTE_LIMITS,
  type QuoteListQuery,
  type QuoteState,
  type QuoteStatus,
  quoteVehicleIssue,
} from '@otousta/shared/schemas/quotes';
import type { PublicUser } from '@otousta/shared/schemas/user';
import { formatPriceRange } from '@otousta/shared/text/price';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Tx } from '../../db/client.js';
import { groupCommit } from '../../db/group-commit.js';
import { withSavedImages } from '../../media/media.cleanup.js';
import type { Media, UploadFile } from '../../media/media.plugin.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { Events } from '../../platform/events.js';
import type { AuthUser } from '../../platform/identity.js';
import { toKurus, toLira } from '../../platform/money.js';
import { parseInput } from '../../platform/parse-input.js';
import type { GarageService } from '../garage/garage.service.js';
import { distanceKm, findDistrict } from '../geo/geo.service.js';
import type { MessagesService } from '../messages/messages.service.js';
import { groupKey, type PricesService } from '../prices/prices.service.js';
import type { ResponsivenessService } from '../responsiveness/responsiveness.service.js';
import {
  type BusinessCard,
  businessCardFromColumn,
  nameFromColumn,
  type PersonName,
  type UserSummary,
  type UsersService,
} from '../users/users.service.js';
import { createQuotesRepository, type NewQuote } from './quotes.repository.js';
import type { QuoteOfferRow, QuoteRow } from './quotes.table.js';

/**
 * The appointment an accepted offer asks for: the slot the customer chose, the request's service and vehicle and the
 * offer's price range (kuruş), for its customer at its business.
 */
export interface OfferBooking {
  customerId: string;
  businessId: string;
  startsAt: Date;
  service: string;
  quoteId: string;
  vehicleId?: string | null;
  plate?: string | null;
  priceMinKurus: number;
  priceMaxKurus: number;
  note?: string;
}

/**
 * Books the appointment an accepted offer leads to, inside the accepting transaction (the appointments module's
 * service, wired in services.ts); it throws when the slot is refused, which undoes the accept.
 */
export type BookAppointment = (input: OfferBooking, tx: Tx) => Promise<{ id: string }>;

/** How the customer accepts: at one of the business's free slots, or with the time left to agree with the business. */
export type AcceptChoice = { startsAt: Date; later?: undefined } | { startsAt?: undefined; later: true };

/** A request with everything its answers show, already narrowed to what the viewer may see. */
export interface QuoteDetail {
  row: QuoteRow;
  status: QuoteStatus;
  state: QuoteState | null;
  customer: PersonName | undefined;
  businesses: BusinessCard[];
  offers: { row: QuoteOfferRow; business: BusinessCard; distanceKm: number | null }[];
  /** The usual price of such a job (its sector, vehicle type and city), when there are enough to tell. */
  estimate: PriceEstimate | null;
}

/** What a caller of `details` has already read, so it is not read again. */
interface DetailReads {
  recipients?: { quoteId: string; businessId: string }[];
  offers?: QuoteOfferRow[];
  customers?: Map<string, PersonName>;
  businesses?: Map<string, BusinessCard>;
}

/** The vehicle a request is written with: a garage vehicle's (with its id and plate) or the one the form named. */
interface QuoteVehicle {
  vehicleId: string | null;
  plate: string | null;
  vehicleType: string;
  brand: string;
  model: string;
  year: number;
}

export interface QuoteList {
  quotes: QuoteDetail[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

const DAY_MS = 86_400_000;

export const effectiveStatus = (row: QuoteRow, now = new Date()): QuoteStatus =>
  row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status;

function stateFor(status: QuoteStatus, own: QuoteOfferRow | undefined): QuoteState {
  if (own?.status === 'accepted') return 'won';
  if (status !== 'open') return 'closed';
  return own ? 'offered' : 'new';
}

const sectorLabel = (value: string) => sectors.find((s) => s.value === value)?.label ?? value;
/** The vehicle as people write it: 'Lada Niva 2018', not the brand's key. */
const vehicleText = (row: Pick<QuoteRow, 'vehicleType' | 'brand' | 'model' | 'year'>) =>
  `${brandLabel(row.vehicleType, row.brand)} ${row.model} ${row.year}`;

/**
 * From the request's district centre (its province's when the gazetteer does not know the district as typed) to the
 * business's map pin, to 10 m as the listing gives it; null for a business without a pin.
 */
function distanceFrom(row: QuoteRow, business: BusinessCard): number | null {
  const place = findDistrict(row.city, row.district) ?? findCity(row.city);
  const { businessLatitude: lat, businessLongitude: lng } = business;
  if (!place || lat === null || lng === null) return null;
  return Math.round(distanceKm(place.lat, place.lng, lat, lng) * 100) / 100;
}

/** The fair-price group of a request: its sector, vehicle type and city. */
const priceGroup = (row: QuoteRow): PriceGroup => ({
  sector: row.sector,
  vehicleType: row.vehicleType,
  city: row.city,
});

export function createQuotesService(deps: {
  db: Db;
  users: Pick<UsersService, 'summary' | 'summaries' | 'publicBusinesses'>;
  /** The listing's first businesses for these filters, in its recommended order (the discovery module's). */
  bestMatches: (filters: ListingFilters, limit: number) => Promise<PublicUser[]>;
  media: Pick<Media, 'saveImages' | 'deleteImage'>;
  events: Events;
  messages: () => Pick<MessagesService, 'send'>;
  responsiveness: Pick<ResponsivenessService, 'quotesRequestedInserts' | 'quoteAnswered' | 'refresh'>;
  /** The caller's own garage vehicle a request names (404 for anybody else's). */
  garage: Pick<GarageService, 'vehicleOf'>;
  book: BookAppointment;
  /** Fair prices: read for requests with offers, fed by each accepted offer. */
  prices: Pick<PricesService, 'estimates' | 'offerAccepted'>;
}) {
  const { users } = deps;
  const quotes = createQuotesRepository(deps.db);

  /**
   * The views of these requests for the viewer: the customer sees every offer, a business only its own. What the
   * caller has already read comes in `read` (a business's panel page brings its customers, offers and own card; a new
   * request knows its recipients and has no offer yet); the rest is looked up here.
   */
  async function details(rows: QuoteRow[], viewer: AuthUser, read: DetailReads = {}): Promise<QuoteDetail[]> {
    const ids = rows.map((row) => row.id);
    const asBusiness = viewer.userType === 'isletme';
    const [recipients, offers, customers, known] = await Promise.all([
      read.recipients ?? (asBusiness ? [] : quotes.recipientsOf(ids)),
      read.offers ?? quotes.offersOf(ids, asBusiness ? viewer.id : undefined),
      read.customers ?? users.summaries(rows.map((row) => row.customerId)),
      // A business sees itself on each request; recipients known beforehand are looked up beside the rest.
      read.businesses ??
        (asBusiness
          ? users.publicBusinesses([viewer.id])
          : read.recipients && users.publicBusinesses(read.recipients.map((r) => r.businessId))),
    ]);
    const businesses = known ?? (await users.publicBusinesses(recipients.map((r) => r.businessId)));
    // Only requests with an offer show where the offer stands against the usual price.
    const offered = rows.filter((row) => offers.some((offer) => offer.quoteId === row.id));
    const estimates = offered.length > 0 ? await deps.prices.estimates(offered.map(priceGroup)) : new Map();
    return rows.map((row) => {
      const status = effectiveStatus(row);
      const own = offers.filter((offer) => offer.quoteId === row.id);
      const addressed = asBusiness
        ? [viewer.id]
        : recipients.filter((r) => r.quoteId === row.id).map((r) => r.businessId);
      return {
        row,
        status,
        state: asBusiness ? stateFor(status, own[0]) : null,
        customer: customers.get(row.customerId),
        businesses: addressed.flatMap((id) => businesses.get(id) ?? []),
        offers: own.flatMap((offer) => {
          const business = businesses.get(offer.businessId);
          return business ? [{ row: offer, business, distanceKm: distanceFrom(row, business) }] : [];
        }),
        estimate: estimates.get(groupKey(priceGroup(row))) ?? null,
      };
    });
  }

  async function detail(row: QuoteRow, viewer: AuthUser): Promise<QuoteDetail> {
    return (await details([row], viewer))[0]!;
  }

  /** The request, when the actor takes part in it: its customer or an addressed business (403 for anybody else). */
  async function participantView(actor: AuthUser, id: string): Promise<QuoteRow> {
    const row = await quotes.find(id);
    if (!row) throw notFound('QUOTE_NOT_FOUND');
    if (row.customerId === actor.id) return row;
    if (await quotes.isRecipient(id, actor.id)) return row;
    throw forbidden('FORBIDDEN');
  }

  /** The customer's own request (403 QUOTE_OWNER_ONLY for an addressed business or anybody else). */
  async function ownRequest(actor: AuthUser, id: string): Promise<QuoteRow> {
    const row = await quotes.find(id);
    if (!row) throw notFound('QUOTE_NOT_FOUND');
    if (row.customerId !== actor.id) throw forbidden('QUOTE_OWNER_ONLY');
    return row;
  }

  /**
   * The chosen businesses (all public businesses, not the customer) or the best matches of the request, with their
   * public cards, in the order the request lists them.
   */
  async function addressees(
    actor: AuthUser,
    input: Omit<CreateQuote, keyof QuoteVehicle> & QuoteVehicle,
  ): Promise<PublicUser[]> {
    if (input.businessIds) {
      const ids = [...new Set(input.businessIds)];
      const cards = await users.publicBusinesses(ids);
      if (ids.some((id) => !cards.has(id) || id === actor.id)) throw notFound('BUSINESS_NOT_FOUND');
      return ids.map((id) => cards.get(id)!);
    }
    const matches = await deps.bestMatches(
      { city: input.city, vehicleType: input.vehicleType, sector: input.sector, brand: input.brand },
      QUOTE_LIMITS.businessesMax,
    );
    if (matches.length === 0) throw badRequest('QUOTE_NO_MATCHING_BUSINESSES');
    return matches;
  }

  /**
   * Stores requests with their recipients, response-time samples and notifications, many in one statement when they
   * arrive together (groupCommit, db/one-statement.ts); answers each stored request with its customer's card.
   */
  const store = groupCommit(async (requests: readonly NewQuote[]) => {
    const also = [
      ...deps.responsiveness.quotesRequestedInserts(
        requests.map(({ quote, businessIds }) => ({
          quoteId: quote.id,
          customerId: quote.customerId,
          businessIds,
          at: quote.createdAt,
        })),
      ),
      deps.events.insertOf(
        requests.map(({ quote, businessIds }) => ({
          type: 'quote.requested',
          recipientIds: [...businessIds],
          actorId: quote.customerId,
          link: `/teklif-talepleri?talep=${quote.id}`,
          params: { sector: sectorLabel(quote.sector), city: quote.city, vehicle: vehicleText(quote) },
          key: quote.id,
        })),
      ),
    ].filter((insert) => insert !== null);
    // The customers' cards are read beside the write, on another connection. They only go with the answer: a batch
    // whose cards could not be read is answered without them, not written again as a failed batch would be.
    const [written, customers] = await Promise.allSettled([
      quotes.insert(requests, also),
      users.summaries(requests.map(({ quote }) => quote.customerId)),
    ]);
    if (written.status === 'rejected') throw written.reason;
    deps.events.emitted();
    const cards = customers.status === 'fulfilled' ? customers.value : new Map<string, UserSummary>();
    return written.value.map((row) => ({ row, customer: cards.get(row.customerId) }));
  });

  /**
   * The request's vehicle: the caller's own garage vehicle when it names one (its plate, type, brand, model and year
   * win over what the form sent), else the fields as sent. The sector must serve the vehicle's type.
   */
  async function vehicleOf(actor: AuthUser, input: CreateQuote): Promise<QuoteVehicle> {
    const garageVehicle = input.vehicleId ? await deps.garage.vehicleOf(actor, input.vehicleId) : undefined;
    const vehicle: QuoteVehicle = garageVehicle
      ? {
          vehicleId: garageVehicle.id,
          plate: garageVehicle.plate,
          vehicleType: garageVehicle.vehicleType,
          brand: garageVehicle.brand,
          model: garageVehicle.model,
          year: garageVehicle.year,
        }
      : {
          vehicleId: null,
          plate: null,
          // The schema requires these four without a vehicleId.
          vehicleType: input.vehicleType!,
          brand: input.brand!,
          model: input.model!,
          year: input.year!,
        };
    const issue = quoteVehicleIssue(vehicle.vehicleType, input.sector, vehicle.brand);
    if (issue) throw badRequest(issue.code, undefined, { [issue.field]: errorMessages[issue.code] });
    return vehicle;
  }

  async function forget(urls: readonly string[]) {
    await Promise.allSettled(urls.map((url) => deps.media.deleteImage(url)));
  }

  return {
    /** docs/product.md §10: a customer asks one business (from its page) or up to 5 matching ones for a quote. */
    async create(actor: AuthUser, body: unknown, files: readonly UploadFile[]): Promise<QuoteDetail> {
      if (actor.userType !== 'musteri') throw forbidden('QUOTE_CUSTOMERS_ONLY');
      const sent = parseInput(createQuoteSchema, body);
      const input = { ...sent, ...(await vehicleOf(actor, sent)) };
      const businesses = await addressees(actor, input);
      const businessIds = businesses.map((business) => business.id);
      const now = new Date();
      const id = uuidv7();
      const { row, customer } = await withSavedImages(deps.media, files, forget, (photos) =>
        store({
          quote: {
            id,
            customerId: actor.id,
            vehicleId: input.vehicleId,
            plate: input.plate,
            vehicleType: input.vehicleType,
            brand: input.brand,
            model: input.model,
            year: input.year,
            sector: input.sector,
            city: input.city,
            district: input.district,
            description: input.description,
            urgency: input.urgency,
            photos,
            createdAt: now,
            expiresAt: new Date(now.getTime() + QUOTE_LIMITS.openDays * DAY_MS),
          },
          businessIds,
        }),
      );
      // Just written: its recipients are known and no business has offered yet.
      const recipients = businessIds.map((businessId) => ({ quoteId: id, businessId }));
      const cards = new Map(businesses.map((business) => [business.id, business]));
      const customers = new Map(customer ? [[customer.id, customer]] : []);
      const [view] = await details([row], actor, { recipients, offers: [], businesses: cards, customers });
      return view!;
    },

    async list(actor: AuthUser, query: QuoteListQuery): Promise<QuoteList> {
      const paging = { offset: (query.page - 1) * query.limit, limit: query.limit };
      const pagination = (total: number) => ({
        page: query.page,
        limit: query.limit,
        total,
        pages: Math.ceil(total / query.limit),
      });
      if (actor.userType === 'isletme') {
        const { rows, total } = await quotes.pageForBusiness(actor.id, query, paging);
        const customers = new Map<string, PersonName>();
        const businesses = new Map<string, BusinessCard>();
        for (const row of rows) {
          const customer = nameFromColumn(row.customer);
          if (customer) customers.set(customer.id, customer);
          const business = businessCardFromColumn(row.business);
          if (business) businesses.set(business.id, business);
        }
        const offers = rows.flatMap((row) => (row.offer ? [row.offer] : []));
        const views = await details(
          rows.map((row) => row.quote),
          actor,
          { customers, offers, businesses },
        );
        return { quotes: views, pagination: pagination(total) };
      }
      const { rows, total } = await quotes.pageForCustomer(actor.id, query.status, paging);
      return { quotes: await details(rows, actor), pagination: pagination(total) };
    },

    async get(actor: AuthUser, id: string): Promise<QuoteDetail> {
      return detail(await participantView(actor, id), actor);
    },

    /**
     * An addressed business's one offer; sending again edits it while the request is open (it is closed once an
     * offer is accepted). The request row is locked, so an offer and an accept never cross.
     */
    async offer(actor: AuthUser, id: string, input: OfferInput & { priceMin: number; priceMax: number }) {
      const now = new Date();
      const result = await quotes.transaction(async (tx) => {
        const row = await quotes.find(id, tx, true);
        if (!row) throw notFound('QUOTE_NOT_FOUND');
        if (!(await quotes.isRecipient(id, actor.id, tx))) throw forbidden('QUOTE_NOT_ADDRESSED');
        if (effectiveStatus(row, now) !== 'open') throw conflict('QUOTE_NOT_OPEN');
        const saved = await quotes.upsertOffer(tx, {
          id: uuidv7(),
          quoteId: id,
          businessId: actor.id,
          priceMinKurus: toKurus(input.priceMin),
          priceMaxKurus: toKurus(input.priceMax),
          duration: input.duration,
          earliestDate: input.earliestDate,
          note: input.note || null,
        });
        const answered = await deps.responsiveness.quoteAnswered(tx, { quoteId: id, businessId: actor.id, at: now });
        if (saved.created) {
          await deps.events.emit(
            {
              type: 'quote.offered',
              recipientIds: [row.customerId],
              actorId: actor.id,
              link: `/tekliflerim?talep=${id}`,
              // The mail says what was offered and from when, so the customer can compare without opening the site.
              params: {
                sector: sectorLabel(row.sector),
                price: formatPriceRange(input.priceMin, input.priceMax),
                date: dayText(input.earliestDate),
              },
              key: `${id}:${actor.id}`,
            },
            tx,
          );
        }
        return { row, created: saved.created, answered };
      });
      if (result.answered) await deps.responsiveness.refresh(actor.id);
      return { quote: await detail(result.row, actor), created: result.created };
    },

    /**
     * The customer accepts one offer: the request closes, the other offers are declined and their businesses told,
     * and the appointment at the chosen slot is booked in the same transaction. A slot the business cannot take (off
     * its grid, outside its hours, taken, past, or before the offer's earliest day) is refused with 409 and undoes the
     * accept: the request stays open. Only an explicit `later` accepts without an appointment.
     */
    async accept(actor: AuthUser, id: string, offerId: string, choice: AcceptChoice) {
      const now = new Date();
      const appointmentId = await quotes.transaction(async (tx) => {
        const row = await quotes.find(id, tx, true);
        if (!row) throw notFound('QUOTE_NOT_FOUND');
        if (row.customerId !== actor.id) throw forbidden('QUOTE_OWNER_ONLY');
        if (effectiveStatus(row, now) !== 'open') throw conflict('QUOTE_NOT_OPEN');
        const offers = await quotes.offersOf([id], undefined, tx);
        const chosen = offers.find((offer) => offer.id === offerId);
        if (!chosen) throw notFound('OFFER_NOT_FOUND');
        // Refused before anything is written.
        if (
          choice.startsAt &&
          choice.startsAt.getTime() < new Date(`${chosen.earliestDate}T00:00:00+03:00`).getTime()
        ) {
          throw conflict('ACCEPT_TIME_INVALID');
        }
        await quotes.accept(tx, id, offerId, now);
        await deps.prices.offerAccepted(tx, id, priceGroup(row), chosen.priceMinKurus, chosen.priceMaxKurus);
        let booked: { id: string } | null = null;
        if (choice.startsAt) {
          // A slot the business cannot take is refused by the booking with 409, undoing the accept.
          booked = await deps.book(
            {
              customerId: actor.id,
              businessId: chosen.businessId,
              startsAt: choice.startsAt,
              service: `${sectorLabel(row.sector)}: ${vehicleText(row)}`,
              quoteId: id,
              vehicleId: row.vehicleId,
              plate: row.plate,
              priceMinKurus: chosen.priceMinKurus,
              priceMaxKurus: chosen.priceMaxKurus,
              note: row.description.slice(0, 500),
            },
            tx,
          );
          await quotes.setAppointment(tx, id, booked.id);
        }
        await deps.events.emit(
          {
            type: 'quote.accepted',
            recipientIds: [chosen.businessId],
            actorId: actor.id,
            link: `/teklif-talepleri?talep=${id}`,
            params: { outcome: 'accepted', sector: sectorLabel(row.sector) },
            key: `${id}:accepted`,
          },
          tx,
        );
        const others = offers.filter((offer) => offer.id !== offerId).map((offer) => offer.businessId);
        await deps.events.emit(
          {
            type: 'quote.accepted',
            recipientIds: others,
            actorId: actor.id,
            link: `/teklif-talepleri?talep=${id}`,
            params: { outcome: 'declined', sector: sectorLabel(row.sector) },
            key: `${id}:declined`,
          },
          tx,
        );
        return booked?.id ?? null;
      });
      return { quote: await detail((await quotes.find(id))!, actor), appointmentId };
    },

    async cancel(actor: AuthUser, id: string): Promise<QuoteDetail> {
      await ownRequest(actor, id);
      if (!(await quotes.cancel(id, new Date()))) throw conflict('QUOTE_NOT_OPEN');
      return detail((await quotes.find(id))!, actor);
    },

    /**
     * An addressed business asks the customer something in their chat (the same conversation as any message between
     * them, opened when they have none); it counts as the business's first answer to the request.
     */
    async ask(actor: AuthUser, id: string, content: string): Promise<{ conversationId: string }> {
      const row = await quotes.find(id);
      if (!row) throw notFound('QUOTE_NOT_FOUND');
      if (!(await quotes.isRecipient(id, actor.id))) throw forbidden('QUOTE_NOT_ADDRESSED');
      const now = new Date();
      const answered = await quotes.transaction((tx) =>
        deps.responsiveness.quoteAnswered(tx, { quoteId: id, businessId: actor.id, at: now }),
      );
      const { message } = await deps.messages().send(actor.id, {
        receiverId: row.customerId,
        content: `Teklif isteğiniz (${vehicleText(row)}, ${sectorLabel(row.sector)}) hakkında: ${content}`,
        type: 'text',
      });
      if (answered) await deps.responsiveness.refresh(actor.id);
      return { conversationId: message.conversationId };
    },

    /**
     * The customer's newest requests sent to the business, each with that business's own offer, for the context of
     * their conversation (both sides see it: the customer wrote the request, the business was asked).
     */
    async between(customerId: string, businessId: string, limit: number): Promise<ContextQuote[]> {
      const rows = await quotes.between(customerId, businessId, limit);
      const offers = await quotes.offersOf(
        rows.map((row) => row.id),
        businessId,
      );
      return rows.map((row) => {
        const offer = offers.find((o) => o.quoteId === row.id);
        return {
          id: row.id,
          status: effectiveStatus(row),
          sector: sectorLabel(row.sector),
          vehicle: {
            plate: row.plate,
            brand: brandLabel(row.vehicleType, row.brand),
            model: row.model,
            year: row.year,
          },
          createdAt: row.createdAt.toISOString(),
          offer: offer
            ? { priceMin: toLira(offer.priceMinKurus), priceMax: toLira(offer.priceMaxKurus), status: offer.status }
            : null,
        };
      });
    },

    /** The customer's requests as stored, for their data export. */
    exportOf: (customerId: string) => quotes.exportOf(customerId),
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
