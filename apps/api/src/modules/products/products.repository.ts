import type { CatalogueView, ProductSort } from '@otousta/shared/options/shop';
import { CAMPAIGN_MIN_DISCOUNT_PERCENT, NEW_PRODUCT_DAYS } from '@otousta/shared/options/shop';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { orderItems } from '../orders/orders.table.js';
import { sellerApplications } from '../sellers/sellers.table.js';
import { users } from '../users/users.table.js';
import { type NewProductRow, type ProductRow, products } from './products.table.js';

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

export type ProductWithSeller = ProductRow & { seller: ProductSeller };

export interface CatalogueQuery {
  terms: string[];
  category?: string;
  condition?: string;
  sort: ProductSort;
  view: CatalogueView;
  sellerId?: string;
  minPriceKurus?: number;
  maxPriceKurus?: number;
  offset: number;
  limit: number;
  now: Date;
}

const withSeller = {
  ...getTableColumns(products),
  seller: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    userType: users.userType,
    city: users.city,
    photos: users.photos,
    createdAt: users.createdAt,
    shopName: sellerApplications.businessName,
    businessName: users.businessName,
    canSell: sql<boolean>`(${users.eCommerceIsVerified} and ${users.isActive})`,
  },
};

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a buyer may see: an active product of an approved, active seller. */
export const onSale = and(
  eq(products.status, 'active'),
  eq(users.eCommerceIsVerified, true),
  eq(users.isActive, true),
)!;

/** Drizzle's .desc() indexes are DESC NULLS LAST; the ORDER BY must say the same for the planner to use them. */
const down = (column: AnyPgColumn) => sql`${column} desc nulls last`;

const orderings: Record<ProductSort, SQL[]> = {
  // Spec §3: popular = by review count; sales break ties (products_active_popular_idx).
  popular: [down(products.reviewCount), down(products.salesCount), down(products.createdAt), down(products.id)],
  rating: [down(products.rating), down(products.reviewCount), down(products.createdAt), down(products.id)],
  'price-low': [asc(products.priceKurus), down(products.createdAt), down(products.id)],
  // Read backwards off products_active_price_idx; only equal prices need a small extra sort.
  'price-high': [desc(products.priceKurus), asc(products.createdAt), asc(products.id)],
  newest: [down(products.createdAt), down(products.id)],
};

/** Products with their seller's public face, the shape every product answer is built from. */
const withSellerFrom = (db: Db) =>
  db
    .select(withSeller)
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(
      sellerApplications,
      and(eq(sellerApplications.userId, products.sellerId), eq(sellerApplications.status, 'approved')),
    );

function catalogueWhere(q: CatalogueQuery): SQL {
  const conditions: SQL[] = [onSale];
  for (const term of q.terms) conditions.push(sql`${products.searchText} like ${`%${escapeLike(term)}%`}`);
  if (q.category) conditions.push(eq(products.category, q.category));
  if (q.condition) conditions.push(eq(products.condition, q.condition as ProductRow['condition']));
  if (q.sellerId) conditions.push(eq(products.sellerId, q.sellerId));
  if (q.minPriceKurus !== undefined) conditions.push(gte(products.priceKurus, q.minPriceKurus));
  if (q.maxPriceKurus !== undefined) conditions.push(lte(products.priceKurus, q.maxPriceKurus));
  if (q.view === 'new') {
    conditions.push(gte(products.createdAt, new Date(q.now.getTime() - NEW_PRODUCT_DAYS * 86_400_000)));
  } else if (q.view === 'discounted') {
    conditions.push(sql`${products.originalPriceKurus} > ${products.priceKurus}`);
  } else if (q.view === 'campaigns') {
    conditions.push(
      sql`${products.originalPriceKurus} * (100 - ${CAMPAIGN_MIN_DISCOUNT_PERCENT}) >= ${products.priceKurus} * 100`,
    );
  }
  return and(...conditions)!;
}

/** One catalogue page, as a query (the plan test explains it). */
export const cataloguePageQuery = (db: Db, q: CatalogueQuery) =>
  withSellerFrom(db)
    .where(catalogueWhere(q))
    .orderBy(...orderings[q.sort])
    .limit(q.limit)
    .offset(q.offset);

export function createProductsRepository(db: Db) {
  const base = () => withSellerFrom(db);

  return {
    /** Whether the user may sell now (architecture.md decision 8: approved sellers only, checked on every call). */
    async canSell(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ ok: users.eCommerceIsVerified, active: users.isActive })
        .from(users)
        .where(eq(users.id, userId));
      return Boolean(row?.ok && row.active);
    },

    async insert(values: NewProductRow): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<ProductWithSeller | undefined> {
      const [row] = await base().where(eq(products.id, id));
      return row as ProductWithSeller | undefined;
    },

    async findByIds(ids: string[]): Promise<ProductWithSeller[]> {
      if (!ids.length) return [];
      return (await base().where(inArray(products.id, ids))) as ProductWithSeller[];
    },

    /** Changes a product only when the seller owns it. */
    /** With `stockChange`, stock moves by that many units (never below 0) instead of being set to `values.stock`. */
    async updateOwn(
      id: string,
      sellerId: string,
      values: Partial<NewProductRow>,
      stockChange?: number,
    ): Promise<boolean> {
      const stock = stockChange === undefined ? {} : { stock: sql`greatest(0, ${products.stock} + ${stockChange})` };
      const rows = await db
        .update(products)
        .set({ ...values, ...stock, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    async deleteOwn(id: string, sellerId: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .delete(products)
        .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
        .returning();
      return row;
    },

    /** Photo URLs still shown by some order (orders copy the first photo), so they must stay stored. */
    async photosInOrders(urls: string[]): Promise<Set<string>> {
      if (!urls.length) return new Set();
      const rows = await db
        .selectDistinct({ photo: orderItems.photo })
        .from(orderItems)
        .where(and(isNotNull(orderItems.photo), inArray(orderItems.photo, urls)));
      return new Set(rows.map((r) => r.photo!));
    },

    async catalogue(q: CatalogueQuery): Promise<{ rows: ProductWithSeller[]; total: number }> {
      const where = catalogueWhere(q);
      const [rows, [totals]] = await Promise.all([
        cataloguePageQuery(db, q),
        db.select({ total: count() }).from(products).innerJoin(users, eq(users.id, products.sellerId)).where(where),
      ]);
      return { rows: rows as ProductWithSeller[], total: Number(totals?.total ?? 0) };
    },

    async ofSeller(sellerId: string, status: ProductRow['status'] | undefined, offset: number, limit: number) {
      const where = status
        ? and(eq(products.sellerId, sellerId), eq(products.status, status))
        : eq(products.sellerId, sellerId);
      const [rows, [totals]] = await Promise.all([
        base().where(where).orderBy(down(products.createdAt), down(products.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { rows: rows as ProductWithSeller[], total: Number(totals?.total ?? 0) };
    },

    /** Products on sale per category, for the category grid. */
    async categoryCounts(): Promise<Map<string, number>> {
      const rows = await db
        .select({ category: products.category, count: count() })
        .from(products)
        .innerJoin(users, eq(users.id, products.sellerId))
        .where(onSale)
        .groupBy(products.category);
      return new Map(rows.map((r) => [r.category, Number(r.count)]));
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
