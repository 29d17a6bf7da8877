import { formatMessages, shopMessages } from '@otousta/shared/messages/tr';
import { labelOf, productCategories } from '@otousta/shared/options/shop';
import { countedPagination } from '@otousta/shared/schemas/api';
import {
  newProductInputSchema,
  type Product,
  type ProductData,
  productInputSchema,
  type productListQuerySchema,
  SHOP_LIMITS,
} from '@otousta/shared/schemas/shop';
import { foldTurkish } from '@otousta/shared/text/fold';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { createVersionedTotals } from '../../cache/versioned-totals.js';
import type { Db, Tx } from '../../db/client.js';
import { walkPays } from '../../db/prepared.js';
import { deleteImagesQuietly, withSavedImages } from '../../media/media.cleanup.js';
import { type AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/identity.js';
import { toKurus, toLira } from '../../platform/money.js';
import { parseInput } from '../../platform/parse-input.js';
import { summaryFromColumn, type UserSummary, type UsersService } from '../users/users.service.js';
import { toProduct } from './products.presenter.js';
import {
  type CatalogueCondition,
  type CatalogueQuery,
  createProductsRepository,
  type StockLine,
} from './products.repository.js';
import type { ProductRow } from './products.table.js';

export type { ProductRow, StockLine };

export interface ProductSeller {
  id: string;
  firstName: string;
  lastName: string;
  userType: 'musteri' | 'isletme';
  city: string;
  photos: string[];
  createdAt: Date;
  /** Shop name from the approved application; null when there is none. */
  shopName: string | null;
  businessName: string | null;
  /** Approved and active: only then are the seller's products on sale. */
  canSell: boolean;
}

/** A product with its seller's public face, when the seller's account is there. */
function withSeller(row: ProductRow, person: UserSummary | undefined, shopName: string | null): ProductWithSeller[] {
  if (!person) return [];
  const seller: ProductSeller = {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    userType: person.userType,
    city: person.city,
    photos: person.photos,
    createdAt: person.createdAt,
    shopName,
    businessName: person.businessName,
    canSell: person.eCommerceIsVerified && person.isActive,
  };
  return [{ ...row, seller }];
}

/** A product with its seller's public face: what every product answer is built from. */
export type ProductWithSeller = ProductRow & { seller: ProductSeller };

/** A product as a cart shows it: its public answer, and whether and at what price it can be bought. */
export interface Offer {
  product: Product;
  name: string;
  sellerId: string;
  onSale: boolean;
  stock: number;
  priceKurus: number;
}

/** What the sellers module tells about shops: the name of each seller's approved application, and whether the
 * seller filled in the legal details their orders' documents need. */
export interface ShopNames {
  shopNames(userIds: readonly string[]): Promise<Map<string, string>>;
  hasLegalDetails(userId: string): Promise<boolean>;
}

export interface PhotoStore {
  saveImages(files: { buffer: Buffer }[]): Promise<string[]>;
  deleteImage(url: string): Promise<void>;
}

type ListQuery = z.output<typeof productListQuerySchema>;

/** A condition on the product id from another module, and a key that names what it matches (for kept totals). */
export interface CatalogueNarrowing extends CatalogueCondition {
  key: string;
}

/**
 * What a catalogue total depends on, as a key, or undefined when it cannot be kept: 'Yeni' depends on the clock, not
 * only on writes.
 */
const totalKey = (q: CatalogueQuery, narrowing: CatalogueNarrowing | undefined): string | undefined =>
  q.view === 'new'
    ? undefined
    : JSON.stringify([
        q.terms,
        q.category,
        q.condition,
        q.sellerId,
        q.minPriceKurus,
        q.maxPriceKurus,
        q.view,
        narrowing?.key,
      ]);

const searchTextOf = (p: Pick<ProductData, 'name' | 'brand' | 'description' | 'category'>) =>
  foldTurkish([p.name, p.brand, labelOf(productCategories, p.category), p.description].join(' '));

/** Folded search words; at most five, so a pasted paragraph cannot make an endless query. */
export const searchTerms = (q: string | undefined): string[] =>
  foldTurkish(q ?? '')
    .split(' ')
    .filter((w) => w.length > 0)
    .slice(0, 5);

const tooManyPhotos = () =>
  badRequest('TOO_MANY_PRODUCT_PHOTOS', formatMessages.tooManyPhotos(SHOP_LIMITS.productPhotosMax));

export function createProductsService(deps: {
  db: Db;
  users: UsersService;
  sellers: ShopNames;
  photos: PhotoStore;
  /** Photo URLs still shown elsewhere (orders copy a product's first photo), which must stay stored. */
  photosInUse(urls: string[]): Promise<Set<string>>;
  /**
   * The catalogue's fitment filters (`fits` = a garage vehicle of the caller, `oem`), as a condition on the product
   * id; undefined when neither is asked for.
   */
  narrowCatalogue(
    caller: AuthUser | undefined,
    filter: { fits?: string; oem?: string },
  ): Promise<CatalogueNarrowing | undefined>;
  /** Writes a new product's fitment (the fitment module's) in the transaction that writes the product. */
  saveFitment(tx: Tx, productId: string, fitment: NonNullable<ProductData['fitment']>): Promise<void>;
  log: FastifyBaseLogger;
}) {
  const { users, sellers, photos, log } = deps;
  const products = createProductsRepository(deps.db);
  const totals = createVersionedTotals();

  /** Photos an order still shows stay. */
  const forget = async (urls: readonly string[]) => {
    const kept = await deps.photosInUse([...urls]);
    const unused = urls.filter((url) => !kept.has(url));
    await deleteImagesQuietly(photos, log, unused);
  };

  /** The products with their sellers' public faces (the users module's accounts, the sellers module's shop names). */
  async function withSellers(rows: ProductRow[]): Promise<ProductWithSeller[]> {
    const ids = [...new Set(rows.map((row) => row.sellerId))];
    const [people, shops] = await Promise.all([users.summaries(ids), sellers.shopNames(ids)]);
    return rows.flatMap((row) => withSeller(row, people.get(row.sellerId), shops.get(row.sellerId) ?? null));
  }

  async function find(id: string): Promise<ProductWithSeller | undefined> {
    const row = await products.findById(id);
    return row && (await withSellers([row]))[0];
  }

  async function existing(id: string): Promise<ProductWithSeller> {
    const row = await find(id);
    if (!row) throw notFound('PRODUCT_NOT_FOUND');
    return row;
  }

  /** The product, when the actor is an approved seller and owns it: 403 SELLER_NOT_APPROVED, 404, 403 otherwise. */
  async function ownProduct(actor: AuthUser, id: string): Promise<ProductRow> {
    await assertSeller(actor);
    const row = await products.findById(id);
    if (!row) throw notFound('PRODUCT_NOT_FOUND');
    if (row.sellerId !== actor.id) throw forbidden('FORBIDDEN');
    return row;
  }

  async function assertSeller(actor: AuthUser): Promise<void> {
    if (!(await users.canSell(actor.id))) throw forbidden('SELLER_NOT_APPROVED');
  }

  /**
   * A product goes on sale only when its seller filled in the legal details the distance sales documents name
   * (docs/product.md 'Distance sales documents'); a draft ('Pasif') may be saved before.
   */
  async function assertCanPublish(actor: AuthUser, status: ProductRow['status']): Promise<void> {
    if (status === 'active' && !(await sellers.hasLegalDetails(actor.id))) {
      throw forbidden('SELLER_LEGAL_DETAILS_REQUIRED');
    }
  }

  /** Who sells the product and what it is called (any status); undefined when it does not exist. */
  async function sellerOf(productId: string): Promise<{ sellerId: string; name: string } | undefined> {
    const row = await products.findById(productId);
    return row && { sellerId: row.sellerId, name: row.name };
  }

  const onSale = (p: ProductWithSeller) => p.status === 'active' && p.seller.canSell;

  const columns = (data: ProductData) => ({
    name: data.name,
    description: data.description,
    brand: data.brand,
    category: data.category,
    condition: data.condition,
    status: data.status,
    priceKurus: toKurus(data.price),
    originalPriceKurus: data.originalPrice === null ? null : toKurus(data.originalPrice),
    stock: data.stock,
    searchText: searchTextOf(data),
  });

  return {
    assertSeller,
    ownProduct,

    async create(actor: AuthUser, json: unknown, files: { buffer: Buffer }[]) {
      await assertSeller(actor);
      // 400 FITMENT_REQUIRED when it says neither which vehicles it fits nor that it fits any.
      const data = parseInput(newProductInputSchema, json);
      const fitment = data.fitment?.vehicles.length || data.fitment?.oemNumbers.length ? data.fitment : undefined;
      await assertCanPublish(actor, data.status);
      if (files.length > SHOP_LIMITS.productPhotosMax) throw tooManyPhotos();
      return withSavedImages(photos, files, forget, async (urls) => {
        const id = uuidv7();
        // The product and its fitment are saved together or not at all.
        await deps.db.transaction(async (tx) => {
          await products.insert(
            { id, sellerId: actor.id, ...columns(data), universal: Boolean(data.universal), photos: urls },
            tx,
          );
          if (fitment) await deps.saveFitment(tx, id, fitment);
        });
        return { success: true as const, message: shopMessages.productCreated, product: await existing(id) };
      });
    },

    /** docs/product.md §2 edit: saved photos the seller kept (keepPhotos, in order), then the new ones; 10 at most. */
    async update(actor: AuthUser, id: string, json: unknown, files: { buffer: Buffer }[]) {
      const current = await ownProduct(actor, id);
      const data = parseInput(productInputSchema, json);
      await assertCanPublish(actor, data.status);
      const kept = data.keepPhotos ? data.keepPhotos.filter((url) => current.photos.includes(url)) : current.photos;
      const unique = [...new Set(kept)];
      if (unique.length + files.length > SHOP_LIMITS.productPhotosMax) throw tooManyPhotos();
      // Units sold while the seller had the form open stay sold: the save moves stock by the seller's own change.
      const stockChange = data.stockSeen === undefined ? undefined : data.stock - data.stockSeen;
      await withSavedImages(photos, files, forget, async (added) => {
        const changes = {
          ...columns(data),
          universal: data.universal ?? current.universal,
          photos: [...unique, ...added],
        };
        if (!(await products.updateOwn(id, actor.id, changes, stockChange))) throw notFound('PRODUCT_NOT_FOUND');
      });
      await forget(current.photos.filter((url) => !unique.includes(url)));
      return { success: true as const, message: shopMessages.productUpdated, product: await existing(id) };
    },

    async setStatus(actor: AuthUser, id: string, status: ProductRow['status']) {
      await ownProduct(actor, id);
      await assertCanPublish(actor, status);
      if (!(await products.updateOwn(id, actor.id, { status }))) throw notFound('PRODUCT_NOT_FOUND');
      return { success: true as const, message: shopMessages.productUpdated, product: await existing(id) };
    },

    async remove(actor: AuthUser, id: string) {
      await ownProduct(actor, id);
      const row = await products.deleteOwn(id, actor.id);
      if (!row) throw notFound('PRODUCT_NOT_FOUND');
      await forget(row.photos);
      return { success: true as const, message: shopMessages.productDeleted };
    },

    /** A product page: on sale for everybody; an inactive one only for its own seller. */
    async get(viewer: AuthUser | undefined, id: string): Promise<ProductWithSeller> {
      const row = await existing(id);
      if (!onSale(row) && viewer?.id !== row.sellerId) throw notFound('PRODUCT_NOT_FOUND');
      return row;
    },

    /**
     * A catalogue page. Its total is kept per filter set under the catalogue's version (cache/versioned-totals.ts):
     * counting 100,000 matches costs far more than reading a page.
     */
    async catalogue(caller: AuthUser | undefined, q: ListQuery, now = new Date()) {
      const narrowing = await deps.narrowCatalogue(caller, { fits: q.fits, oem: q.oem });
      const query: CatalogueQuery = {
        narrow: narrowing,
        terms: searchTerms(q.q),
        category: q.category,
        condition: q.condition,
        sort: q.sort,
        view: q.view,
        sellerId: q.sellerId,
        minPriceKurus: q.minPrice === undefined ? undefined : toKurus(q.minPrice),
        maxPriceKurus: q.maxPrice === undefined ? undefined : toKurus(q.maxPrice),
        offset: (q.page - 1) * q.limit,
        limit: q.limit,
        now,
      };
      const key = totalKey(query, narrowing);
      // The whole catalogue, which a walk goes through in order: how many products match is measured against it.
      const whole: CatalogueQuery = { terms: [], sort: query.sort, view: 'all', offset: 0, limit: query.limit, now };
      const wholeKey = key === undefined ? undefined : totalKey(whole, undefined);
      let countWhole = false;
      if (key !== undefined && wholeKey !== undefined && narrowing?.check) {
        // Known from earlier pages under this version; until both are, the page is planned for its values. (With a
        // filter the repository reads the page by its matches whatever this says.)
        const fitting = totals.known(key);
        const all = totals.known(wholeKey);
        query.wide = walkPays(query.offset + query.limit, fitting, all);
        // A vehicle's pages may come before anyone asks for the whole catalogue: its total is counted beside them.
        countWhole = fitting !== undefined && all === undefined;
      }
      const count = () => products.catalogueCount(query);
      const { rows, version } = await products.cataloguePage(query);
      if (countWhole && wholeKey !== undefined) {
        totals
          .get(version, wholeKey, () => products.catalogueCount(whole))
          .catch((error) => {
            deps.log.warn({ err: error }, 'counting the catalogue failed');
          });
      }
      const total = await (key === undefined ? count() : totals.get(version, key, count));
      const shown = rows.flatMap(({ product, seller, shopName }) =>
        withSeller(product, summaryFromColumn(seller), shopName),
      );
      return { products: shown, pagination: countedPagination(q.page, q.limit, total) };
    },

    async ofSeller(actor: AuthUser, q: { status?: ProductRow['status']; page: number; limit: number }) {
      await assertSeller(actor);
      const { rows, total } = await products.ofSeller(actor.id, q.status, (q.page - 1) * q.limit, q.limit);
      return { products: await withSellers(rows), pagination: countedPagination(q.page, q.limit, total) };
    },

    async categories() {
      const counts = await products.categoryCounts();
      return {
        categories: productCategories.map((c) => ({ value: c.value, label: c.label, count: counts.get(c.value) ?? 0 })),
      };
    },

    // ---- for other modules ----------------------------------------------------------------------------------

    /** The products a cart holds, each as the public sees it and whether it can be bought now. */
    async offers(ids: string[]): Promise<Map<string, Offer>> {
      const rows = await withSellers(await products.findByIds(ids));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            product: toProduct(row),
            name: row.name,
            sellerId: row.sellerId,
            onSale: onSale(row),
            stock: row.stock,
            priceKurus: row.priceKurus,
          },
        ]),
      );
    },

    /** Takes a cart line's units in the checkout's transaction; undefined when it cannot be taken (see explain). */
    takeStock: (tx: Tx, line: StockLine, buyerId: string) => products.takeStock(tx, line, buyerId),

    /** Why a line could not be taken: the product is gone or off sale, it is the buyer's own, or stock ran out. */
    async refusal(tx: Tx, productId: string, buyerId: string): Promise<AppError> {
      const row = await products.findById(productId, tx);
      if (row?.status !== 'active' || !(await users.canSell(row.sellerId, tx))) return conflict('PRODUCT_UNAVAILABLE');
      if (row.sellerId === buyerId) return badRequest('OWN_PRODUCT');
      return conflict('INSUFFICIENT_STOCK', shopMessages.insufficientStockFor(row.name));
    },

    /** Puts the units of cancelled order lines back on sale, in the cancelling transaction. */
    async returnStock(tx: Tx, lines: StockLine[]): Promise<void> {
      const now = new Date();
      for (const line of lines) await products.returnStock(tx, line, now);
    },

    /** What the fitment module keeps on the product with its rows ('fit_models', products.table). */
    setFitModels: (tx: Tx, productId: string, fitModels: string[], hasOem: boolean) =>
      products.setFitModels(tx, productId, fitModels, hasOem),

    /** The product's rating and review count, as its verified reviews make them, in the reviewing transaction. */
    /** Writers of a product's rating queue here; each then counts the reviews the ones before it committed. */
    lockForRating: (tx: Tx, productId: string) => products.lockForRating(tx, productId),
    setRating: (tx: Tx, productId: string, rating: number, reviewCount: number) =>
      products.setRating(tx, productId, rating, reviewCount),

    sellerOf,

    /** How many products the seller has, and how many of them are active. */
    countsOf: (sellerId: string) => products.countsOf(sellerId),

    /** A product the public may see (active), with its price in lira; undefined otherwise. */
    async publicProduct(id: string) {
      const row = await products.findById(id);
      return row?.status === 'active' ? { ...row, price: toLira(row.priceKurus) } : undefined;
    },

    /** Whether a product of this id exists at all (on sale or not): an unknown one's page is not found. */
    known: async (id: string): Promise<boolean> => (await sellerOf(id)) !== undefined,

    /** Every active product, for the sitemap. */
    activeUrls: () => products.activeUrls(),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
