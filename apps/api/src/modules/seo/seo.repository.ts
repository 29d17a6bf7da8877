import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notHidden } from '../reports/hidden.js';
import { users } from '../users/users.table.js';

const publicBusiness = [eq(users.userType, 'isletme'), eq(users.isActive, true), notHidden('business', users.id)];

export interface ProductSeoRow {
  id: string;
  name: string;
  description: string;
  brand: string;
  price: number;
  stock: number;
  condition: string;
  photos: string[];
  updatedAt: Date;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export function createSeoRepository(db: Db) {
  /** The shop owns its products table; it is read by name so this module works in any stage of the shop. */
  async function hasProducts(): Promise<boolean> {
    const [row] = rowsOf(await db.execute(sql`select to_regclass('products') is not null as "exists"`));
    return Boolean(row?.exists);
  }

  const toProduct = (r: Record<string, unknown>): ProductSeoRow => ({
    id: String(r.id),
    name: String(r.name),
    description: String(r.description ?? ''),
    brand: String(r.brand ?? ''),
    price: Number(r.price),
    stock: Number(r.stock ?? 0),
    condition: String(r.condition ?? ''),
    photos: Array.isArray(r.photos) ? (r.photos as string[]) : [],
    updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(String(r.updated_at ?? Date.now())),
  });

  return {
    /** A business as its public profile shows it; undefined when missing, disabled or hidden by an admin. */
    async business(id: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), ...publicBusiness));
      return row;
    },

    /** Every public business for the sitemap, newest change last seen by crawlers first. */
    async businessUrls(): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: users.id, updatedAt: users.updatedAt })
        .from(users)
        .where(and(...publicBusiness))
        .orderBy(users.id)
        .limit(50_000);
    },

    async product(id: string): Promise<ProductSeoRow | undefined> {
      if (!(await hasProducts())) return undefined;
      const [row] = rowsOf(await db.execute(sql`select * from products where id = ${id}`));
      if (!row || row.status === 'inactive' || row.is_active === false) return undefined;
      return toProduct(row);
    },

    async productUrls(): Promise<{ id: string; updatedAt: Date }[]> {
      if (!(await hasProducts())) return [];
      const rows = rowsOf(await db.execute(sql`select * from products order by id limit 50000`));
      return rows
        .filter((r) => r.status !== 'inactive' && r.is_active !== false)
        .map((r) => ({ id: String(r.id), updatedAt: toProduct(r).updatedAt }));
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
