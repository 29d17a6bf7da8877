import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { trimmedText } from './trimmed-text.js';

/**
 * A seller's legal details (docs/product.md 'Distance sales documents'): the trade title, tax office and address the
 * Ön Bilgilendirme Formu and Mesafeli Satış Sözleşmesi name, and the address returns are sent to. An approved seller
 * publishes products only once all three are filled in.
 *   GET /api/seller/legal-details → `{ legalDetails: SellerLegalDetails | null }` (own)
 *   PUT /api/seller/legal-details `SellerLegalDetailsInput` → `{ legalDetails }` (approved sellers; else 403)
 */
export const sellerLegalDetailsInputSchema = z.object({
  legalTitle: trimmedText(errorMessages.LEGAL_TITLE_REQUIRED, 3, 200),
  taxOffice: trimmedText(errorMessages.TAX_OFFICE_REQUIRED, 2, 100),
  address: trimmedText(errorMessages.LEGAL_ADDRESS_REQUIRED, 10, 500),
});
export type SellerLegalDetailsInput = z.input<typeof sellerLegalDetailsInputSchema>;

export const sellerLegalDetailsSchema = sellerLegalDetailsInputSchema.extend({
  taxNumber: z.string(),
  updatedAt: z.string().describe('ISO 8601'),
});
export type SellerLegalDetails = z.infer<typeof sellerLegalDetailsSchema>;

export const sellerLegalDetailsResponseSchema = z.object({ legalDetails: sellerLegalDetailsSchema.nullable() });
