import { countedPagination } from '@otousta/shared/schemas/api';
import {
  RETURN_LIMITS,
  type ReturnEventKind,
  type ReturnRequestInput,
  returnStatuses,
} from '@otousta/shared/schemas/returns';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Tx } from '../../db/client.js';
import { deleteImagesQuietly, withSavedImages } from '../../media/media.cleanup.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { Events } from '../../platform/events.js';
import type { AuthUser } from '../../platform/identity.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { ProductsService } from '../products/products.service.js';
import type { SellersService } from '../sellers/sellers.service.js';
import { createReturnsRepository } from './returns.repository.js';
import type { ReturnEventRow, ReturnRequestRow } from './returns.table.js';

const DAY = 86_400_000;

/** The Turkish word of a return's state, as its notifications say it. */
const statusLabel = (status: ReturnRequestRow['status']) =>
  returnStatuses.find((s) => s.value === status)?.label ?? status;

/** A return with what its answer shows: the lines by name, its history, both parties and the return address. */
export interface HydratedReturn {
  row: ReturnRequestRow;
  orderNumber: string;
  items: { orderItemId: string; productId: string | null; name: string; quantity: number }[];
  events: ReturnEventRow[];
  buyer: { id: string | null; name: string };
  seller: { id: string; businessName: string };
  returnAddress: string | null;
}

export interface PhotoStore {
  saveImages(files: { buffer: Buffer }[]): Promise<string[]>;
  deleteImage(url: string): Promise<void>;
}

type Party = { sellerId: string } | { buyerId: string } | null;

/**
 * Returns ('İade', docs/product.md 'Returns'): the buyer asks within 14 days of delivery, never for more units than
 * bought minus those other requests hold; the seller approves or rejects with a reason; a rejected request may be
 * escalated to an admin, who settles it; the stock comes back when the seller marks the parcel received. Every step
 * is recorded and tells the other side (order.return_updated) in its own transaction.
 */
