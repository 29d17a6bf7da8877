import { cities } from '@otousta/shared/options/cities';
import { type ListingResponse, listingQuerySchema } from '@otousta/shared/schemas/listing';
import { isAppPath } from '@otousta/shared/seo/app-paths';
import {
  localPageHref,
  localPageMeta,
  localPageTrail,
  matchLocalPage,
  sectorPageOf,
} from '@otousta/shared/seo/local-pages';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  indexablePaths,
  NOT_FOUND_TITLE,
  pageTitle,
  staticPageMeta,
} from '@otousta/shared/seo/pages';
import {
  breadcrumbJsonLd,
  businessDescription,
  businessListJsonLd,
  localBusinessJsonLd,
  productJsonLd,
  websiteJsonLd,
} from '@otousta/shared/seo/structured-data';
import { businessDisplayName } from '@otousta/shared/text/business-name';
import { shorten } from '@otousta/shared/text/characters';
import { imageVariant } from '@otousta/shared/text/image-url';
import type { DiscoveryService } from '../discovery/discovery.service.js';
import type { HoursService } from '../hours/hours.service.js';
import type { ProductsService } from '../products/products.service.js';
import type { UsersService } from '../users/users.service.js';
import type { HeadMeta } from './seo.head.js';

const DEFAULT_IMAGE = '/og-image.png';
const BUSINESS_PATH = /^\/isletme\/([^/]+)\/?$/;
// The shop's product page (paths.product).
const PRODUCT_PATH = /^\/urun\/([^/]+)\/?$/;

/** Businesses per sitemap file: below the protocol's 50,000 URLs a file, with room to spare. */
export const SITEMAP_BUSINESSES_PER_FILE = 45_000;

const xmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const url = (loc: string, lastmod?: Date) =>
  `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

const urlset = (urls: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');

/** A business page's trail: its city's page, its first sector's page there, then itself. */
function businessTrail(business: { city: string; businessSector: string[] }, name: string, path: string) {
  const city = cities.find((c) => c.slug === business.city);
  if (!city)
    return [
      { name: 'Ana Sayfa', path: '/' },
      { name, path },
    ];
  const sector = business.businessSector.map(sectorPageOf).find(Boolean);
  return [...localPageTrail({ city, sector }), { name, path }];
}

/** The head and crawler files of the public pages; what is public is the owning modules' rule, asked of them. */
export function createSeoService(deps: {
  users: Pick<UsersService, 'getPublicBusiness' | 'publicBusinessUrls' | 'publicBusinessCount' | 'publicCitySectors'>;
  products: Pick<ProductsService, 'publicProduct' | 'activeUrls' | 'known'>;
  hours: Pick<HoursService, 'schedules'>;
  /** The business listing: a city page's head lists the businesses its first page shows. */
  listing: Pick<DiscoveryService, 'serviceProviders'>;
}) {
  const { users, products: shop, hours, listing } = deps;

  return {
    /** The head of the page at `pathname`, as the first HTML response carries it. */
    async headFor(pathname: string, origin: string): Promise<HeadMeta> {
      const canonicalPath = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
      const base = {
        canonical: `${origin}${canonicalPath}`,
        image: `${origin}${DEFAULT_IMAGE}`,
        type: 'website' as const,
        jsonLd: [] as Record<string, unknown>[],
      };
      const known = staticPageMeta(canonicalPath);
      if (known) {
        return {
          ...base,
          title: pageTitle(known.title),
          description: known.description,
          keywords: known.keywords,
          noindex: known.noindex,
          jsonLd: canonicalPath === '/' ? [websiteJsonLd(origin)] : [],
        };
      }

      const local = matchLocalPage(canonicalPath);
      if (local) {
        const meta = localPageMeta(local);
        const query = listingQuerySchema.parse({ city: local.city.slug, sector: local.sector?.value });
        const { serviceProviders } = JSON.parse(await listing.serviceProviders(query)) as ListingResponse;
        return {
          ...base,
          title: pageTitle(meta.heading),
          description: meta.description,
          keywords: meta.keywords,
          jsonLd: [
            breadcrumbJsonLd(localPageTrail(local), origin),
            businessListJsonLd(meta.heading, serviceProviders, origin),
          ],
        };
      }

      const businessId = BUSINESS_PATH.exec(canonicalPath)?.[1];
      if (businessId) {
        const business = await users.getPublicBusiness(decodeURIComponent(businessId));
        if (business) {
          const schedule = (await hours.schedules([business.id], new Date())).get(business.id);
          const name = businessDisplayName(business);
          return {
            ...base,
            title: pageTitle(name),
            description: businessDescription(business),
            keywords: [name, 'oto servis', business.city, ...business.businessSector].join(', '),
            image: business.photos[0] ? `${origin}${business.photos[0]}` : base.image,
            type: 'business.business',
            jsonLd: [
              localBusinessJsonLd({ ...business, hours: schedule }, origin),
              breadcrumbJsonLd(businessTrail(business, name, canonicalPath), origin),
            ],
            // The profile's header shows the first photo in its card size (business-profile-page.tsx).
            preloadImage: business.photos[0] ? imageVariant(business.photos[0], 'card') : undefined,
          };
        }
      }

      const productId = PRODUCT_PATH.exec(canonicalPath)?.[1];
      let unknownProduct = false;
      if (productId) {
        const product = await shop.publicProduct(decodeURIComponent(productId));
        unknownProduct = !product && !(await shop.known(decodeURIComponent(productId)));
        if (product) {
          const description = shorten(product.description, 160);
          return {
            ...base,
            title: pageTitle(product.name),
            description,
            keywords: [product.name, product.brand, 'yedek parça', 'OtoYedek'].join(', '),
            image: product.photos[0] ? `${origin}${product.photos[0]}` : base.image,
            type: 'product',
            jsonLd: [productJsonLd(product, base.canonical, origin)],
          };
        }
      }

      // Unknown paths, missing or hidden content: the site's defaults, kept out of search results. A path that is no
      // page of the app, a business that is not public, or a product that does not exist is not found (404); other
      // pages (private ones, a product its seller took off sale) are the app's to show.
      const notFound = Boolean(businessId) || unknownProduct || !isAppPath(canonicalPath);
      return {
        ...base,
        title: pageTitle(notFound ? NOT_FOUND_TITLE : null),
        description: DEFAULT_DESCRIPTION,
        keywords: DEFAULT_KEYWORDS,
        noindex: true,
        notFound,
      };
    },

    /**
     * sitemap.xml, a sitemap index: one file of the static pages and products, and the public businesses in files of
     * SITEMAP_BUSINESSES_PER_FILE, so none is ever left out.
     */
    async sitemapIndex(origin: string): Promise<string> {
      const files = Math.ceil((await users.publicBusinessCount()) / SITEMAP_BUSINESSES_PER_FILE);
      const locs = [
        `${origin}/sitemap-sayfalar.xml`,
        `${origin}/sitemap-sehirler.xml`,
        ...Array.from({ length: files }, (_, i) => `${origin}/sitemap-isletmeler-${i + 1}.xml`),
      ];
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...locs.map((loc) => `  <sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`),
        '</sitemapindex>',
        '',
      ].join('\n');
    },

    /** sitemap-sayfalar.xml: the static pages and every product on sale. */
    async pagesSitemap(origin: string): Promise<string> {
      const products = await shop.activeUrls();
      return urlset([
        ...indexablePaths.map((path) => url(`${origin}${path}`)),
        ...products.map((p) => url(`${origin}/urun/${encodeURIComponent(p.id)}`, p.updatedAt)),
      ]);
    },

    /** sitemap-sehirler.xml: every city page, and each city+sector page that lists at least one business. */
    async localPagesSitemap(origin: string): Promise<string> {
      const pairs = await users.publicCitySectors();
      const sectorPaths = pairs.flatMap(({ city, sector }) =>
        sectorPageOf(sector) && cities.some((c) => c.slug === city) ? [localPageHref(city, sector)] : [],
      );
      return urlset(
        [...cities.map((c) => localPageHref(c.slug)), ...sectorPaths.sort()].map((p) => url(`${origin}${p}`)),
      );
    },

    /** sitemap-isletmeler-{file}.xml: one slice of the public businesses; undefined past the last file. */
    async businessesSitemap(origin: string, file: number): Promise<string | undefined> {
      const businesses = await users.publicBusinessUrls(
        (file - 1) * SITEMAP_BUSINESSES_PER_FILE,
        SITEMAP_BUSINESSES_PER_FILE,
      );
      if (businesses.length === 0 && file > 1) return undefined;
      return urlset(businesses.map((b) => url(`${origin}/isletme/${encodeURIComponent(b.id)}`, b.updatedAt)));
    },

    robots(origin: string): string {
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /mesajlar',
        'Disallow: /profilim',
        'Disallow: /yonetim',
        'Disallow: /oto-yedek-panel',
        'Disallow: /add-product',
        'Disallow: /edit-product/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
