import { findCity } from '../options/cities.js';
import type { BusinessHours } from '../schemas/hours.js';
import { businessDisplayName } from '../text/business-name.js';
import { SITE_NAME } from './pages.js';

/** What the business profile's head needs of a business (docs/product.md §2 'Business public profile'). */
export interface BusinessSeoInput {
  id: string;
  businessName: string | null;
  firstName: string;
  lastName: string;
  businessServices: string | null;
  businessAddress: string | null;
  city: string;
  phone: string | null;
  photos: string[];
  businessLatitude: number | null;
  businessLongitude: number | null;
  rating: number;
  reviewCount: number;
  businessSector: string[];
  /** Absent or null: the business entered no hours. */
  hours?: BusinessHours | null;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

export const businessDescription = (b: BusinessSeoInput): string => {
  const city = findCity(b.city)?.name ?? 'Türkiye';
  const services = b.businessServices?.trim();
  const text = services
    ? `${businessDisplayName(b)}, ${city}: ${services}`
    : `${businessDisplayName(b)}, ${city}. OtoUsta’da profilini inceleyin, arayın ya da mesaj gönderin.`;
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
// schema.org times run to 23:59; the hours' end of the day, '24:00', is written so, as search engines ask.
const schemaTime = (time: string) => (time === '24:00' ? '23:59' : time);

/**
 * schema.org OpeningHoursSpecification of business hours (Istanbul time, as the page states): each weekly range with
 * the days that share it, then the coming special days for their date alone; a special day without ranges is closed,
 * which search engines read from opens = closes = 00:00.
 */
function openingHoursSpecification(hours: BusinessHours): Record<string, unknown>[] {
  const weekly = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const range of hours.weekly) {
    const key = `${range.opens}-${range.closes}`;
    const entry = weekly.get(key) ?? { opens: range.opens, closes: range.closes, days: [] };
    entry.days.push(`https://schema.org/${schemaDays[range.day - 1]}`);
    weekly.set(key, entry);
  }
  const spec = (opens: string, closes: string, extra: Record<string, unknown>) => ({
    '@type': 'OpeningHoursSpecification',
    ...extra,
    opens: schemaTime(opens),
    closes: schemaTime(closes),
  });
  return [
    ...[...weekly.values()].map((entry) => spec(entry.opens, entry.closes, { dayOfWeek: entry.days })),
    ...hours.exceptions.flatMap((day) => {
      const dated = { validFrom: day.date, validThrough: day.date };
      return day.ranges.length === 0
        ? [spec('00:00', '00:00', dated)]
        : day.ranges.map((range) => spec(range.opens, range.closes, dated));
    }),
  ];
}

/** The `openingHoursSpecification` entry of a business's JSON-LD; none when it entered no hours. */
export const openingHoursOf = (hours: BusinessHours | null | undefined) => {
  const specification = hours ? openingHoursSpecification(hours) : [];
  return specification.length ? { openingHoursSpecification: specification } : {};
};

/** schema.org LocalBusiness (AutoRepair) of a business profile, with its opening hours when it entered them. */
export function localBusinessJsonLd(b: BusinessSeoInput, origin: string): Record<string, unknown> {
  const city = findCity(b.city);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    '@id': `${origin}/isletme/${b.id}`,
    name: businessDisplayName(b),
    url: `${origin}/isletme/${b.id}`,
    ...(b.businessServices ? { description: b.businessServices } : {}),
    ...(b.photos.length ? { image: b.photos.map((p) => absolute(origin, p)) } : {}),
    ...(b.phone ? { telephone: b.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(b.businessAddress ? { streetAddress: b.businessAddress } : {}),
      ...(city ? { addressRegion: city.name } : {}),
      addressCountry: 'TR',
    },
    ...(b.businessLatitude != null && b.businessLongitude != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: b.businessLatitude, longitude: b.businessLongitude } }
      : {}),
    ...openingHoursOf(b.hours),
    ...(b.reviewCount > 0 && b.rating > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(b.rating * 10) / 10,
            reviewCount: b.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export interface ProductSeoInput {
  id: string;
  name: string;
  description: string;
  brand: string;
  price: number;
  stock: number;
  condition: string;
  photos: string[];
}

const conditions: Record<string, string> = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
};

/** schema.org Product with its offer in Turkish lira. */
export function productJsonLd(p: ProductSeoInput, url: string, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    brand: { '@type': 'Brand', name: p.brand },
    ...(p.photos.length ? { image: p.photos.map((u) => absolute(origin, u)) } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'TRY',
      price: p.price.toFixed(2),
      availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(conditions[p.condition] ? { itemCondition: conditions[p.condition] } : {}),
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
  };
}

/** The site itself, on the home page. */
export const websiteJsonLd = (origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: SITE_NAME,
  url: `${origin}/`,
  inLanguage: 'tr-TR',
});

/** schema.org BreadcrumbList of a page's trail ('Ana Sayfa' › 'İzmir' › 'Lastik'), paths made absolute. */
export const breadcrumbJsonLd = (trail: { name: string; path: string }[], origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((step, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: step.name,
    item: `${origin}${step.path}`,
  })),
});

/** schema.org ItemList of the businesses a page lists, in its order, each by its page's address. */
export const businessListJsonLd = (
  name: string,
  businesses: Pick<BusinessSeoInput, 'id' | 'businessName' | 'firstName' | 'lastName'>[],
  origin: string,
) => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name,
  numberOfItems: businesses.length,
  itemListElement: businesses.map((b, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    url: `${origin}/isletme/${encodeURIComponent(b.id)}`,
    name: businessDisplayName(b),
  })),
});
