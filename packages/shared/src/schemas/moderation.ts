import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';

/** Paging of the admin area's lists: 20 per page unless asked otherwise, at most 100. */
export const adminPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: errorMessages.INVALID_PAGE })
    .int(errorMessages.INVALID_PAGE)
    .min(1, errorMessages.INVALID_PAGE)
    .max(10_000, errorMessages.INVALID_PAGE)
    .default(1),
  limit: z.coerce
    .number({ error: errorMessages.INVALID_LIMIT })
    .int(errorMessages.INVALID_LIMIT)
    .min(1, errorMessages.INVALID_LIMIT)
    .default(20)
    .transform((n) => Math.min(n, 100)),
});

/** A business as the verification tab lists it. */
export const adminBusinessSchema = z.object({
  id: z.string(),
  businessName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  city: z.string(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminBusiness = z.infer<typeof adminBusinessSchema>;

export const adminBusinessQuerySchema = adminPageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});

export const adminBusinessPageSchema = z.object({
  businesses: z.array(adminBusinessSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
export type AdminBusinessPage = z.infer<typeof adminBusinessPageSchema>;

/** PATCH /api/admin/businesses/{id}/verification: the 'Doğrulanmış' badge on or off. */
export const verificationInputSchema = z.object({
  isVerified: z.boolean({ error: errorMessages.VALIDATION }),
});
