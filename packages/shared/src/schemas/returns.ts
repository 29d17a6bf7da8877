import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { countedPageSchema, entityIds, isoDateTime, pageQuerySchema, timestamps } from './api.js';
import { boundedNumber } from './numbers.js';
import { trimmedText } from './trimmed-text.js';

/**
 * Returns ('İade', docs/product.md 'Returns'; docs/decisions/028-distance-sales-returns-and-product-reviews.md).
 *   POST /api/orders/{id}/returns  JSON `ReturnRequestInput`, or multipart `returnData` (JSON) + ≤ 5 `photos`
 *        → 201 `{ return: ReturnRequest }` (the order's buyer, delivered ≤ 14 days ago, never more than bought)
 *   GET  /api/orders/{id}/returns → `{ returns: ReturnRequest[] }` (the order's buyer or seller)
 *   POST /api/returns/{id}/approve             → `{ return }` (seller; requested → approved)
 *   POST /api/returns/{id}/reject `{ reason }` → `{ return }` (seller; requested → rejected)
 *   POST /api/returns/{id}/received            → `{ return }` (seller; approved → received; stock returns once)
 *   POST /api/returns/{id}/escalate `{ note? }` → `{ return }` (buyer; rejected → escalated)
 *   GET  /api/seller/returns?status&page&limit → `{ returns, pagination }` (seller's)
 *   GET  /api/admin/returns?status&page&limit  → `{ returns, pagination }` (admin)
 *   POST /api/admin/returns/{id}/settle `{ decision: 'approve'|'reject', note }` → `{ return }` (admin; escalated →
 *        approved | closed)
 */
export const RETURN_LIMITS = {
  windowDays: 14,
  photosMax: 5,
  reasonMin: 10,
  reasonMax: 1000,
  noteMin: 5,
  noteMax: 500,
  itemsMax: 50,
} as const;

export const returnStatuses = [
  { value: 'requested', label: 'Talep Alındı' },
  { value: 'approved', label: 'Onaylandı — ürünü gönderin' },
  { value: 'rejected', label: 'Reddedildi' },
  { value: 'escalated', label: 'İtiraz Edildi — yönetici inceliyor' },
  { value: 'received', label: 'Teslim Alındı — iade tamamlandı' },
  { value: 'closed', label: 'İtiraz Reddedildi' },
] as const;
export type ReturnStatus = (typeof returnStatuses)[number]['value'];
const statusValues = returnStatuses.map((s) => s.value) as [ReturnStatus, ...ReturnStatus[]];

/** What each step of a return is called in the order's history. */
export const returnEventLabels = {
  requested: 'Alıcı iade talebi oluşturdu',
  approved: 'Satıcı iade talebini onayladı',
  rejected: 'Satıcı iade talebini reddetti',
  escalated: 'Alıcı rete itiraz etti',
  received: 'Satıcı iade paketini teslim aldı; stok geri eklendi',
  'admin-approved': 'Yönetici itirazı kabul etti: iade onaylandı',
  'admin-rejected': 'Yönetici itirazı reddetti',
} as const;
export type ReturnEventKind = keyof typeof returnEventLabels;

const note = (code: 'RETURN_DECISION_REASON_REQUIRED') =>
  z
    .string({ error: errorMessages[code] })
    .trim()
    .min(RETURN_LIMITS.noteMin, errorMessages[code])
    .max(RETURN_LIMITS.noteMax, errorMessages.TEXT_TOO_LONG);

export const returnRequestInputSchema = z.object({
  items: z
    .array(
      z.object({
        orderItemId: z.string({ error: errorMessages.RETURN_ITEMS_REQUIRED }).min(1).max(64),
        quantity: boundedNumber({ min: 1, max: 99, int: true, message: errorMessages.INVALID_QUANTITY }),
      }),
      { error: errorMessages.RETURN_ITEMS_REQUIRED },
    )
    .min(1, errorMessages.RETURN_ITEMS_REQUIRED)
    .max(RETURN_LIMITS.itemsMax, errorMessages.RETURN_ITEMS_REQUIRED),
  reason: trimmedText(
    errorMessages.RETURN_REASON_REQUIRED,
    RETURN_LIMITS.reasonMin,
    RETURN_LIMITS.reasonMax,
    errorMessages.RETURN_REASON_TOO_LONG,
  ),
});
export type ReturnRequestInput = z.input<typeof returnRequestInputSchema>;

export const rejectReturnSchema = z.object({ reason: note('RETURN_DECISION_REASON_REQUIRED') });
export const escalateReturnSchema = z.object({
  note: z.string().trim().max(RETURN_LIMITS.noteMax, errorMessages.TEXT_TOO_LONG).optional(),
});
export const settleReturnSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: errorMessages.INVALID_RETURN_SETTLEMENT }),
  note: note('RETURN_DECISION_REASON_REQUIRED'),
});

export const returnRequestSchema = z.object({
  ...entityIds,
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(statusValues),
  statusLabel: z.string(),
  reason: z.string(),
  photos: z.array(z.string()),
  items: z.array(
    z.object({
      orderItemId: z.string(),
      productId: z.string().nullable(),
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
  buyer: z.object({ id: z.string().nullable(), name: z.string() }),
  seller: z.object({ id: z.string(), businessName: z.string() }),
  /** The seller's address the parcel goes to: shown once the return is approved. */
  returnAddress: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  adminNote: z.string().nullable(),
  history: z.array(z.object({ kind: z.string(), label: z.string(), note: z.string().nullable(), at: isoDateTime })),
  ...timestamps,
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const returnResponseSchema = z.object({ return: returnRequestSchema });
export const returnListSchema = z.object({ returns: z.array(returnRequestSchema) });
export const returnPageSchema = countedPageSchema('returns', returnRequestSchema);
export const returnPageQuerySchema = pageQuerySchema({ size: 12, max: 48 }).extend({
  status: z.enum(statusValues, { error: errorMessages.VALIDATION }).optional(),
});
