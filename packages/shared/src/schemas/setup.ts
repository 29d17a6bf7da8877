import { z } from 'zod';

/**
 * What a business fills in before its listing can be found by every filter (docs/product.md 'Business setup'): hours
 * ('Şimdi açık', appointments), photos, services and a pin on the map ('Konumumu kullan', the map view).
 */
export const setupSteps = [
  { key: 'hours', label: 'Çalışma saatleri', hint: "Saatleri olmayan işletme 'Şimdi açık' aramasında çıkmaz." },
  { key: 'photos', label: 'Fotoğraflar', hint: 'En az bir işyeri fotoğrafı kartınızda ve sayfanızda görünür.' },
  { key: 'services', label: 'Hizmetler', hint: 'Verdiğiniz hizmetleri yazın; müşteriler sizi bunlarla bulur.' },
  {
    key: 'location',
    label: 'Haritadaki konum',
    hint: 'Konum işareti olmayan işletme haritada ve yakındakilerde çıkmaz.',
  },
] as const;
export type SetupStepKey = (typeof setupSteps)[number]['key'];

export const setupResponseSchema = z.object({
  setup: z.object({
    steps: z.array(z.object({ key: z.enum(setupSteps.map((s) => s.key)), done: z.boolean() })),
    /** Steps done out of all, 0–100. */
    percent: z.number().int(),
    complete: z.boolean(),
  }),
});
export type SetupResponse = z.infer<typeof setupResponseSchema>;