export function createReturnsService(deps: {
  db: Db;
  orders: OrdersService;
  products: ProductsService;
  sellers: Pick<SellersService, 'legalDetails'>;
  /** The active admins, read in the escalation's transaction: they decide escalated returns. */
  admins: (tx: Tx) => Promise<string[]>;
  photos: PhotoStore;
  events: Events;
  log: { warn(obj: object, msg: string): void };
}) {
  const { orders, products, sellers, photos, events, log } = deps;
  const returns = createReturnsRepository(deps.db);

  const forget = (urls: readonly string[]) => deleteImagesQuietly(photos, log, urls);

  async function hydrate(rows: ReturnRequestRow[]): Promise<HydratedReturn[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const [items, history, ofOrders, legal] = await Promise.all([
      returns.itemsOf(ids),
      returns.eventsOf(ids),
      orders.withItems([...new Set(rows.map((row) => row.orderId))]),
      sellers.legalDetails([...new Set(rows.map((row) => row.sellerId))]),
    ]);
    const orderById = new Map(ofOrders.map((order) => [order.row.id, order]));
    return rows.flatMap((row) => {
      const order = orderById.get(row.orderId);
      if (!order) return [];
      const details = legal.get(row.sellerId);
      const showAddress = row.status === 'approved' || row.status === 'received';
      return [
        {
          row,
          orderNumber: orders.numberOf(order.row.id),
          items: items
            .filter((item) => item.returnId === row.id)
            .map((item) => {
              const line = order.items.find((i) => i.id === item.orderItemId);
              return {
                orderItemId: item.orderItemId,
                productId: line?.productId ?? null,
                name: line?.name ?? '',
                quantity: item.quantity,
              };
            }),
          events: history.filter((event) => event.returnId === row.id),
          buyer: { id: order.buyer.id, name: `${order.buyer.firstName} ${order.buyer.lastName}`.trim() },
          seller: order.seller,
          returnAddress: showAddress && details ? `${details.legalTitle}, ${details.address}` : null,
        },
      ];
    });
  }

  async function one(row: ReturnRequestRow): Promise<HydratedReturn> {
    const [hydrated] = await hydrate([row]);
    if (!hydrated) throw notFound('RETURN_NOT_FOUND');
    return hydrated;
  }

  /** Records a step and tells the other side, in the step's transaction. */
  async function record(
    tx: Tx,
    row: ReturnRequestRow,
    step: { kind: ReturnEventKind; actorId: string; note: string | null; tell: (string | null)[] },
  ) {
    await returns.addEvent(tx, {
      id: uuidv7(),
      returnId: row.id,
      actorId: step.actorId,
      kind: step.kind,
      note: step.note,
    });
    await events.emit(
      {
        type: 'order.return_updated',
        recipientIds: step.tell.filter((id): id is string => id !== null),
        actorId: step.actorId,
        link: `/siparislerim?siparis=${encodeURIComponent(row.orderId)}`,
        params: { returnId: row.id, orderId: row.orderId, status: statusLabel(row.status) },
      },
      tx,
    );
  }

  /**
   * One step of a return for the party allowed to take it; `then` runs in the same transaction once the step is
   * taken (the stock comes back there). A refusal says why: 404 when the return is not the caller's to see, 403 when
   * the step is the other party's, 409 when the return is in another state.
   */
  async function step(
    actor: AuthUser,
    id: string,
    move: { from: ReturnRequestRow['status']; to: ReturnRequestRow['status']; party: Party; kind: ReturnEventKind },
    note: string | null,
    extra: Partial<ReturnRequestRow> = {},
    then?: (tx: Tx, row: ReturnRequestRow) => Promise<void>,
  ): Promise<HydratedReturn> {
    const moved = await returns.transaction(async (tx) => {
      const row = await returns.transition(tx, id, move.from, move.to, move.party, extra);
      if (!row) return undefined;
      await then?.(tx, row);
      const tell =
        move.party === null ? [row.buyerId, row.sellerId] : 'sellerId' in move.party ? [row.buyerId] : [row.sellerId];
      await record(tx, row, { kind: move.kind, actorId: actor.id, note, tell });
      return row;
    });
    if (moved) return one(moved);
    const existing = await returns.findById(id);
    if (!existing || !visibleTo(actor, existing)) throw notFound('RETURN_NOT_FOUND');
    const party = move.party;
    if (party && ('sellerId' in party ? existing.sellerId !== actor.id : existing.buyerId !== actor.id)) {
      throw forbidden('FORBIDDEN');
    }
    throw conflict('INVALID_RETURN_TRANSITION');
  }

  const visibleTo = (actor: AuthUser, row: ReturnRequestRow) =>
    actor.role === 'admin' || row.buyerId === actor.id || row.sellerId === actor.id;

  return {
    async request(
      actor: AuthUser,
      orderId: string,
      input: ReturnRequestInput & { reason: string },
      files: { buffer: Buffer }[],
      now = new Date(),
    ): Promise<HydratedReturn> {
      return withSavedImages(photos, files, forget, async (urls) => {
        const row = await returns.transaction(async (tx) => {
          // The order stays locked until this request is stored: two requests of one order count one after the other.
          const order = await orders.lockWithItems(tx, orderId);
          if (!order || order.row.buyerId !== actor.id) throw notFound('ORDER_NOT_FOUND');
          if (order.row.status !== 'delivered' || !order.row.deliveredAt) throw conflict('RETURN_NOT_DELIVERED');
          if (now.getTime() - order.row.deliveredAt.getTime() > RETURN_LIMITS.windowDays * DAY) {
            throw conflict('RETURN_WINDOW_CLOSED');
          }
          const wanted = new Map<string, number>();
          for (const item of input.items) {
            wanted.set(item.orderItemId, (wanted.get(item.orderItemId) ?? 0) + Number(item.quantity));
          }
          const held = await returns.heldQuantities(tx, [...wanted.keys()]);
          for (const [orderItemId, quantity] of wanted) {
            const line = order.items.find((item) => item.id === orderItemId);
            if (!line) throw badRequest('RETURN_ITEM_NOT_IN_ORDER');
            if (quantity + (held.get(orderItemId) ?? 0) > line.quantity) throw badRequest('RETURN_QUANTITY_EXCEEDED');
          }
          const id = uuidv7();
          const inserted = await returns.insert(
            tx,
            { id, orderId, buyerId: actor.id, sellerId: order.row.sellerId, reason: input.reason.trim(), photos: urls },
            [...wanted].map(([orderItemId, quantity]) => ({ returnId: id, orderItemId, quantity })),
          );
          await record(tx, inserted, { kind: 'requested', actorId: actor.id, note: null, tell: [inserted.sellerId] });
          return inserted;
        });
        return one(row);
      });
    },

    /** The returns of an order, for its buyer and its seller (anyone else: 404, as for the order). */
    async ofOrder(actor: AuthUser, orderId: string): Promise<HydratedReturn[]> {
      await orders.get(actor, orderId);
      return hydrate(await returns.ofOrder(orderId));
    },

    async ofSeller(actor: AuthUser, q: { status?: ReturnRequestRow['status']; page: number; limit: number }) {
      const { rows, total } = await returns.ofSeller(actor.id, q.status, (q.page - 1) * q.limit, q.limit);
      return { returns: await hydrate(rows), pagination: countedPagination(q.page, q.limit, total) };
    },

    async all(q: { status?: ReturnRequestRow['status']; page: number; limit: number }) {
      const { rows, total } = await returns.all(q.status, (q.page - 1) * q.limit, q.limit);
      return { returns: await hydrate(rows), pagination: countedPagination(q.page, q.limit, total) };
    },

    approve: (actor: AuthUser, id: string) =>
      step(actor, id, { from: 'requested', to: 'approved', party: { sellerId: actor.id }, kind: 'approved' }, null),

    reject: (actor: AuthUser, id: string, reason: string) =>
      step(actor, id, { from: 'requested', to: 'rejected', party: { sellerId: actor.id }, kind: 'rejected' }, reason, {
        rejectionReason: reason,
      }),

    /**
     * The seller has the parcel: the units go back on sale. The conditional approved → received update lets exactly
     * one of two concurrent calls through, and only that one returns the stock, in the same transaction.
     */
    received: (actor: AuthUser, id: string) =>
      step(
        actor,
        id,
        { from: 'approved', to: 'received', party: { sellerId: actor.id }, kind: 'received' },
        null,
        {},
        async (tx, row) => {
          const order = await orders.lockWithItems(tx, row.orderId);
          const lines = await returns.itemsOf([row.id], tx);
          await products.returnStock(
            tx,
            lines.flatMap((line) => {
              const productId = order?.items.find((item) => item.id === line.orderItemId)?.productId;
              return productId ? [{ productId, quantity: line.quantity }] : [];
            }),
          );
        },
      ),

    /** The buyer takes a rejected return to the admins: the seller and every admin hear of it. */
    escalate: (actor: AuthUser, id: string, note: string | null) =>
      step(
        actor,
        id,
        { from: 'rejected', to: 'escalated', party: { buyerId: actor.id }, kind: 'escalated' },
        note,
        { escalationNote: note },
        async (tx, row) => {
          await events.emit(
            {
              type: 'order.return_updated',
              recipientIds: await deps.admins(tx),
              actorId: actor.id,
              link: '/yonetim?sekme=iadeler',
              params: { returnId: row.id, orderId: row.orderId, status: statusLabel(row.status) },
            },
            tx,
          );
        },
      ),

    /** An admin settles an escalated return: approve (the buyer sends the parcel) or uphold the rejection. */
    settle: (admin: AuthUser, id: string, decision: 'approve' | 'reject', note: string) =>
      step(
        admin,
        id,
        decision === 'approve'
          ? { from: 'escalated', to: 'approved', party: null, kind: 'admin-approved' }
          : { from: 'escalated', to: 'closed', party: null, kind: 'admin-rejected' },
        note,
        { adminNote: note },
      ),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
