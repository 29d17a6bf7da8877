import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notHidden } from '../../platform/hidden-content.js';
import { products } from '../products/products.table.js';
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

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  brand: products.brand,
  priceKurus: products.priceKurus,
  stock: products.stock,
  condition: products.condition,
  photos: products.photos,
  updatedAt: products.updatedAt,
};

export function createSeoRepository(db: Db) {
  return {
    /** A business as its public profile shows it; undefined when missing, disabled or hidden by an admin. */
    async business(id: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), ...publicBusiness));
      return row;
    },

    /** Every public business for the sitemap. */
    async businessUrls(): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: users.id, updatedAt: users.updatedAt })
        .from(users)
        .where(and(...publicBusiness))
        .orderBy(users.id)
        .limit(50_000);
    },

    /** A product on sale (active); passive products are not shown to the public. */
    async product(id: string): Promise<ProductSeoRow | undefined> {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.id, id), eq(products.status, 'active')));
      return row && { ...row, price: row.priceKurus / 100 };
    },

    async productUrls(): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.status, 'active'))
        .orderBy(products.id)
        .limit(50_000);
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
