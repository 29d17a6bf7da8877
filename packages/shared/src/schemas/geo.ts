import { z } from 'zod';

/** A place of GET /api/geo/search: a province, or a district when `district` is set; `name` is its own name. */
export const placeSchema = z.object({
  name: z.string(),
  district: z.string().optional(),
  province: z.string(),
  provinceSlug: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

/** GET /api/geo/reverse: the district (if any) and province around a point; `address` reads 'Çankaya, Ankara'. */
export const addressSchema = z.object({
  address: z.string(),
  district: z.string().optional(),
  province: z.string(),
  provinceSlug: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
