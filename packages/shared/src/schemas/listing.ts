import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { pageQuerySchema } from './api.js';
import { LISTING_LIMITS, resolveBrand, resolveCity, resolveSector, resolveVehicleType } from './listing-filters.js';
import { publicUserSchema } from './user.js';

export * from './listing-filters.js';

/** An optional filter value: blank means 'no filter'; anything else must name a known option. */
const filter = (resolve: (input: string) => string | undefined, message: string) =>
  z
    .string()
    .trim()
    .max(64, message)
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return undefined;
      const value = resolve(raw);
      if (!value) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });

/** GET /api/users/service-providers query: every filter combines with AND; `brandService` is an authorised brand. */
export const listingQuerySchema = z.object({
  city: filter(resolveCity, errorMessages.INVALID_CITY).describe("İl: 'izmir', 'İzmir' veya 'IZMIR'"),
  vehicleType: filter(resolveVehicleType, errorMessages.INVALID_VEHICLE_TYPE).describe('araba | motorsiklet'),
  sector: filter(resolveSector, errorMessages.UNKNOWN_SECTOR).describe('Hizmet alanı, ör. cekici'),
  brand: filter(resolveBrand, errorMessages.UNKNOWN_BRAND).describe('Hizmet verilen marka, ör. tofas'),
  brandService: filter(resolveBrand, errorMessages.UNKNOWN_BRAND).describe('Yetkili servis markası'),
  ...pageQuerySchema({ size: LISTING_LIMITS.defaultLimit, max: LISTING_LIMITS.maxLimit }).shape,
});
export type ListingQuery = z.output<typeof listingQuerySchema>;

export const listingResponseSchema = z.object({
  serviceProviders: z.array(publicUserSchema),
  count: z.number().int().describe('Filtrelere uyan işletmelerin toplamı'),
});
export type ListingResponse = z.infer<typeof listingResponseSchema>;
