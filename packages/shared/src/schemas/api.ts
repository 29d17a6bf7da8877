// The shapes every part of the API shares: the error envelope, the id path parameter, page queries and pagination.
import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { textNumber } from './numbers.js';

/** Every error answer: a stable `code` the client translates, a Turkish `message`, and per-field messages of a form. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int().min(400).max(599).describe('HTTP durum kodu'),
  code: z.string().describe("Kalıcı hata kodu, ör. 'VALIDATION', 'UNAUTHORIZED', 'POST_NOT_FOUND'"),
  message: z.string().describe('Kullanıcıya gösterilebilecek Türkçe açıklama'),
  errors: z.record(z.string(), z.string()).optional().describe('Alan adı → o alanın Türkçe hatası'),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const idSchema = z.string({ error: errorMessages.VALIDATION }).min(1).max(64);
/** The `{id}` of a path such as /api/posts/{id}. */
export const idParamsSchema = z.object({ id: idSchema });

/** Pages beyond this are refused: no list is that long, and a huge offset would only cost the database. */
export const MAX_PAGE = 10_000;

export const pageNumberSchema = textNumber({
  min: 1,
  max: MAX_PAGE,
  int: true,
  message: errorMessages.INVALID_PAGE,
}).default(1);

export interface PageSizes {
  /** Rows per page when the client names no `limit`. */
  size: number;
  /** The most rows one page holds: a larger `limit` is served as this many. */
  max: number;
}

/**
 * `limit` of a list: `size` unless asked otherwise; more than `max` is served as `max` rather than refused, so a
 * hand-edited address still shows a page, and one page never costs more than the largest the screens ask for.
 */
export const pageLimitSchema = ({ size, max }: PageSizes) =>
  textNumber({ min: 1, max: Number.MAX_SAFE_INTEGER, int: true, message: errorMessages.INVALID_LIMIT })
    .transform((limit) => Math.min(limit, max))
    .default(size)
    // The document states the most a page holds; the transform above is invisible to it.
    .meta({ maximum: max, description: `Sayfa başına kayıt; en fazla ${max}, daha büyüğü ${max} sayılır` });

/** `{ page, limit }`: the one query of every paged list; a list adds its own filters with `.extend()`. */
export const pageQuerySchema = (sizes: PageSizes) =>
  z.object({ page: pageNumberSchema, limit: pageLimitSchema(sizes) });

/**
 * The `pagination` beside a list's items (`{ <items>, pagination }`): a list that counts its rows gives `total` and
 * `pages`, a list read by cursor gives `nextCursor`.
 */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int().optional(),
  pages: z.number().int().optional(),
  nextCursor: z.string().nullable().optional(),
});

/** The pagination of a list that counts its rows. */
export const countedPaginationSchema = paginationSchema
  .required({ total: true, pages: true })
  .omit({ nextCursor: true });
export type CountedPagination = z.infer<typeof countedPaginationSchema>;

export const countedPagination = (page: number, limit: number, total: number): CountedPagination => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
});

/** `{ <itemsName>: item[], pagination }` of a list that counts its rows, e.g. `countedPageSchema('reviews', review)`. */
export const countedPageSchema = <Name extends string, Item extends z.ZodType>(itemsName: Name, item: Item) =>
  z.object({ [itemsName]: z.array(item), pagination: countedPaginationSchema } as {
    [key in Name]: z.ZodArray<Item>;
  } & { pagination: typeof countedPaginationSchema });

/** A moment in an answer, as ISO 8601 text. */
export const isoDateTime = z.string().describe('ISO 8601');

/** The ids every entity of an answer carries (docs/decisions/002): `id`, and `_id` with the same value. */
export const entityIds = { _id: z.string(), id: z.string() };

/** When an entity of an answer was made and last changed. */
export const timestamps = { createdAt: isoDateTime, updatedAt: isoDateTime };
