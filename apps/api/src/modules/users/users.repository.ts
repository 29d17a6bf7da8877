import { and, arrayContains, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { type NewUserRow, type UserRow, users } from './users.table.js';

/** Work another feature does in the transaction that deletes an account (app.ts wires it). */
export type AccountDeletionStep = (tx: Tx, userId: string) => Promise<void>;

/** Listing order: verified businesses first, then by rating; id keeps pages stable. Matches users_listing_order_idx. */
export const listingOrder = [
  sql`${users.isVerified} desc nulls last`,
  sql`${users.rating} desc nulls last`,
  users.id,
] as const;

export interface UserListQuery {
  userType?: 'musteri' | 'isletme';
  city?: string;
  /** Folded word prefixes that must all occur in users.search_terms. */
  terms?: string[];
  offset: number;
  limit: number;
}

/** An ARRAY[...] literal of bound parameters: the same SQL for node-postgres and PGlite. */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export function createUsersRepository(db: Db) {
  return {
    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async existsWith(field: 'email' | 'phone', value: string, exceptId?: string): Promise<boolean> {
      const column = field === 'email' ? users.email : users.phone;
      const where = exceptId ? and(eq(column, value), sql`${users.id} <> ${exceptId}`) : eq(column, value);
      const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
      return !!row;
    },

    async update(id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Deletes the user (refresh tokens go with it by cascade) and returns what was deleted. `before` runs in the same
     * transaction: what other features settle for a leaving account.
     */
    delete(id: string, before?: AccountDeletionStep): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        await before?.(tx, id);
        const [row] = await tx.delete(users).where(eq(users.id, id)).returning();
        return row;
      });
    },

    /** Active users page by page in listing order, with the total. */
    async list(query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
      const conditions: SQL[] = [eq(users.isActive, true)];
      if (query.userType) conditions.push(eq(users.userType, query.userType));
      if (query.city) conditions.push(eq(users.city, query.city));
      if (query.terms?.length) conditions.push(arrayContains(users.searchTerms, query.terms));
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...listingOrder)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: Number(totals?.total ?? 0) };
    },

    async setOnline(id: string, isOnline: boolean): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ isOnline, lastSeen: new Date() }).where(eq(users.id, id)).returning();
      return row;
    },

    /**
     * Appends photos only while the total stays within `max`, in one statement, so two uploads at the same time
     * cannot together pass the limit. Returns the new list, or undefined when the limit would be exceeded.
     */
    async appendPhotos(id: string, urls: string[], max: number): Promise<string[] | undefined> {
      const [row] = await db
        .update(users)
        .set({ photos: sql`${users.photos} || ${textArray(urls)}`, updatedAt: new Date() })
        .where(and(eq(users.id, id), sql`cardinality(${users.photos}) + ${urls.length} <= ${max}`))
        .returning({ photos: users.photos });
      return row?.photos;
    },

    /** Removes one of the user's photos; undefined when it is not theirs. */
    async removePhoto(id: string, url: string): Promise<string[] | undefined> {
      const [row] = await db
        .update(users)
        .set({ photos: sql`array_remove(${users.photos}, ${url})`, updatedAt: new Date() })
        .where(and(eq(users.id, id), arrayContains(users.photos, [url])))
        .returning({ photos: users.photos });
      return row?.photos;
    },

    async photoOwner(url: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(arrayContains(users.photos, [url]))
        .limit(1);
      return row?.id;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
