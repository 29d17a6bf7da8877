import { findCity } from '@otousta/shared/options/cities';
import type { PublicUser } from '@otousta/shared/schemas/user';
import { openingHoursOf } from '@otousta/shared/seo/structured-data';
import { businessDisplayName } from './labels';

/**
 * schema.org LocalBusiness for a business page (docs/product.md §7 'Page metadata'), with AggregateRating only when
 * someone has rated it (search engines reject an AggregateRating without reviews).
 */
export function localBusinessJsonLd(business: PublicUser, url: string, absolute: (path: string) => string) {
  const city = findCity(business.city);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutomotiveBusiness',
    '@id': url,
    url,
    name: businessDisplayName(business),
    ...(business.businessServices ? { description: business.businessServices } : {}),
    ...(business.photos.length ? { image: business.photos.map(absolute) } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.email ? { email: business.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(business.businessAddress ? { streetAddress: business.businessAddress } : {}),
      ...(city ? { addressRegion: city.name } : {}),
      addressCountry: 'TR',
    },
    ...(business.businessLatitude != null && business.businessLongitude != null
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: business.businessLatitude,
            longitude: business.businessLongitude,
          },
        }
      : {}),
    ...openingHoursOf(business.hours),
    ...(business.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(business.rating.toFixed(1)),
            reviewCount: business.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    sameAs: [business.instagram, business.facebook].filter(Boolean),
  };
}
