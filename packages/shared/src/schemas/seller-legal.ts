import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';

/**
 * A seller's legal details (docs/product.md 'Distance sales documents'): the trade title, tax office and address the
 * Ön Bilgilendirme Formu and Mesafeli Satış Sözleşmesi name, and the address returns are sent to. An approved seller
 * publishes products only once all three are filled in.
 *   GET /api/seller/legal-details → `{ legalDetails: SellerLegalDetails | null }` (own)
 *   PUT /api/seller/legal-details `SellerLegalDetailsInput` → `{ legalDetails }` (approved sellers; else 403)
 */
export const sellerLegalDetailsInputSchema = z.object({
  legalTitle: z
    .string({ error: errorMessages.LEGAL_TITLE_REQUIRED })
    .trim()
    .min(3, errorMessages.LEGAL_TITLE_REQUIRED)
    .max(200, errorMessages.TEXT_TOO_LONG),
  taxOffice: z
    .string({ error: errorMessages.TAX_OFFICE_REQUIRED })
    .trim()
    .min(2, errorMessages.TAX_OFFICE_REQUIRED)
    .max(100, errorMessages.TEXT_TOO_LONG),
  address: z
    .string({ error: errorMessages.LEGAL_ADDRESS_REQUIRED })
    .trim()
    .min(10, errorMessages.LEGAL_ADDRESS_REQUIRED)
    .max(500, errorMessages.TEXT_TOO_LONG),
});
export type SellerLegalDetailsInput = z.input<typeof sellerLegalDetailsInputSchema>;

export const sellerLegalDetailsSchema = sellerLegalDetailsInputSchema.extend({
  taxNumber: z.string(),
  updatedAt: z.string().describe('ISO 8601'),
});
export type SellerLegalDetails = z.infer<typeof sellerLegalDetailsSchema>;

export const sellerLegalDetailsResponseSchema = z.object({ legalDetails: sellerLegalDetailsSchema.nullable() });
