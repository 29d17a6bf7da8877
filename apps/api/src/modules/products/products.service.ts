import { formatMessages, shopMessages } from '@otousta/shared/messages/tr';
import { labelOf, productCategories } from '@otousta/shared/options/shop';
import {
  type Product,
  type ProductData,
  type ProductPage,
  productInputSchema,
  type productListQuerySchema,
  SHOP_LIMITS,
} from '@otousta/shared/schemas/shop';
import { foldTurkish } from '@otousta/shared/text/fold';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { AuthUser } from '../../platform/identity.js';
import { parseInput } from '../sellers/sellers.validation.js';
import { toKurus, toProduct } from './products.presenter.js';
import type { ProductsRepository, ProductWithSeller } from './products.repository.js';
import type { ProductRow } from './products.table.js';

export interface PhotoStore {
  saveImages(files: { buffer: Buffer }[]): Promise<string[]>;
  deleteImage(url: string): Promise<void>;
}

type ListQuery = z.output<typeof productListQuerySchema>;

const searchTextOf = (p: Pick<ProductData, 'name' | 'brand' | 'description' | 'category'>) =>
  foldTurkish([p.name, p.brand, labelOf(productCategories, p.category), p.description].join(' '));

/** Folded search words; at most five, so a pasted paragraph cannot make an endless query. */
export const searchTerms = (q: string | undefined): string[] =>
  foldTurkish(q ?? '')
    .split(' ')
    .filter((w) => w.length > 0)
    .slice(0, 5);

const pagination = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
});

const tooManyPhotos = () =>
  badRequest('TOO_MANY_PRODUCT_PHOTOS', formatMessages.tooManyPhotos(SHOP_LIMITS.productPhotosMax));

export function createProductsService(deps: {
  products: ProductsRepository;
  photos: PhotoStore;
  log: FastifyBaseLogger;
}) {
  const { products, photos, log } = deps;

  /** Deleting a stored photo is cleanup: photos an order still shows stay; a failure is only logged. */
  const forget = async (urls: readonly string[]) => {
    const kept = await products.photosInOrders([...urls]);
    for (const url of urls) {
      if (kept.has(url)) continue;
      await photos.deleteImage(url).catch((err: unknown) => log.warn({ err, url }, 'could not delete image'));
    }
  };

  async function presented(id: string): Promise<Product> {
    const row = await products.findById(id);
    if (!row) throw notFound('PRODUCT_NOT_FOUND');
    return toProduct(row);
  }

  /** The product, when the actor is an approved seller and owns it: 403 SELLER_NOT_APPROVED, 404, 403 otherwise. */
  async function ownProduct(actor: AuthUser, id: string): Promise<ProductWithSeller> {
    await assertSeller(actor);
    const row = await products.findById(id);
    if (!row) throw notFound('PRODUCT_NOT_FOUND');
    if (row.sellerId !== actor.id) throw forbidden('FORBIDDEN');
    return row;
  }

  async function assertSeller(actor: AuthUser): Promise<void> {
    if (!(await products.canSell(actor.id))) throw forbidden('SELLER_NOT_APPROVED');
  }

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
      const data = parseInput(productInputSchema, json);
      if (files.length > SHOP_LIMITS.productPhotosMax) throw tooManyPhotos();
      const urls = files.length ? await photos.saveImages(files) : [];
      try {
        const row = await products.insert({ id: uuidv7(), sellerId: actor.id, ...columns(data), photos: urls });
        return { success: true as const, message: shopMessages.productCreated, product: await presented(row.id) };
      } catch (error) {
        await forget(urls);
        throw error;
      }
    },

    /** Spec §2 edit: saved photos the seller kept (keepPhotos, in order), then the new ones; 10 at most. */
    async update(actor: AuthUser, id: string, json: unknown, files: { buffer: Buffer }[]) {
      const current = await ownProduct(actor, id);
      const data = parseInput(productInputSchema, json);
      const kept = data.keepPhotos ? data.keepPhotos.filter((url) => current.photos.includes(url)) : current.photos;
      const unique = [...new Set(kept)];
      if (unique.length + files.length > SHOP_LIMITS.productPhotosMax) throw tooManyPhotos();
      const added = files.length ? await photos.saveImages(files) : [];
      // Units sold while the seller had the form open stay sold: the save moves stock by the seller's own change.
      const stockChange = data.stockSeen === undefined ? undefined : data.stock - data.stockSeen;
      const updated = await products
        .updateOwn(id, actor.id, { ...columns(data), photos: [...unique, ...added] }, stockChange)
        .catch(async (error: unknown) => {
          await forget(added);
          throw error;
        });
      if (!updated) {
        await forget(added);
        throw notFound('PRODUCT_NOT_FOUND');
      }
      await forget(current.photos.filter((url) => !unique.includes(url)));
      return { success: true as const, message: shopMessages.productUpdated, product: await presented(id) };
    },

    async setStatus(actor: AuthUser, id: string, status: ProductRow['status']) {
      await ownProduct(actor, id);
      if (!(await products.updateOwn(id, actor.id, { status }))) throw notFound('PRODUCT_NOT_FOUND');
      return { success: true as const, message: shopMessages.productUpdated, product: await presented(id) };
    },

    async remove(actor: AuthUser, id: string) {
      await ownProduct(actor, id);
      const row = await products.deleteOwn(id, actor.id);
      if (!row) throw notFound('PRODUCT_NOT_FOUND');
      await forget(row.photos);
      return { success: true as const, message: shopMessages.productDeleted };
    },

    /** A product page: on sale for everybody; an inactive one only for its own seller. */
    async get(viewer: AuthUser | undefined, id: string): Promise<Product> {
      const row = await products.findById(id);
      if (!row) throw notFound('PRODUCT_NOT_FOUND');
      const onSale = row.status === 'active' && row.seller.canSell;
      if (!onSale && viewer?.id !== row.sellerId) throw notFound('PRODUCT_NOT_FOUND');
      return toProduct(row);
    },

    async catalogue(q: ListQuery, now = new Date()): Promise<ProductPage> {
      const { rows, total } = await products.catalogue({
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
      });
      return { products: rows.map(toProduct), pagination: pagination(q.page, q.limit, total) };
    },

    async ofSeller(actor: AuthUser, q: { status?: ProductRow['status']; page: number; limit: number }) {
      await assertSeller(actor);
      const { rows, total } = await products.ofSeller(actor.id, q.status, (q.page - 1) * q.limit, q.limit);
      return { products: rows.map(toProduct), pagination: pagination(q.page, q.limit, total) };
    },

    async categories() {
      const counts = await products.categoryCounts();
      return {
        categories: productCategories.map((c) => ({ value: c.value, label: c.label, count: counts.get(c.value) ?? 0 })),
      };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
