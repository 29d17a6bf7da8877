import type { CatalogueView, ProductSort } from '@otousta/shared/options/shop';
import { CAMPAIGN_MIN_DISCOUNT_PERCENT, NEW_PRODUCT_DAYS } from '@otousta/shared/options/shop';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { descIndexed } from '../../db/order.js';
import { type Bind, inline, pageWindow, statementsByShape, windowShape } from '../../db/prepared.js';
import { updatedAny } from '../../platform/row-changes.js';
import { pageOf } from '../../platform/table-page.js';
import { shopNameOf } from '../sellers/sellers.service.js';
import { sellerCanSell, summaryColumn } from '../users/users.service.js';
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
  narrow?: CatalogueCondition;
  /**
   * The page's matches are known to be a share of the catalogue large enough for it: with nothing but the narrowing
   * and a search asked, the page walks its order's index and checks each product (`narrow.check`), planned once,
   * instead of reading every match and sorting them (`walks`).
   */
  wide?: boolean;
}

/**
 * A condition on the product id from another module; `shape` names its text, whatever its values, and `values` are
 * what it binds, by name (statementsByShape).
 */
export interface CatalogueCondition {
  shape: string;
  condition: (productId: AnyPgColumn, bind: Bind) => SQL;
  /**
   * The same condition asked of one product at a time, which PostgreSQL cannot turn into a join: a page walking its
   * order's index then reads a product and checks it, whatever values the statement is planned for.
   */
  check?: (productId: AnyPgColumn, bind: Bind) => SQL;
  /**
   * With `check`: a fitting product carries one of these in its `fit_models` (products.table), so a walk rules out
   * most products from the row it reads anyway, before asking `check`.
   */
  fitModels?: string[];
  values: Record<string, unknown>;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a buyer may see: an active product of an approved, active seller. The status is a literal, as the catalogue's
 * partial indexes are defined, so a statement prepared once can still be proven to match them.
 */
export const onSale = and(sql`${products.status} = 'active'`, sellerCanSell(products.sellerId))!;

/** The columns an order reads: the table's, or those of a page read from it. */
type OrderColumns = Record<'reviewCount' | 'salesCount' | 'createdAt' | 'id' | 'rating' | 'priceKurus', AnyPgColumn>;

const orderings = (t: OrderColumns): Record<ProductSort, SQL[]> => ({
  // docs/product.md §3: popular = by review count; sales break ties (products_active_popular_idx).
  popular: [descIndexed(t.reviewCount), descIndexed(t.salesCount), descIndexed(t.createdAt), descIndexed(t.id)],
  rating: [descIndexed(t.rating), descIndexed(t.reviewCount), descIndexed(t.createdAt), descIndexed(t.id)],
  'price-low': [asc(t.priceKurus), descIndexed(t.createdAt), descIndexed(t.id)],
  // Read backwards off products_active_price_idx; only equal prices need a small extra sort.
  'price-high': [desc(t.priceKurus), asc(t.createdAt), asc(t.id)],
  newest: [descIndexed(t.createdAt), descIndexed(t.id)],
});

/** Since when a product counts as new ('Yeni Ürünler'). */
const newSince = (now: Date) => new Date(now.getTime() - NEW_PRODUCT_DAYS * 86_400_000);

const termPattern = (term: string) => `%${escapeLike(term)}%`;

function catalogueWhere(q: CatalogueQuery, bind: Bind = inline): SQL {
  const conditions: SQL[] = [onSale];
  // Each word appears in the text, or a word of the text is alike by trigrams (pg_trgm's word_similarity, at least
  // 0.6): 'corola' finds Corolla. products_search_text_trgm_idx answers both.
  const words = q.terms.map(
    (term, i) =>
      sql`(${products.searchText} like ${bind(`term${i}`, termPattern(term))} or ${bind(`word${i}`, term)}::text <% ${products.searchText})`,
  );
  if (q.narrow?.check && walks(q)) {
    conditions.push(walkCheck(q.narrow, words, bind));
  } else {
    conditions.push(...words);
    if (q.narrow) conditions.push(q.narrow.condition(products.id, bind));
  }
  if (q.category) conditions.push(eq(products.category, bind('category', q.category)));
  if (q.condition) conditions.push(eq(products.condition, bind('condition', q.condition as ProductRow['condition'])));
  if (q.sellerId) conditions.push(eq(products.sellerId, bind('sellerId', q.sellerId)));
  if (q.minPriceKurus !== undefined) conditions.push(gte(products.priceKurus, bind('minPrice', q.minPriceKurus)));
  if (q.maxPriceKurus !== undefined) conditions.push(lte(products.priceKurus, bind('maxPrice', q.maxPriceKurus)));
  if (q.view === 'new') {
    conditions.push(gte(products.createdAt, bind('since', newSince(q.now))));
  } else if (q.view === 'discounted') {
    conditions.push(sql`${products.originalPriceKurus} > ${products.priceKurus}`);
  } else if (q.view === 'campaigns') {
    conditions.push(
      sql`${products.originalPriceKurus} * (100 - ${CAMPAIGN_MIN_DISCOUNT_PERCENT}) >= ${products.priceKurus} * 100`,
    );
  }
  return and(...conditions)!;
}

/**
 * What a walking page asks of each product along the order, as one condition: the digests of its models in the
 * index entry and its search words first, the narrowing's check only for a product they let through. Inside a `case`, which PostgreSQL does not
 * estimate from the columns' statistics, so the plan stays the walk the totals chose, whatever the values.
 */
function walkCheck(narrow: CatalogueCondition, words: SQL[], bind: Bind): SQL {
  const check = narrow.check!(products.id, bind);
  // The models' digests are worked out once per statement (an InitPlan), and compared with the index entry's.
  const models = narrow.fitModels && sql.param(bind('fitModels', narrow.fitModels), products.fitModels);
  const fitting = models && sql`(select digests_of(${models}))`;
  const fromRow = [...(fitting ? [arrayOverlaps(products.fitHashes, fitting)] : []), ...words];
  return fromRow.length ? sql`case when ${and(...fromRow)} then ${check} else false end` : check;
}

const filterValues = (q: CatalogueQuery) => [q.category, q.condition, q.sellerId, q.minPriceKurus, q.maxPriceKurus];

const unfiltered = (q: CatalogueQuery) => q.view === 'all' && filterValues(q).every((v) => v === undefined);
/** The whole catalogue, nothing searched, filtered or viewed apart (another module's narrowing aside). */
const wholeCatalogue = (q: CatalogueQuery) => unfiltered(q) && !q.terms.length;

/**
 * A page whose matches are a large enough share of the catalogue (`wide`), narrowed and perhaps searched but nothing
 * else: it walks the order's index and checks each product. A filter could match few products and would make that
 * walk long, so such a page is read by its matches.
 */
function walks(q: CatalogueQuery): boolean {
  return q.wide === true && q.narrow?.check !== undefined && unfiltered(q);
}

/**
 * Whether a page's plan is the same for any values: the whole catalogue in one of its orders, read off that order's
 * index, or a page that many products match, checked product by product along it. A search, a filter or a vehicle
 * few products fit makes it depend on how many products match (pageWindow).
 */
const plannedOnce = (q: CatalogueQuery) => (wholeCatalogue(q) && !q.narrow) || walks(q);

/** Which conditions and order a catalogue page's statement has: pages of one shape share one text. */
const catalogueShape = (q: CatalogueQuery) =>
  [
    q.sort,
    q.view,
    q.terms.length,
    filterValues(q)
      .map((v) => (v === undefined ? 0 : 1))
      .join(''),
    q.narrow?.shape,
    walks(q) ? 'walk' : '',
    windowShape(q.limit, q.offset, plannedOnce(q)),
  ].join(':');

/** A catalogue page's row: the product, its seller's summary and shop name, and the catalogue's version. */
export interface CataloguePageRow {
  product: ProductRow;
  seller: unknown;
  shopName: string | null;
  version: string;
}

/** Every column of a page read from the products table, by the same names as the table's. */
const pageColumns = <T extends Record<keyof ProductRow, unknown>>(page: T) =>
  Object.fromEntries(Object.keys(getTableColumns(products)).map((key) => [key, page[key as keyof ProductRow]])) as {
    [K in keyof ProductRow]: T[K];
  };

/**
 * One catalogue page, as a query (the plan test explains it), with its sellers and the catalogue's version read in
 * the same statement: the page and the version its kept total belongs to are of one moment, and one round trip. The
 * sellers are read around the page, so a later page does not build them for the rows its offset skips; PostgreSQL
 * keeps the page's order without sorting it again.
 */
export const cataloguePageQuery = (db: Db, q: CatalogueQuery, bind: Bind = inline) => {
  const window = pageWindow(q.limit, q.offset, bind, plannedOnce(q));
  /** A select of products narrowed to the page's rows, in order. */
  const paged = <T extends PgSelect>(select: T) =>
    select
      .where(catalogueWhere(q, bind))
      .orderBy(...orderings(products)[q.sort])
      .limit(window.limit)
      .offset(window.offset);
  const around = (sellerId: AnyPgColumn) => ({
    seller: summaryColumn(sellerId),
    shopName: shopNameOf(sellerId),
    version: sql<string>`(select ${catalogueVersion.version} from ${catalogueVersion})`,
  });
  if (walks(q)) {
    // A walk reads the order's index alone (ids, sellers, digests), and only the page's dozen products are read
    // whole, then put in order again.
    const page = paged(db.select({ id: products.id }).from(products).$dynamic()).as('page');
    return db
      .select({ product: getTableColumns(products), ...around(products.sellerId) })
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .orderBy(...orderings(products)[q.sort]);
  }
  const page = paged(db.select().from(products).$dynamic()).as('page');
  return db
    .select({ product: pageColumns(page), ...around(page.sellerId) })
    .from(page)
    .orderBy(...orderings(page)[q.sort]);
};

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
  /** The catalogue's version: it changes with every write that can change which products a filter matches. */
  const readVersion = async () => (await currentVersion.execute())[0]?.version ?? 0;
  const cataloguePages = statementsByShape<CatalogueQuery, CataloguePageRow[]>(
    'catalogue_page',
    catalogueShape,
    (q, bind) => cataloguePageQuery(db, q, bind),
    (q) => ({
      ...Object.fromEntries(
        q.terms.flatMap((term, i) => [
          [`term${i}`, termPattern(term)],
          [`word${i}`, term],
        ]),
      ),
      category: q.category,
      condition: q.condition,
      sellerId: q.sellerId,
      minPrice: q.minPriceKurus,
      maxPrice: q.maxPriceKurus,
      since: q.view === 'new' ? newSince(q.now) : undefined,
      limit: q.limit,
      offset: q.offset,
      ...q.narrow?.values,
      fitModels: walks(q) ? q.narrow?.fitModels : undefined,
    }),
  );
  return {
    async insert(values: NewProductRow, tx: Db | Tx = db): Promise<ProductRow> {
      const [row] = await tx.insert(products).values(values).returning();
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

    /** A page with its sellers, and the catalogue's version (read on its own when the page is empty). */
    async cataloguePage(q: CatalogueQuery): Promise<{ rows: CataloguePageRow[]; version: number }> {
      const rows = await cataloguePages(q);
      const version = rows.length ? rows[0]!.version : await readVersion();
      return { rows, version: Number(version) };
    },

    async catalogueCount(q: CatalogueQuery): Promise<number> {
      // A total counts every match: checking each product of the catalogue one by one would be the slowest way.
      const [row] = await db
        .select({ total: count() })
        .from(products)
        .where(catalogueWhere({ ...q, wide: false }));
      return Number(row?.total ?? 0);
    },

    async ofSeller(sellerId: string, status: ProductRow['status'] | undefined, offset: number, limit: number) {
      const where = status
        ? and(eq(products.sellerId, sellerId), eq(products.status, status))
        : eq(products.sellerId, sellerId);
      return pageOf(db, products, where, [descIndexed(products.createdAt), descIndexed(products.id)], {
        offset,
        limit,
      });
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

    async setFitModels(tx: Tx, productId: string, fitModels: string[], hasOem: boolean): Promise<void> {
      await tx.update(products).set({ fitModels, hasOem }).where(eq(products.id, productId));
    },

    /**
     * Holds the product's row until the transaction ends. NO KEY UPDATE: it does not wait for the KEY SHARE lock the
     * foreign-key check of a concurrent review insert takes on the same product, so two reviewers never deadlock.
     */
    async lockForRating(tx: Tx, productId: string): Promise<void> {
      await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('no key update');
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
