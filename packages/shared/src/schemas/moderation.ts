import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { countedPageSchema, pageQuerySchema } from './api.js';

/** Paging of the admin area's lists: 20 per page unless asked otherwise, at most 100. */
export const adminPageQuerySchema = pageQuerySchema({ size: 20, max: 100 });

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

export const adminBusinessPageSchema = countedPageSchema('businesses', adminBusinessSchema);
export type AdminBusinessPage = z.infer<typeof adminBusinessPageSchema>;

/** PATCH /api/admin/businesses/{id}/verification: the 'Doğrulanmış' badge on or off. */
export const verificationInputSchema = z.object({
  isVerified: z.boolean({ error: errorMessages.VALIDATION }),
});
