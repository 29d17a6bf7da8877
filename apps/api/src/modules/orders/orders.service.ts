import { type DistanceSalesDocuments, renderDistanceSalesDocuments } from '@otousta/shared/legal/distance-sales';
import { anonymisedTexts } from '@otousta/shared/messages/account';
import { orderMailTexts } from '@otousta/shared/messages/mail';
import { labelOf, type PaymentMethod, paymentMethods } from '@otousta/shared/options/shop';
import { countedPagination } from '@otousta/shared/schemas/api';
import {
  type CheckoutDocumentsInput,
  type checkoutSchema,
  type DeliveryAddress,
  SHOP_LIMITS,
} from '@otousta/shared/schemas/shop';
import { formatPrice } from '@otousta/shared/text/price';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { Events } from '../../platform/events.js';
import type { AuthUser } from '../../platform/identity.js';
import type { MailOutbox } from '../../platform/mail/mail.plugin.js';
import { renderMail } from '../../platform/mail/mail.template.js';
import type { ProductsService } from '../products/products.service.js';
import type { SellerLegalDetails } from '../sellers/sellers.service.js';
import type { UsersService } from '../users/users.service.js';
import type { PaymentProvider } from './orders.payment.js';
import { type OrderParties, orderNumber } from './orders.presenter.js';
import { createOrdersRepository } from './orders.repository.js';
import type { OrderItemRow, OrderRow } from './orders.table.js';

const DAY = 86_400_000;
/** Turkey keeps UTC+3 all year. */
const TURKEY_OFFSET = 3 * 3_600_000;

/** An order with its items and the names of its two parties: what every order answer is built from. */
export interface HydratedOrder extends OrderParties {
  row: OrderRow;
  items: OrderItemRow[];
}

interface ListQuery {
  status?: OrderRow['status'];
  page: number;
  limit: number;
}

interface CheckoutRequest {
  buyerId: string;
  buyer: { fullName: string; email: string };
  deliveryAddress: DeliveryAddress;
  paymentMethod: PaymentMethod;
  note: string | null;
  /** The site's address, for the order link of the documents mail. */
  origin: string;
}

/** A line the documents list: what is bought, how many, at what unit price. */
interface DocumentLine {
  name: string;
  quantity: number;
  priceKurus: number;
}

/** A cart line whose units checkout took. */
interface TakenLine {
  productId: string;
  sellerId: string;
  name: string;
  photo: string | null;
  priceKurus: number;
  quantity: number;
}

