import {
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  indexablePaths,
  pageTitle,
  staticPageMeta,
} from '@otousta/shared/seo/pages';
import {
  businessDescription,
  businessDisplayName,
  localBusinessJsonLd,
  productJsonLd,
  websiteJsonLd,
} from '@otousta/shared/seo/structured-data';
import { imageVariant } from '@otousta/shared/text/image-url';
import type { ProductsService } from '../products/products.service.js';
import type { UsersService } from '../users/users.service.js';
import type { HeadMeta } from './seo.head.js';

const DEFAULT_IMAGE = '/og-image.png';
const BUSINESS_PATH = /^\/isletme\/([^/]+)\/?$/;
// The shop's product page (paths.product).
const PRODUCT_PATH = /^\/urun\/([^/]+)\/?$/;

const xmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The head and crawler files of the public pages; what is public is the owning modules' rule, asked of them. */
export function createSeoService(deps: {
  users: Pick<UsersService, 'getPublicBusiness' | 'publicBusinessUrls'>;
  products: Pick<ProductsService, 'publicProduct' | 'activeUrls'>;
}) {
  const { users, products: shop } = deps;

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

      const businessId = BUSINESS_PATH.exec(canonicalPath)?.[1];
      if (businessId) {
        const business = await users.getPublicBusiness(decodeURIComponent(businessId));
        if (business) {
          const name = businessDisplayName(business);
          return {
            ...base,
            title: pageTitle(name),
            description: businessDescription(business),
            keywords: [name, 'oto servis', business.city, ...business.businessSector].join(', '),
            image: business.photos[0] ? `${origin}${business.photos[0]}` : base.image,
            type: 'business.business',
            jsonLd: [localBusinessJsonLd(business, origin)],
            // The profile's header shows the first photo in its card size (business-profile-page.tsx).
            preloadImage: business.photos[0] ? imageVariant(business.photos[0], 'card') : undefined,
          };
        }
      }

      const productId = PRODUCT_PATH.exec(canonicalPath)?.[1];
      if (productId) {
        const product = await shop.publicProduct(decodeURIComponent(productId));
        if (product) {
          const description =
            product.description.length > 160 ? `${product.description.slice(0, 157)}...` : product.description;
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

      // Unknown paths, missing or hidden content: the site's defaults, kept out of search results.
      return {
        ...base,
        title: pageTitle(null),
        description: DEFAULT_DESCRIPTION,
        keywords: DEFAULT_KEYWORDS,
        noindex: true,
      };
    },

    /** sitemap.xml: the static pages, every public business and every product. */
    async sitemap(origin: string): Promise<string> {
      const [businesses, products] = await Promise.all([users.publicBusinessUrls(), shop.activeUrls()]);
      const url = (loc: string, lastmod?: Date) =>
        `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...indexablePaths.map((path) => url(`${origin}${path}`)),
        ...businesses.map((b) => url(`${origin}/isletme/${encodeURIComponent(b.id)}`, b.updatedAt)),
        ...products.map((p) => url(`${origin}/urun/${encodeURIComponent(p.id)}`, p.updatedAt)),
        '</urlset>',
        '',
      ].join('\n');
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
