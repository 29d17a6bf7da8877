import type { CountedPagination } from '@otousta/shared/schemas/api';
import { type ReturnRequest, returnEventLabels, returnStatuses } from '@otousta/shared/schemas/returns';
import type { HydratedReturn } from './returns.service.js';

export function toReturn(r: HydratedReturn): ReturnRequest {
  const { row } = r;
  return {
    _id: row.id,
    id: row.id,
    orderId: row.orderId,
    orderNumber: r.orderNumber,
    status: row.status,
    statusLabel: returnStatuses.find((s) => s.value === row.status)?.label ?? row.status,
    reason: row.reason,
    photos: row.photos,
    items: r.items,
    buyer: r.buyer,
    seller: r.seller,
    returnAddress: r.returnAddress,
    rejectionReason: row.rejectionReason,
    adminNote: row.adminNote,
    history: r.events.map((event) => ({
      kind: event.kind,
      label: returnEventLabels[event.kind as keyof typeof returnEventLabels] ?? event.kind,
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toReturnPage = (page: { returns: HydratedReturn[]; pagination: CountedPagination }) => ({
  returns: page.returns.map(toReturn),
  pagination: page.pagination,
});