export function createOrdersService(deps: {
  db: Db;
  users: UsersService;
  products: ProductsService;
  /** The shop name of each seller (their approved application) and the legal details their documents name. */
  sellers: {
    shopNames(userIds: readonly string[]): Promise<Map<string, string>>;
    legalDetails(userIds: readonly string[], tx?: Tx): Promise<Map<string, SellerLegalDetails>>;
  };
  payments: PaymentProvider;
  mail: MailOutbox;
  events: Events;
}) {
  const { users, products, sellers, payments, mail, events } = deps;

  /**
   * The distance sales documents of one seller's order, from the shared templates; the preview and the stored order
   * call this with the same lines, so the texts are equal (docs/decisions/028-distance-sales-returns-and-product-reviews.md).
   */
  function documentsFor(
    legal: SellerLegalDetails,
    request: Pick<CheckoutRequest, 'buyer' | 'deliveryAddress' | 'paymentMethod'>,
    lines: readonly DocumentLine[],
  ): DistanceSalesDocuments {
    return renderDistanceSalesDocuments({
      seller: {
        legalTitle: legal.legalTitle,
        taxOffice: legal.taxOffice,
        taxNumber: legal.taxNumber,
        address: legal.address,
        phone: legal.phone,
      },
      buyer: { fullName: request.buyer.fullName, email: request.buyer.email, phone: request.deliveryAddress.phone },
      deliveryAddress: request.deliveryAddress,
      items: lines.map((line) => ({ name: line.name, quantity: line.quantity, unitPriceKurus: line.priceKurus })),
      paymentMethodLabel: labelOf(paymentMethods, request.paymentMethod),
    });
  }

  async function buyerOf(buyerId: string) {
    const person = (await users.summaries([buyerId])).get(buyerId);
    return { fullName: person ? `${person.firstName} ${person.lastName}`.trim() : '', email: person?.email ?? '' };
  }

  const groupBySeller = <L extends { sellerId: string }>(lines: L[]) => {
    const bySeller = new Map<string, L[]>();
    for (const line of lines) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
    return bySeller;
  };
  const orders = createOrdersRepository(deps.db);

  async function hydrate(rows: OrderRow[]): Promise<HydratedOrder[]> {
    if (!rows.length) return [];
    const people = [...new Set(rows.flatMap((r) => (r.buyerId ? [r.buyerId, r.sellerId] : [r.sellerId])))];
    const [items, persons, shops] = await Promise.all([
      orders.itemsOf(rows.map((r) => r.id)),
      users.summaries(people),
      sellers.shopNames(people),
    ]);
    return rows.map((row) => {
      const buyer = row.buyerId ? persons.get(row.buyerId) : undefined;
      const seller = persons.get(row.sellerId);
      return {
        row,
        items: items.filter((i) => i.orderId === row.id),
        // A deleted buyer is named as on the delivery address.
        buyer: buyer
          ? { id: buyer.id, firstName: buyer.firstName, lastName: buyer.lastName }
          : { id: null, firstName: row.deliveryAddress.fullName, lastName: '' },
        seller: {
          id: row.sellerId,
          businessName:
            shops.get(row.sellerId) ??
            seller?.businessName ??
            `${seller?.firstName ?? ''} ${seller?.lastName ?? ''}`.trim(),
        },
      };
    });
  }

  /** Puts the units of a cancelled order back on sale, in the cancelling transaction. */
  async function returnStock(tx: Tx, orderId: string) {
    const items = await orders.itemsOf([orderId], tx);
    await products.returnStock(
      tx,
      items.flatMap((item) => (item.productId ? [{ productId: item.productId, quantity: item.quantity }] : [])),
    );
  }

  /**
   * The whole checkout in one transaction. Each cart line takes its stock with one conditional update (the products
   * module's takeStock): concurrent buyers of the last units queue on the row lock and each re-checks the stock, so
   * it never goes below zero and nothing is sold twice. The lines are locked and taken in product-id order, so two
   * carts never lock the same rows in opposite orders (no deadlock). One order per seller, each paid through the
   * payment provider after its stock is reserved. Any refusal — stock, availability, payment — rolls everything
   * back, the cart included.
   */
  function placeOrders(request: CheckoutRequest): Promise<OrderRow[]> {
    return orders.transaction(async (tx) => {
      const lines = await orders.lockCart(tx, request.buyerId);
      if (!lines.length) throw badRequest('CART_EMPTY');

      const taken: TakenLine[] = [];
      for (const line of lines) {
        const row = await products.takeStock(tx, line, request.buyerId);
        if (!row) throw await products.refusal(tx, line.productId, request.buyerId);
        taken.push({ productId: line.productId, quantity: line.quantity, ...row });
      }

      const bySeller = groupBySeller(taken);
      const legal = await sellers.legalDetails([...bySeller.keys()], tx);
      if ([...bySeller.keys()].some((id) => !legal.has(id))) throw conflict('SELLER_LEGAL_DETAILS_MISSING');
      const checkoutId = uuidv7();
      const created: OrderRow[] = [];
      for (const [sellerId, sellerLines] of bySeller) {
        const id = uuidv7();
        const totalKurus = sellerLines.reduce((sum, l) => sum + l.priceKurus * l.quantity, 0);
        const payment = await payments.authorize({
          orderId: id,
          buyerId: request.buyerId,
          amountKurus: totalKurus,
          method: request.paymentMethod,
        });
        const documents = documentsFor(legal.get(sellerId)!, request, sellerLines);
        const order = await orders.insertOrder(
          tx,
          {
            id,
            documentsTemplateId: documents.templateId,
            preliminaryInfo: documents.preliminaryInfo,
            distanceSalesContract: documents.contract,
            checkoutId,
            buyerId: request.buyerId,
            sellerId,
            totalKurus,
            paymentMethod: request.paymentMethod,
            paymentReference: payment.reference,
            deliveryAddress: request.deliveryAddress,
            note: request.note,
          },
          sellerLines.map((l) => ({
            id: uuidv7(),
            orderId: id,
            productId: l.productId,
            name: l.name,
            photo: l.photo,
            unitPriceKurus: l.priceKurus,
            quantity: l.quantity,
          })),
        );
        created.push(order);
        await mailDocuments(tx, request, order, documents, legal.get(sellerId)!.legalTitle);
        // The seller hears of the order with it (docs/product.md 'Notifications').
        await events.emit(
          {
            type: 'order.placed',
            recipientIds: [sellerId],
            actorId: request.buyerId,
            link: '/oto-yedek-panel',
            params: { total: formatPrice(totalKurus / 100) },
          },
          tx,
        );
      }
      await orders.clearCart(tx, request.buyerId);
      return created;
    });
  }

  /** The buyer's copy of the accepted documents, queued in the checkout transaction: no order, no mail. */
  async function mailDocuments(
    tx: Tx,
    request: CheckoutRequest,
    order: OrderRow,
    documents: DistanceSalesDocuments,
    seller: string,
  ) {
    if (!request.buyer.email) return;
    const t = orderMailTexts.documents;
    const number = orderNumber(order.id);
    const content = renderMail({
      subject: t.subject(number),
      heading: t.heading,
      paragraphs: [
        ...t.intro(request.buyer.fullName, number, seller),
        ...documents.preliminaryInfo.split('\n').filter((line) => line.length),
        ...documents.contract.split('\n').filter((line) => line.length),
      ],
      action: { label: t.action, url: `${request.origin}/siparislerim?siparis=${encodeURIComponent(order.id)}` },
    });
    await mail.enqueue({ to: request.buyer.email, ...content }, { db: tx });
  }

  /**
   * Moves an order on for the party allowed to (buyer cancels, seller ships and delivers); a cancellation puts the
   * stock back in the same transaction. Explains a refusal: 404 when the order is not the caller's, 409 when the
   * state is wrong.
   */
  async function move(
    id: string,
    party: { buyerId: string } | { sellerId: string },
    from: OrderRow['status'],
    to: OrderRow['status'],
    refusal: 'ORDER_NOT_CANCELLABLE' | 'INVALID_ORDER_TRANSITION',
    extra: Partial<OrderRow> = {},
  ): Promise<HydratedOrder> {
    const row = await orders.transaction(async (tx) => {
      const moved = await orders.transition(tx, id, party, from, to, extra);
      if (moved && to === 'cancelled') await returnStock(tx, id);
      if (moved) await tell(tx, moved);
      return moved;
    });
    if (!row) {
      const existing = await orders.findById(id);
      const mine =
        existing && ('buyerId' in party ? existing.buyerId === party.buyerId : existing.sellerId === party.sellerId);
      if (!mine) throw notFound('ORDER_NOT_FOUND');
      throw conflict(refusal);
    }
    const [hydrated] = await hydrate([row]);
    return hydrated!;
  }

  /**
   * The other party hears of each step, in its transaction (docs/product.md 'Notifications'): the buyer of shipping and
   * delivery, the seller of a cancellation.
   */
  async function tell(tx: Tx, row: OrderRow) {
    const toBuyer = row.status !== 'cancelled';
    const recipient = toBuyer ? row.buyerId : row.sellerId;
    if (!recipient || row.status === 'pending') return;
    await events.emit(
      {
        type: `order.${row.status}`,
        recipientIds: [recipient],
        actorId: toBuyer ? row.sellerId : row.buyerId,
        link: toBuyer ? '/siparislerim' : '/oto-yedek-panel',
        params:
          row.status === 'shipped' ? { carrier: row.carrier ?? '', trackingNumber: row.trackingNumber ?? '' } : {},
      },
      tx,
    );
  }

  async function page(list: Promise<{ rows: OrderRow[]; total: number }>, q: ListQuery) {
    const { rows, total } = await list;
    return { orders: await hydrate(rows), pagination: countedPagination(q.page, q.limit, total) };
  }

  return {
    /**
     * The documents the buyer is about to accept, one pair per seller of the cart, filled with the cart as it is now.
     * Checkout renders them again from the lines it takes; unchanged prices give the very same text.
     */
    async documents(actor: AuthUser, input: CheckoutDocumentsInput & { deliveryAddress: DeliveryAddress }) {
      const lines = await orders.cartOf(actor.id);
      if (!lines.length) throw badRequest('CART_EMPTY');
      const offers = await products.offers(lines.map((line) => line.productId));
      const priced = lines.flatMap((line) => {
        const offer = offers.get(line.productId);
        return offer ? [{ ...line, sellerId: offer.sellerId, name: offer.name, priceKurus: offer.priceKurus }] : [];
      });
      const bySeller = groupBySeller(priced);
      const [legal, shops, buyer] = await Promise.all([
        sellers.legalDetails([...bySeller.keys()]),
        sellers.shopNames([...bySeller.keys()]),
        buyerOf(actor.id),
      ]);
      const request = { buyer, deliveryAddress: input.deliveryAddress, paymentMethod: input.paymentMethod };
      return [...bySeller].map(([sellerId, sellerLines]) => {
        const details = legal.get(sellerId);
        if (!details) throw conflict('SELLER_LEGAL_DETAILS_MISSING');
        return {
          seller: { id: sellerId, businessName: shops.get(sellerId) ?? details.legalTitle },
          ...documentsFor(details, request, sellerLines),
        };
      });
    },

    async checkout(actor: AuthUser, input: z.output<typeof checkoutSchema>, origin: string): Promise<HydratedOrder[]> {
      const rows = await placeOrders({
        buyerId: actor.id,
        buyer: await buyerOf(actor.id),
        origin,
        deliveryAddress: input.deliveryAddress,
        paymentMethod: input.paymentMethod,
        note: input.note?.length ? input.note : null,
      });
      return hydrate(rows);
    },

    ofBuyer: (actor: AuthUser, q: ListQuery) =>
      page(orders.ofBuyer(actor.id, q.status, (q.page - 1) * q.limit, q.limit), q),

    ofSeller: (actor: AuthUser, q: ListQuery) =>
      page(orders.ofSeller(actor.id, q.status, (q.page - 1) * q.limit, q.limit), q),

    /** Its buyer and its seller see an order; to anybody else it does not exist. */
    async get(actor: AuthUser, id: string): Promise<HydratedOrder> {
      const row = await orders.findById(id);
      if (!row || (row.buyerId !== actor.id && row.sellerId !== actor.id)) throw notFound('ORDER_NOT_FOUND');
      const [hydrated] = await hydrate([row]);
      return hydrated!;
    },

    cancel: (actor: AuthUser, id: string) =>
      move(id, { buyerId: actor.id }, 'pending', 'cancelled', 'ORDER_NOT_CANCELLABLE', { cancelledAt: new Date() }),

    ship: (actor: AuthUser, id: string, shipment: { carrier: string; trackingNumber: string }) =>
      move(id, { sellerId: actor.id }, 'pending', 'shipped', 'INVALID_ORDER_TRANSITION', {
        ...shipment,
        shippedAt: new Date(),
      }),

    deliver: (actor: AuthUser, id: string) =>
      move(id, { sellerId: actor.id }, 'shipped', 'delivered', 'INVALID_ORDER_TRANSITION', { deliveredAt: new Date() }),

    /** The seller panel's numbers over the last `days` Turkish days; cancelled orders count towards nothing. */
    async stats(actor: AuthUser, days: number, now = new Date()) {
      const todayStart = Math.floor((now.getTime() + TURKEY_OFFSET) / DAY) * DAY - TURKEY_OFFSET;
      const since = new Date(todayStart - (days - 1) * DAY);
      const [numbers, catalogue, recent] = await Promise.all([
        orders.sellerStats(actor.id, since),
        products.countsOf(actor.id),
        orders.ofSeller(actor.id, undefined, 0, SHOP_LIMITS.recentOrders),
      ]);
      const byDate = new Map(numbers.series.map((d) => [d.date, d]));
      const series = Array.from({ length: days }, (_, i) => {
        const date = new Date(since.getTime() + TURKEY_OFFSET + i * DAY).toISOString().slice(0, 10);
        const found = byDate.get(date);
        return { date, orders: found?.orders ?? 0, sales: found?.sales ?? 0, revenueKurus: found?.revenueKurus ?? 0 };
      });
      return {
        totalOrders: numbers.totalOrders,
        pendingOrders: numbers.pendingOrders,
        totalSales: numbers.totalSales,
        revenueKurus: numbers.revenueKurus,
        productCount: catalogue.productCount,
        activeProductCount: catalogue.activeProductCount,
        recentOrders: await hydrate(recent.rows),
        series,
      };
    },

    // ---- for other modules ----------------------------------------------------------------------------------

    /**
     * A buyer deleting their account: their pending orders are cancelled (no one is left to receive them) and the
     * stock returns, in the deleting transaction. Their other orders stay in the sellers' records, anonymised.
     */
    async cancelPendingOrdersOf(tx: Tx, buyerId: string): Promise<void> {
      const now = new Date();
      for (const id of await orders.cancelPendingOf(tx, buyerId, now)) await returnStock(tx, id);
      await orders.anonymiseBuyer(tx, buyerId, anonymisedTexts.name, now);
    },

    /**
     * The order with its items, locked in the caller's transaction (a return request checks quantities against it),
     * or undefined when it does not exist.
     */
    async lockWithItems(tx: Tx, id: string): Promise<{ row: OrderRow; items: OrderItemRow[] } | undefined> {
      const row = await orders.lockById(tx, id);
      return row && { row, items: await orders.itemsOf([id], tx) };
    },

    /** Orders with their items and party names, as every order answer has them. */
    async withItems(ids: string[]): Promise<HydratedOrder[]> {
      const rows = (await Promise.all(ids.map((id) => orders.findById(id)))).flatMap((row) => (row ? [row] : []));
      return hydrate(rows);
    },

    /** The short number people quote for an order. */
    numberOf: orderNumber,

    /** Whether this product is in an order the user received (a verified purchase). */
    hasReceived: (buyerId: string, productId: string) => orders.hasReceived(buyerId, productId),

    /** The user's own orders with their items, for their data export. */
    exportOf: (userId: string) => orders.exportOf(userId),

    /** Photo URLs still shown by some order (orders copy a product's first photo), which must stay stored. */
    photosInOrders: (urls: string[]) => orders.photosInOrders(urls),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
