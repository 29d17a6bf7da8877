import { priceBand } from '@otousta/shared/schemas/prices';
import type { OfferView, QuoteBusiness, QuotePage, QuoteView } from '@otousta/shared/schemas/quotes';
import { toLira } from '../../platform/money.js';
import type { BusinessCard } from '../users/users.service.js';
import type { QuoteDetail, QuoteList } from './quotes.service.js';

const toBusiness = (b: BusinessCard): QuoteBusiness => ({
  id: b.id,
  businessName: b.businessName,
  firstName: b.firstName,
  lastName: b.lastName,
  photos: b.photos,
  city: b.city,
  rating: b.rating,
  reviewCount: b.reviewCount,
  isVerified: b.isVerified,
  responseTimeMinutes: b.responseTimeMinutes,
  businessLatitude: b.businessLatitude,
  businessLongitude: b.businessLongitude,
});

/** docs/product.md §10: a business learns the customer's first name and initial; the rest is said in the chat. */
export function toQuote(detail: QuoteDetail): QuoteView {
  const { row } = detail;
  const asBusiness = detail.state !== null;
  const customer = detail.customer;
  const offers: OfferView[] = detail.offers.map(({ row: offer, business, distanceKm }) => ({
    _id: offer.id,
    id: offer.id,
    quoteId: offer.quoteId,
    business: toBusiness(business),
    priceMin: toLira(offer.priceMinKurus),
    priceMax: toLira(offer.priceMaxKurus),
    priceBand: priceBand(detail.estimate, {
      priceMin: toLira(offer.priceMinKurus),
      priceMax: toLira(offer.priceMaxKurus),
    }),
    duration: offer.duration,
    earliestDate: offer.earliestDate,
    note: offer.note,
    status: offer.status,
    responseMinutes: Math.max(0, Math.round((offer.createdAt.getTime() - row.createdAt.getTime()) / 60_000)),
    distanceKm,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  }));
  return {
    _id: row.id,
    id: row.id,
    status: detail.status,
    state: detail.state,
    customer: {
      id: row.customerId,
      firstName: customer?.firstName ?? '',
      lastName: asBusiness ? `${(customer?.lastName ?? '').slice(0, 1)}.` : (customer?.lastName ?? ''),
      photos: customer?.photos ?? [],
    },
    vehicleId: row.vehicleId,
    plate: row.plate,
    vehicleType: row.vehicleType,
    brand: row.brand,
    model: row.model,
    year: row.year,
    sector: row.sector,
    city: row.city,
    district: row.district,
    description: row.description,
    urgency: row.urgency,
    photos: row.photos,
    businesses: detail.businesses.map(toBusiness),
    offers,
    priceEstimate: detail.estimate,
    acceptedOfferId: row.acceptedOfferId,
    appointmentId: row.appointmentId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export const toQuotePage = (list: QuoteList): QuotePage => ({
  quotes: list.quotes.map(toQuote),
  pagination: list.pagination,
});
