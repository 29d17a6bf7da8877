import type { CatalogueView, ProductSort } from '@otousta/shared/options/shop';
import { CAMPAIGN_MIN_DISCOUNT_PERCENT, NEW_PRODUCT_DAYS } from '@otousta/shared/options/shop';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { updatedAny } from '../../platform/row-changes.js';
import { pageOf } from '../../platform/table-page.js';
import { sellerCanSell } from '../users/users.service.js';
import { catalogueVersion, type NewProductRow, type ProductRow, products } from './products.table.js';

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
  /** A further condition on the product id from another module (the fitment filter). */
  narrow?: (productId: AnyPgColumn) => SQL;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a buyer may see: an active product of an approved, active seller. */
export const onSale = and(eq(products.status, 'active'), sellerCanSell(products.sellerId))!;

/** Drizzle's .desc() indexes are DESC NULLS LAST; the ORDER BY must say the same for the planner to use them. */
const down = (column: AnyPgColumn) => sql`${column} desc nulls last`;

const orderings: Record<ProductSort, SQL[]> = {
  // docs/product.md §3: popular = by review count; sales break ties (products_active_popular_idx).
  popular: [down(products.reviewCount), down(products.salesCount), down(products.createdAt), down(products.id)],
  rating: [down(products.rating), down(products.reviewCount), down(products.createdAt), down(products.id)],
  'price-low': [asc(products.priceKurus), down(products.createdAt), down(products.id)],
  // Read backwards off products_active_price_idx; only equal prices need a small extra sort.
  'price-high': [desc(products.priceKurus), asc(products.createdAt), asc(products.id)],
  newest: [down(products.createdAt), down(products.id)],
};

function catalogueWhere(q: CatalogueQuery): SQL {
  const conditions: SQL[] = [onSale];
  for (const term of q.terms) conditions.push(sql`${products.searchText} like ${`%${escapeLike(term)}%`}`);
  if (q.category) conditions.push(eq(products.category, q.category));
  if (q.condition) conditions.push(eq(products.condition, q.condition as ProductRow['condition']));
  if (q.sellerId) conditions.push(eq(products.sellerId, q.sellerId));
  if (q.minPriceKurus !== undefined) conditions.push(gte(products.priceKurus, q.minPriceKurus));
  if (q.maxPriceKurus !== undefined) conditions.push(lte(products.priceKurus, q.maxPriceKurus));
  if (q.narrow) conditions.push(q.narrow(products.id));
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
  db
    .select()
    .from(products)
    .where(catalogueWhere(q))
    .orderBy(...orderings[q.sort])
    .limit(q.limit)
    .offset(q.offset);

/** A cart line checkout takes. */
export interface StockLine {
  productId: string;
  quantity: number;
}

export function createProductsRepository(db: Db) {
  const currentVersion = db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .prepare('catalogue_version');
  return {
    /** The catalogue's version: it changes with every write that can change which products a filter matches. */
    async catalogueVersion(): Promise<number> {
      const [row] = await currentVersion.execute();
      return Number(row?.version ?? 0);
    },

    async insert(values: NewProductRow): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      return row!;
    },

    async findById(id: string, tx: Db | Tx = db): Promise<ProductRow | undefined> {
      const [row] = await tx.select().from(products).where(eq(products.id, id));
      return row;
    },

    async findByIds(ids: string[]): Promise<ProductRow[]> {
      if (!ids.length) return [];
      return db.select().from(products).where(inArray(products.id, ids));
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
      return updatedAny(
        db,
        products,
        { ...values, ...stock, updatedAt: new Date() },
        and(eq(products.id, id), eq(products.sellerId, sellerId)),
      );
    },

    async deleteOwn(id: string, sellerId: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .delete(products)
        .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
        .returning();
      return row;
    },

    cataloguePage: (q: CatalogueQuery): Promise<ProductRow[]> => cataloguePageQuery(db, q),

    async catalogueCount(q: CatalogueQuery): Promise<number> {
      const [row] = await db.select({ total: count() }).from(products).where(catalogueWhere(q));
      return Number(row?.total ?? 0);
    },

    async ofSeller(sellerId: string, status: ProductRow['status'] | undefined, offset: number, limit: number) {
      const where = status
        ? and(eq(products.sellerId, sellerId), eq(products.status, status))
        : eq(products.sellerId, sellerId);
      return pageOf(db, products, where, [down(products.createdAt), down(products.id)], { offset, limit });
    },

    /** Products on sale per category, for the category grid. */
    async categoryCounts(): Promise<Map<string, number>> {
      const rows = await db
        .select({ category: products.category, count: count() })
        .from(products)
        .where(onSale)
        .groupBy(products.category);
      return new Map(rows.map((r) => [r.category, Number(r.count)]));
    },

    /** How many products the seller has, and how many of them are active. */
    async countsOf(sellerId: string): Promise<{ productCount: number; activeProductCount: number }> {
      const [row] = await db
        .select({
          productCount: count(),
          activeProductCount: sql<number>`count(*) filter (where ${products.status} = 'active')`.mapWith(Number),
        })
        .from(products)
        .where(eq(products.sellerId, sellerId));
      return { productCount: Number(row?.productCount ?? 0), activeProductCount: row?.activeProductCount ?? 0 };
    },

    /**
     * Takes `line.quantity` units in one conditional UPDATE … WHERE stock >= quantity, of an active product of a
     * seller who may sell, not the buyer's own. The row lock makes concurrent buyers of the last units queue, and each
     * re-checks the condition on the committed stock. Undefined when the line cannot be taken.
     */
    async takeStock(tx: Tx, line: StockLine, buyerId: string) {
      const [row] = await tx
        .update(products)
        .set({
          stock: sql`${products.stock} - ${line.quantity}`,
          salesCount: sql`${products.salesCount} + ${line.quantity}`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(products.id, line.productId),
            eq(products.status, 'active'),
            gte(products.stock, line.quantity),
            ne(products.sellerId, buyerId),
            sellerCanSell(products.sellerId),
          ),
        )
        .returning({
          sellerId: products.sellerId,
          name: products.name,
          photo: sql<string | null>`${products.photos}[1]`,
          priceKurus: products.priceKurus,
        });
      return row;
    },

    /** Puts units back on sale (a cancelled order). */
    async returnStock(tx: Tx, line: StockLine, now: Date): Promise<void> {
      await tx
        .update(products)
        .set({
          stock: sql`${products.stock} + ${line.quantity}`,
          salesCount: sql`greatest(${products.salesCount} - ${line.quantity}, 0)`,
          updatedAt: now,
        })
        .where(eq(products.id, line.productId));
    },

    async setRating(tx: Tx, productId: string, rating: number, reviewCount: number): Promise<void> {
      await tx.update(products).set({ rating, reviewCount }).where(eq(products.id, productId));
    },

    /** Active products (what the public may see), for the sitemap. */
    activeUrls(): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.status, 'active'))
        .orderBy(products.id)
        .limit(50_000);
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
